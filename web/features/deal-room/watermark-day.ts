/** One formatter for every watermark: making one per call costs more than the page's render. */
const DAY = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });

/** The day as the deal room's watermarks write it ("27 Nov 2026"). */
export const dayOf = (date: Date) => DAY.format(date);
