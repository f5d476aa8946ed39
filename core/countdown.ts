// Countdowns to an instant (an event's start, a cohort's), and the spec's way of writing a date:
// pure, so both the page and the tests drive them with any clock.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What is left until the target: whole days, hours, minutes and seconds, or that it has passed. */
export type Countdown =
  | { ended: false; days: number; hours: number; minutes: number; seconds: number }
  | { ended: true };

/** A wall time, e.g. "2026-05-25T00:00" or "2026-05-25T00:00:00" (its zone is said beside it). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function parseLocal(dateTime: string) {
  const match = LOCAL_DATE_TIME.exec(dateTime);
  if (!match) throw new Error(`Not a wall time (YYYY-MM-DDTHH:mm[:ss]): ${dateTime}`);
  const [year, month, day, hour, minute, second = "0"] = match.slice(1).map((part) => part ?? "");
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
}

/**
 * Time left from `now` until `target` (both epoch milliseconds), rounded down to the second.
 * At the target itself and after it the countdown has ended: it never shows negative numbers.
 */
export function countdown(target: number, now: number): Countdown {
  const left = Math.floor((target - now) / SECOND_MS) * SECOND_MS;
  if (left <= 0) return { ended: true };
  return {
    ended: false,
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((left % MINUTE_MS) / SECOND_MS),
  };
}

const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * "2025-12-31T18:00:00" -> "31 Dec 2025 18:00", the way the spec writes dates. Formatted from the
 * text itself, so the server's page and the browser always agree, whatever their time zones.
 */
export function formatLocalDateTime(dateTime: string): string {
  const { year, month, day, hour, minute } = parseLocal(dateTime);
  return `${day} ${MONTHS[month - 1]} ${year} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** The same date without the time: "25 May 2026". */
export function formatLocalDate(dateTime: string): string {
  const { year, month, day } = parseLocal(dateTime);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
