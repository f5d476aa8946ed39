import { wallTimeOnly } from "../../core/public-content";
import { zoneName } from "../../core/zoned-time";

// Dates as the site writes them ("31 Dec 2025 18:00", docs/product.md, section 9.4), formatted on
// the server in the event's or cohort's own zone (the public texts' own: core/public-content.ts).

/** "31 Dec 2025 18:00 Gulf Standard Time" */
export const wallTimeText = (instant: Date, zone: string) =>
  `${wallTimeOnly(instant, zone)} ${zoneName(instant, zone)}`;
