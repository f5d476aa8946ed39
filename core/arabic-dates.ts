import { type Digits, intlLocale } from "./languages";

// Dates and durations in Arabic, through Intl (docs/decisions/059-languages.md): "25 مايو 2026",
// "25 مايو 2026 00:00", "120 يومًا". The wall time is formatted from its own fields (in UTC), so the
// server's page and the browser agree whatever their time zones, as the English dates do. Digits
// are Western unless the visitor chose Eastern Arabic ones (`digits`, core/languages.ts), written
// by Intl's numbering system: "٢٥ مايو ٢٠٢٦".

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => Format,
): Format {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as Format;
}

const dateFormat = (kind: string, digits: Digits, options: Intl.DateTimeFormatOptions) =>
  cached(
    `${kind}/${digits}`,
    () => new Intl.DateTimeFormat(intlLocale("ar", digits), { ...options, timeZone: "UTC" }),
  );
const day = (digits: Digits) =>
  dateFormat("day", digits, { day: "numeric", month: "long", year: "numeric" });
const time = (digits: Digits) =>
  dateFormat("time", digits, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const month = (digits: Digits) => dateFormat("month", digits, { month: "long", year: "numeric" });

/** "2026-05-25T00:00" (a wall time, no zone) -> "25 مايو 2026". */
export function arabicDate(wallTime: string, digits: Digits = "latn"): string {
  return day(digits).format(new Date(`${wallTime.slice(0, 16)}:00Z`));
}

/** "2026-05-25T18:30" -> "25 مايو 2026 18:30". */
export function arabicDateTime(wallTime: string, digits: Digits = "latn"): string {
  const date = new Date(`${wallTime.slice(0, 16)}:00Z`);
  return `${day(digits).format(date)} ${time(digits).format(date)}`;
}

/** "2025-07" -> "يوليو 2025". */
export function arabicMonth(yearMonth: string, digits: Digits = "latn"): string {
  return month(digits).format(new Date(`${yearMonth.slice(0, 7)}-01T00:00:00Z`));
}

/** A whole number as an Arabic page writes it: 120, or ١٢٠ with Eastern digits. */
export function arabicNumber(value: number, digits: Digits = "latn"): string {
  return cached(
    `number/${digits}`,
    () => new Intl.NumberFormat(intlLocale("ar", digits), { useGrouping: false }),
  ).format(value);
}

const plural = new Intl.PluralRules("ar");
const DAYS: Record<Intl.LDMLPluralRule, (n: string) => string> = {
  zero: (n) => `${n} يوم`,
  one: () => "يوم واحد",
  two: () => "يومان",
  few: (n) => `${n} أيام`,
  many: (n) => `${n} يومًا`,
  other: (n) => `${n} يوم`,
};

/** A length in days, with the noun in the form Arabic grammar gives that number. */
export function arabicDays(count: number, digits: Digits = "latn"): string {
  return DAYS[plural.select(count)](arabicNumber(count, digits));
}
