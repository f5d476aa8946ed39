import { arabicDate, arabicMonth } from "../../core/arabic-dates";
import { type Digits, INTL_LOCALE } from "../../core/languages";
import type { Locale } from "./locales";

// Fixed dates of the site's content (a publication's month, a legal page's last change) in the
// page's language: English as docs/product.md writes them ("12 July 2025", "July 2025"), Arabic
// through core/arabic-dates.ts, in the digits the visitor chose (web/i18n/digits.ts).

const englishDay = new Intl.DateTimeFormat(INTL_LOCALE.en, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const englishMonth = new Intl.DateTimeFormat(INTL_LOCALE.en, {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-07-12" -> "12 July 2025" or "12 يوليو 2025". */
export function contentDate(locale: Locale, date: string, digits: Digits = "latn"): string {
  return locale === "ar"
    ? arabicDate(`${date}T00:00`, digits)
    : englishDay.format(new Date(`${date}T00:00:00Z`));
}

/** "2025-07" -> "July 2025" or "يوليو 2025". */
export function contentMonth(locale: Locale, yearMonth: string, digits: Digits = "latn"): string {
  return locale === "ar"
    ? arabicMonth(yearMonth, digits)
    : englishMonth.format(new Date(`${yearMonth}-01T00:00:00Z`));
}
