// Admin dates display in en-IN with a 12-hour clock (docs/product.md, section 9.4).
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

/** An ISO instant as a datetime-local value in the browser's zone (to prefill a picker). */
export function pickerFromIso(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
