import { asc, desc, eq } from "drizzle-orm";
import type { PublicationStatus } from "../../core/constants";
import { missingArabic } from "../../core/schemas/arabic-texts";
import { type AdminEvent, EVENT_TEXT_FIELDS, type EventFields } from "../../core/schemas/events";
import { instantToWallTime, wallTimeToInstant } from "../../core/zoned-time";
import type { Database } from "../db/client";
import { events } from "../db/schema/site-content";
import { wallTimeText } from "./format";

export type EventRow = typeof events.$inferSelect;

/** The console's fields as stored: the wall time becomes its instant in the event's zone. */
const stored = (fields: EventFields) => ({
  ...fields,
  startsAt: wallTimeToInstant(fields.startsAt, fields.timeZone),
});

export const toAdminEvent = (row: EventRow): AdminEvent => ({
  _id: row.id,
  title: row.title,
  visibility: row.visibility as AdminEvent["visibility"],
  startsAt: row.startsAt.toISOString(),
  localStartsAt: instantToWallTime(row.startsAt, row.timeZone),
  timeZone: row.timeZone,
  when: wallTimeText(row.startsAt, row.timeZone),
  venue: row.venue,
  summary: row.summary,
  programme: row.programme,
  whoAttends: row.whoAttends,
  notes: row.notes,
  registration: row.registration as AdminEvent["registration"],
  registrationUrl: row.registrationUrl,
  titleAr: row.titleAr,
  venueAr: row.venueAr,
  summaryAr: row.summaryAr,
  programmeAr: row.programmeAr,
  whoAttendsAr: row.whoAttendsAr,
  notesAr: row.notesAr,
  missingArabic: missingArabic(EVENT_TEXT_FIELDS, row),
  status: row.status as PublicationStatus,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every event, for the console: the latest start first. */
export async function listEvents(db: Database): Promise<AdminEvent[]> {
  const rows = await db.select().from(events).orderBy(desc(events.startsAt), desc(events.id));
  return rows.map(toAdminEvent);
}

export async function createEvent(db: Database, fields: EventFields): Promise<AdminEvent> {
  const [row] = await db.insert(events).values(stored(fields)).returning();
  if (!row) throw new Error("insert returned no row");
  return toAdminEvent(row);
}

/** Replaces an event's fields (its status stays); undefined when there is no such event. */
export async function updateEvent(
  db: Database,
  id: string,
  fields: EventFields,
): Promise<AdminEvent | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...stored(fields), updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row && toAdminEvent(row);
}

export async function setEventStatus(
  db: Database,
  id: string,
  status: PublicationStatus,
): Promise<AdminEvent | undefined> {
  const [row] = await db
    .update(events)
    .set({ status, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row && toAdminEvent(row);
}

/** The published events, in start order (the site arranges them: core/site-schedule.ts). */
export function publishedEvents(db: Database): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.status, "published"))
    .orderBy(asc(events.startsAt), asc(events.id));
}
