// Admin dates display in en-IN with a 12-hour clock (spec section 9).
const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};

export const formatDateTime = (iso: string | null | undefined, empty = "N/A") =>
  iso ? new Date(iso).toLocaleString("en-IN", DATE_TIME) : empty;

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The value sent for a schedule picked in a datetime-local field: ':00' appended when the picker
 * gave no seconds (spec section 4), then the browser's UTC offset so the server knows the instant.
 * Null when the value has no 'T' (nothing is sent then).
 */
export function scheduleFromPicker(value: string): string | null {
  if (!value.includes("T")) return null;
  const withSeconds = /T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
  const local = new Date(withSeconds);
  if (Number.isNaN(local.getTime())) return null;
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  return `${withSeconds}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** An ISO instant as a datetime-local value in the browser's zone (to prefill a picker). */
export function pickerFromIso(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
