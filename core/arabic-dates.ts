import { INTL_LOCALE } from "./languages";

// Dates and durations in Arabic, through Intl (docs/decisions/059-languages.md): "25 مايو 2026",
// "25 مايو 2026 00:00", "120 يومًا". The wall time is formatted from its own fields (in UTC), so the
// server's page and the browser agree whatever their time zones, as the English dates do.

const day = new Intl.DateTimeFormat(INTL_LOCALE.ar, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const time = new Intl.DateTimeFormat(INTL_LOCALE.ar, {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** "2026-05-25T00:00" (a wall time, no zone) -> "25 مايو 2026". */
export function arabicDate(wallTime: string): string {
  return day.format(new Date(`${wallTime.slice(0, 16)}:00Z`));
}

/** "2026-05-25T18:30" -> "25 مايو 2026 18:30". */
export function arabicDateTime(wallTime: string): string {
  const date = new Date(`${wallTime.slice(0, 16)}:00Z`);
  return `${day.format(date)} ${time.format(date)}`;
}

const month = new Intl.DateTimeFormat(INTL_LOCALE.ar, {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-07" -> "يوليو 2025". */
export function arabicMonth(yearMonth: string): string {
  return month.format(new Date(`${yearMonth.slice(0, 7)}-01T00:00:00Z`));
}

const plural = new Intl.PluralRules("ar");
const DAYS: Record<Intl.LDMLPluralRule, (n: number) => string> = {
  zero: (n) => `${n} يوم`,
  one: () => "يوم واحد",
  two: () => "يومان",
  few: (n) => `${n} أيام`,
  many: (n) => `${n} يومًا`,
  other: (n) => `${n} يوم`,
};

/** A length in days, with the noun in the form Arabic grammar gives that number. */
export function arabicDays(count: number): string {
  return DAYS[plural.select(count)](count);
}
