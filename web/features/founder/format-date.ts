import { type Digits, intlLocale, type Language } from "../../../core/languages";
import { useDigits } from "../../i18n/digits";
import { useLocale } from "../../i18n/language";

// Dates as founders read them on their page, in India time, in the page's language: "23 November
// 2026" and "23 November 2026 at 2:05 pm IST" in English; in Arabic through Intl's ar-AE with
// Western digits ("23 نوفمبر 2026"), or Eastern Arabic ones when the visitor chose them ("٢٣ نوفمبر ٢٠٢٦").

/** The Intl locale of the founder's page: India's English, or the site's Arabic. */
const dateLocale = (language: Language, digits: Digits = "latn") =>
  language === "en" ? "en-IN" : intlLocale(language, digits);

/** A date: 23 November 2026 (India time). */
export const formatDate = (iso: string, language: Language = "en", digits: Digits = "latn") =>
  new Date(iso).toLocaleDateString(dateLocale(language, digits), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

/** A moment, its zone named as every time on the founder's page: "23 November 2026 at 2:05 pm IST". */
export const formatDateTime = (iso: string, language: Language = "en", digits: Digits = "latn") =>
  new Date(iso).toLocaleString(dateLocale(language, digits), {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
    timeZoneName: "short",
  });

/** The page's language of its dates, and the formats in it. */
export function useFounderDates() {
  const language = useLocale();
  const digits = useDigits();
  return {
    language,
    digits,
    locale: dateLocale(language, digits),
    formatDate: (iso: string) => formatDate(iso, language, digits),
    formatDateTime: (iso: string) => formatDateTime(iso, language, digits),
  };
}
