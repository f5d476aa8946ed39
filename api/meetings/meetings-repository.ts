import { asc, eq } from "drizzle-orm";
import type { Meeting, MeetingInput } from "../../core/schemas/meeting";
import type { Database } from "../db/client";
import { meetings } from "../db/schema/assignments";

type MeetingRow = typeof meetings.$inferSelect;

const toMeeting = (row: MeetingRow): Meeting => ({
  _id: row.id,
  title: row.title,
  participants: row.participants,
  time: row.time.toISOString(),
  points: row.points,
  createdAt: row.createdAt.toISOString(),
});

/** Every meeting, earliest first (the console picks the next one and drops old ones itself). */
export async function listMeetings(db: Database): Promise<Meeting[]> {
  const rows = await db.select().from(meetings).orderBy(asc(meetings.time), asc(meetings.id));
  return rows.map(toMeeting);
}

export async function createMeeting(db: Database, input: MeetingInput): Promise<Meeting> {
  const [row] = await db
    .insert(meetings)
    .values({ title: input.title, participants: input.participants, time: new Date(input.time) })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toMeeting(row);
}

export async function changeMeeting(
  db: Database,
  id: string,
  change: { time?: Date; points?: string[]; participants?: string[] },
): Promise<Meeting | undefined> {
  const [row] = await db
    .update(meetings)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(meetings.id, id))
    .returning();
  return row && toMeeting(row);
}

export async function deleteMeeting(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(meetings)
    .where(eq(meetings.id, id))
    .returning({ id: meetings.id });
  return deleted.length > 0;
}
