// The 'Call for Meeting' dialog's fields as typed, turned into the call's payload (docs/product.md, section 5.5).

/** "Salma, Omar ,, Reem" → ["Salma", "Omar", "Reem"]: split on commas, trimmed, blanks dropped. */
export const splitParticipants = (text: string) =>
  text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

/** A date (YYYY-MM-DD) and time (HH:mm) picked in the browser, as an ISO instant; null if invalid. */
export function combineDateTime(date: string, time: string): string | null {
  if (!date || !time) return null;
  const local = new Date(`${date}T${time}`);
  return Number.isNaN(local.getTime()) ? null : local.toISOString();
}
