import { WEEKDAY_NAMES } from "../business-days";
import { DATE_RANGE_MESSAGE, isInDateRange, LIMITS, requiredText } from "./common";
import { z } from "./zod";

// The firm's public holidays, entered in the console: with the UAE's weekend and the firm's time
// zone, the business-day calendar every clock counts in (core/business-days.ts).

/** The weekday's English name of a day ("2026-12-02": "Wednesday"). */
export const weekdayName = (day: string) =>
  WEEKDAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? "";

/**
 * A holiday as staff enter it: the day, and what it is. A day on the weekend may be entered (the
 * UAE announces Eid with all its days); it takes no business day away.
 */
export const HolidayInputSchema = z.object({
  day: z.iso.date("Choose the day").refine(isInDateRange, DATE_RANGE_MESSAGE),
  name: requiredText(LIMITS.short),
});
export type HolidayInput = z.input<typeof HolidayInputSchema>;

export const HolidaySchema = z.object({ day: z.iso.date(), name: z.string() });
export type Holiday = z.infer<typeof HolidaySchema>;

/** The calendar as the console shows it: its zone, its weekend and its holidays, by day. */
export const BusinessCalendarSchema = z.object({
  timeZone: z.string(),
  /** The weekend's days, as their English names. */
  weekend: z.array(z.string()),
  holidays: z.array(HolidaySchema),
  /** Business days a paid application may wait for its decision (core/decision-clock.ts). */
  decisionDays: z.number().int(),
});
export type BusinessCalendarView = z.infer<typeof BusinessCalendarSchema>;

export const HolidayDayParamsSchema = z.object({
  day: z.iso.date("Give the day as YYYY-MM-DD"),
});
