// The console's dates as staff type and read them: dd/mm/yyyy (en-IN's order, the order the console
// shows its dates in) and a 24-hour hh:mm, whatever the browser's locale; the values the forms send
// stay ISO (docs/decisions/032-console-dates.md).

export const DATE_FORMAT = "dd/mm/yyyy";
export const TIME_FORMAT = "hh:mm, 24-hour";

export type Parsed =
  | { kind: "empty" }
  /** An ISO day (YYYY-MM-DD) or a time (HH:mm). */
  | { kind: "valid"; value: string }
  | { kind: "invalid"; problem: string };

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

const FORMAT_PROBLEM = `Enter the date as ${DATE_FORMAT}, e.g. 25/05/2026.`;

/** Two-digit years are this century's: 26 is 2026. */
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** The day, month and year typed: "25/05/2026", "25-5-26", "25.05.2026" or "25052026". */
function dayParts(text: string): [string, string, string] | null {
  const separated = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4}|\d{2})$/.exec(text);
  if (separated) return [separated[1] ?? "", separated[2] ?? "", separated[3] ?? ""];
  const digits = /^(\d{2})(\d{2})(\d{4}|\d{2})$/.exec(text);
  if (digits) return [digits[1] ?? "", digits[2] ?? "", digits[3] ?? ""];
  return null;
}

/** What a staff member typed in a date field, as an ISO day, or what is wrong with it. */
export function parseDay(typed: string): Parsed {
  const text = typed.trim();
  if (!text) return { kind: "empty" };
  const parts = dayParts(text);
  if (!parts) return { kind: "invalid", problem: FORMAT_PROBLEM };
  const day = Number(parts[0]);
  const month = Number(parts[1]);
  const year = fullYear(parts[2]);
  if (year < 1000) return { kind: "invalid", problem: FORMAT_PROBLEM };
  if (month < 1 || month > 12) {
    return {
      kind: "invalid",
      problem: `There is no month ${month}: enter the date as ${DATE_FORMAT}.`,
    };
  }
  const length = daysInMonth(year, month);
  if (day < 1 || day > length) {
    return {
      kind: "invalid",
      problem: `${pad(day)}/${pad(month)}/${year} is not a date: ${MONTHS[month - 1]} ${year} has ${length} days.`,
    };
  }
  return { kind: "valid", value: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO day as the console writes it: "2026-05-25" → "25/05/2026"; anything else as it is. */
export function formatDay(iso: string): string {
  const match = ISO_DAY.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

const TIME_PROBLEM = "Enter the time as hh:mm on the 24-hour clock, e.g. 14:30.";

/** What a staff member typed in a time field ("14:30", "1430", "9.05", "2:30 pm"), as HH:mm. */
export function parseTime(typed: string): Parsed {
  const text = typed.trim().toLowerCase();
  if (!text) return { kind: "empty" };
  const match = /^(\d{1,2})(?:\s*[:.h]?\s*(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(text);
  if (!match) return { kind: "invalid", problem: TIME_PROBLEM };
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  const half = match[3]?.startsWith("a") ? "am" : match[3]?.startsWith("p") ? "pm" : null;
  // A bare number is hours ("9" is 09:00); three or four digits without a separator are hhmm.
  if (!match[2] && match[1] && match[1].length > 2)
    return { kind: "invalid", problem: TIME_PROBLEM };
  if (half) {
    if (hour < 1 || hour > 12) return { kind: "invalid", problem: TIME_PROBLEM };
    hour = (hour % 12) + (half === "pm" ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return { kind: "invalid", problem: TIME_PROBLEM };
  return { kind: "valid", value: `${pad(hour)}:${pad(minute)}` };
}

/** A wall time ("2026-05-25T14:30", the form a datetime-local input gave) from its day and time; "" when either is missing. */
export const wallTime = (day: string, time: string) =>
  ISO_DAY.test(day) && /^\d{2}:\d{2}$/.test(time) ? `${day}T${time}` : "";

/** A wall time's day and time, for the two fields; "" for a part it does not have. */
export function splitWallTime(value: string): { day: string; time: string } {
  const [day = "", time = ""] = value.split("T");
  return { day, time: time.slice(0, 5) };
}

/** An ISO day as the local Date at its midnight (for the calendar), or undefined. */
export function dateOfDay(iso: string): Date | undefined {
  const match = ISO_DAY.exec(iso);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** A calendar's local Date as its ISO day. */
export const dayOfDate = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
