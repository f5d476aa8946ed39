import { addDays, dayStartInstant, instantToWallTime } from "./zoned-time";

// The firm's business days: one calendar for every clock that counts them (a firm's respond-by
// date, its reminders, an application's time to decision). A business day is a calendar day in the
// firm's time zone that is neither on the UAE's weekend (Saturday and Sunday, since 2022) nor one
// of the firm's public holidays. Days are "YYYY-MM-DD" in the firm's zone; an instant becomes the
// day it falls on there, wherever the person who reads it is.

/** The days of the week by their `Date.getUTCDay()` number, as the console names them. */
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Saturday and Sunday, as `Date.getUTCDay()` numbers them. */
export const UAE_WEEKEND: readonly number[] = [6, 0];

/** Where the firm is: Abu Dhabi (core/firm.ts). */
/** "1 business day", "4 business days" (here, without zod, for every page and mail that says it). */
export const businessDaysText = (days: number) => `${days} business ${days === 1 ? "day" : "days"}`;

export const FIRM_TIME_ZONE = "Asia/Dubai";

export type BusinessCalendar = {
  /** The zone whose calendar days are counted. */
  readonly timeZone: string;
  /** The public holidays, "YYYY-MM-DD". */
  readonly holidays: ReadonlySet<string>;
};

/** The firm's calendar from its time zone and its holidays. */
export function businessCalendar(
  holidays: Iterable<string>,
  timeZone: string = FIRM_TIME_ZONE,
): BusinessCalendar {
  return { timeZone, holidays: new Set(holidays) };
}

/** The calendar day an instant falls on in the calendar's zone. */
export function dayOf(calendar: BusinessCalendar, instant: Date): string {
  return instantToWallTime(instant, calendar.timeZone).slice(0, 10);
}

/** Whether the day is a business day: not on the weekend, not a holiday. */
export function isBusinessDay(calendar: BusinessCalendar, day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return !UAE_WEEKEND.includes(weekday) && !calendar.holidays.has(day);
}

/**
 * The `count`th business day after `day` (before it when negative); `day` itself is not counted,
 * whatever it is. Zero is `day`.
 */
export function addBusinessDays(calendar: BusinessCalendar, day: string, count: number): string {
  const step = count < 0 ? -1 : 1;
  let left = Math.abs(count);
  let current = day;
  while (left > 0) {
    current = addDays(current, step);
    if (isBusinessDay(calendar, current)) left -= 1;
  }
  return current;
}

/**
 * The business days that have begun since `from`, up to `to`: those after the day `from` falls on,
 * up to and including the day `to` falls on. The same day counts 0; a payment on a Thursday read
 * on the next Monday counts 2 (Friday, Monday). Never negative.
 */
export function businessDaysBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  const last = dayOf(calendar, to);
  let count = 0;
  for (let day = addDays(dayOf(calendar, from), 1); day <= last; day = addDays(day, 1)) {
    if (isBusinessDay(calendar, day)) count += 1;
  }
  return count;
}

/** The instant a day ends in the calendar's zone: the next day's midnight there. */
export function endOfDay(calendar: BusinessCalendar, day: string): Date {
  return dayStartInstant(addDays(day, 1), calendar.timeZone);
}

/**
 * A date `count` business days after an instant, as the instant it ends: a deal shared on a Friday
 * evening with 10 business days has until the end of the tenth business day after that Friday.
 */
export function businessDeadline(calendar: BusinessCalendar, from: Date, count: number): Date {
  return endOfDay(calendar, addBusinessDays(calendar, dayOf(calendar, from), count));
}

/**
 * The UAE's public holidays of 2026 as the cabinet set them for the private sector, and New Year's
 * Day 2027: the list the firm starts from. The Islamic holidays follow the moon, so their days are
 * the expected ones; staff correct them in the console when the dates are announced.
 */
export const UAE_HOLIDAYS_STARTING_LIST: readonly { day: string; name: string }[] = [
  { day: "2026-01-01", name: "New Year's Day" },
  { day: "2026-03-19", name: "Eid al-Fitr" },
  { day: "2026-03-20", name: "Eid al-Fitr" },
  { day: "2026-03-21", name: "Eid al-Fitr" },
  { day: "2026-03-22", name: "Eid al-Fitr" },
  { day: "2026-05-26", name: "Arafat Day" },
  { day: "2026-05-27", name: "Eid al-Adha" },
  { day: "2026-05-28", name: "Eid al-Adha" },
  { day: "2026-05-29", name: "Eid al-Adha" },
  { day: "2026-06-16", name: "Islamic New Year" },
  { day: "2026-08-25", name: "Prophet Muhammad's Birthday" },
  { day: "2026-12-01", name: "Commemoration Day" },
  { day: "2026-12-02", name: "National Day" },
  { day: "2026-12-03", name: "National Day" },
  { day: "2027-01-01", name: "New Year's Day" },
];
