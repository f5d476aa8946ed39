// One way to write a date in the console (docs/decisions/055-list-beside-record.md): day first,
// dd/mm/yyyy, and the 24-hour clock, as the console's date fields take them
// (docs/decisions/032-console-dates.md); the zone named where two zones meet (a pitch, a meeting,
// an event in its own zone). A count is core/counts.ts's `formatCount`, an amount with its
// currency core/currencies.ts's `formatAmount`.

type DateTimeOptions = {
  /** Name the zone after the time: "07/12/2026 10:30 GST". */
  zone?: boolean;
  /** Write the time in this zone (an event's own), not the browser's. */
  timeZone?: string;
};

const pad = (value: number) => String(value).padStart(2, "0");

function parts(date: Date, options: DateTimeOptions) {
  const formatted = new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    ...(options.zone ? { timeZoneName: "short" } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatted.find((candidate) => candidate.type === type)?.value ?? "";
  return {
    day: `${part("day")}/${part("month")}/${part("year")}`,
    time: `${part("hour")}:${part("minute")}`,
    zone: part("timeZoneName"),
  };
}

/** An instant as "27/11/2026 16:07" (with its zone when asked), or `empty` (the spec's "N/A"). */
export function formatDateTime(
  iso: string | null | undefined,
  empty = "N/A",
  options: DateTimeOptions = {},
): string {
  if (!iso) return empty;
  const { day, time, zone } = parts(new Date(iso), options);
  return zone ? `${day} ${time} ${zone}` : `${day} ${time}`;
}

/** A time with its zone named, where a founder's or an event's zone meets the reader's. */
export const formatZonedTime = (iso: string, timeZone?: string) =>
  formatDateTime(iso, "N/A", { zone: true, ...(timeZone ? { timeZone } : {}) });

/** A calendar day (YYYY-MM-DD, or an instant's day here) as "01/12/2026". */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  return parts(new Date(day), {}).day;
}

/** An ISO instant as a datetime-local value in the browser's zone (to prefill a picker). */
export function pickerFromIso(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g;

/**
 * A server's words with the instants it wrote as ISO strings ("Scheduled for
 * 2026-12-16T11:00:00.000Z", as the history keeps them) in the console's form, zone named.
 */
export const formatInstantsIn = (text: string) =>
  text.replace(ISO_INSTANT, (iso) => formatDateTime(iso, iso, { zone: true }));
