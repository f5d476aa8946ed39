import { arabicDate, arabicDateTime } from "../../core/arabic-dates";
import { formatLocalDate, formatLocalDateTime } from "../../core/countdown";
import type { Language } from "../../core/languages";
import { instantToWallTime, zoneName } from "../../core/zoned-time";

// Dates as the site writes them ("31 Dec 2025 18:00", docs/product.md, section 9.4), formatted on the server in
// the event's or cohort's own zone, so every visitor and the prerendered page read the same text.

/** "31 Dec 2025 18:00"; in Arabic "31 ديسمبر 2025 18:00" (docs/decisions/059-languages.md). */
export const wallTimeOnly = (instant: Date, zone: string, language: Language = "en") => {
  const wallTime = instantToWallTime(instant, zone);
  return language === "ar" ? arabicDateTime(wallTime) : formatLocalDateTime(wallTime);
};

/** "31 Dec 2025 18:00 Gulf Standard Time" */
export const wallTimeText = (instant: Date, zone: string) =>
  `${wallTimeOnly(instant, zone)} ${zoneName(instant, zone)}`;

/** "2026-05-25" -> "25 May 2026"; in Arabic "25 مايو 2026". */
export const dayText = (date: string, language: Language = "en") =>
  language === "ar" ? arabicDate(`${date}T00:00`) : formatLocalDate(`${date}T00:00`);
