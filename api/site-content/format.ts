import { formatLocalDate, formatLocalDateTime } from "../../core/countdown";
import { instantToWallTime, zoneName } from "../../core/zoned-time";

// Dates as the site writes them ("31 Dec 2025 18:00", docs/product.md, section 9.4), formatted on the server in
// the event's or cohort's own zone, so every visitor and the prerendered page read the same text.

/** "31 Dec 2025 18:00" */
export const wallTimeOnly = (instant: Date, zone: string) =>
  formatLocalDateTime(instantToWallTime(instant, zone));

/** "31 Dec 2025 18:00 Gulf Standard Time" */
export const wallTimeText = (instant: Date, zone: string) =>
  `${wallTimeOnly(instant, zone)} ${zoneName(instant, zone)}`;

/** "2026-05-25" -> "25 May 2026" */
export const dayText = (date: string) => formatLocalDate(`${date}T00:00`);
