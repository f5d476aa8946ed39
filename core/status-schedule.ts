// The rule that ties a record's status to its schedule (docs/product.md, section 5.3), decided here once
// for the console, the status update schemas and the API.
import type { APPLICATION_STATUSES, CONTACT_STATUSES } from "./constants";

/** The one status that carries a schedule, in both the contact and the application lists. */
export const SCHEDULED_STATUS = "Scheduled" satisfies (typeof CONTACT_STATUSES)[number] &
  (typeof APPLICATION_STATUSES)[number];

/**
 * What another status does to a schedule already stored: a contact's other statuses are sent
 * with no schedule (docs/product.md, section 5.3), which clears it; an application keeps its schedule through
 * later statuses, because its report shows the schedule once it is Resolved.
 */
export const SCHEDULE_RULE = { contact: "clear", application: "keep" } as const;
export type ScheduleRule = (typeof SCHEDULE_RULE)[keyof typeof SCHEDULE_RULE];

/** Whether choosing `status` first asks for a date and time: Scheduled with no schedule yet. */
export const asksForSchedule = (status: string, schedule: string | null) =>
  status === SCHEDULED_STATUS && !schedule;

/**
 * The schedule a status change sends, given the schedule picked or already stored: Scheduled sends
 * it; any other status sends null under "clear" and nothing (undefined: left as stored) under "keep".
 */
export function scheduleFor(status: string, schedule: string | null, rule: "clear"): string | null;
export function scheduleFor(
  status: string,
  schedule: string | null,
  rule: ScheduleRule,
): string | null | undefined;
export function scheduleFor(status: string, schedule: string | null, rule: ScheduleRule) {
  if (status === SCHEDULED_STATUS) return schedule;
  return rule === "clear" ? null : undefined;
}

/**
 * What the server stores for a checked status update: the instant for Scheduled, null to clear,
 * undefined to leave the stored schedule alone. `scheduleDateTime` has passed the update schema.
 */
export function scheduleToStore(
  status: string,
  scheduleDateTime: string | null | undefined,
  rule: ScheduleRule,
): Date | null | undefined {
  const schedule = scheduleFor(status, scheduleDateTime ?? null, rule);
  return schedule ? new Date(schedule) : schedule === undefined ? undefined : null;
}

/** Scheduled needs a date and time; the status update schemas refine with this. */
export const hasScheduleWhenScheduled = (update: {
  status?: string | undefined;
  scheduleDateTime?: string | null | undefined;
}) => update.status !== SCHEDULED_STATUS || Boolean(update.scheduleDateTime);

/** A datetime-local value with seconds: ':00' appended when the picker gave none (docs/product.md, section 5.3). */
const withSeconds = (localDateTime: string) =>
  /T\d{2}:\d{2}$/.test(localDateTime) ? `${localDateTime}:00` : localDateTime;

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The schedule sent for a date-time picked in a datetime-local field: seconds added, then the
 * browser's UTC offset so the server knows the instant. Null when the value has no 'T' or is no
 * date (nothing is sent then, docs/product.md, section 5.3).
 */
export function scheduleFromPicker(localDateTime: string): string | null {
  if (!localDateTime.includes("T")) return null;
  const local = withSeconds(localDateTime);
  const instant = new Date(local);
  if (Number.isNaN(instant.getTime())) return null;
  const offset = -instant.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  return `${local}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
