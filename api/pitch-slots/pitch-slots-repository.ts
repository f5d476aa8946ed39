import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { OpenPitchSlot, PitchSlot, PitchSlotInput } from "../../core/schemas/pitch-slot";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { pitchBookings, pitchSlots } from "../db/schema/pitch-slots";

export type SlotRow = typeof pitchSlots.$inferSelect;
export type BookingRow = typeof pitchBookings.$inferSelect;

export const toOpenSlot = (row: SlotRow): OpenPitchSlot => ({
  _id: row.id,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  representativeName: row.representativeName,
});

export async function createSlot(db: Database, input: PitchSlotInput): Promise<PitchSlot> {
  const [row] = await db
    .insert(pitchSlots)
    .values({ ...input, startsAt: new Date(input.startsAt) })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return {
    ...toOpenSlot(row),
    representativeEmail: row.representativeEmail,
    createdAt: row.createdAt.toISOString(),
    booking: null,
  };
}

/** The advisory lock's first key for one representative's slots (7314001 and 7314002 are taken). */
const REPRESENTATIVE_LOCK = 7314003;

/** Holds one representative's slots for the rest of the transaction: their publishers take turns. */
export async function lockRepresentativeSlots(db: Database, representativeEmail: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${REPRESENTATIVE_LOCK}, hashtext(lower(${representativeEmail})))`,
  );
}

/**
 * A slot of this representative (any case of the address) that overlaps the one starting at
 * `startsAt` for `durationMinutes`. The end is worked out in SQL: a slot may start as late as
 * 31/12/9999 (core's date range), and its end, past the year 9999, has no ISO string in JavaScript.
 */
export async function findOverlappingSlot(
  db: Database,
  representativeEmail: string,
  startsAt: Date,
  durationMinutes: number,
): Promise<SlotRow | undefined> {
  const [row] = await db
    .select()
    .from(pitchSlots)
    .where(
      and(
        eq(sql`lower(${pitchSlots.representativeEmail})`, representativeEmail.toLowerCase()),
        lt(
          pitchSlots.startsAt,
          sql`${startsAt}::timestamptz + ${durationMinutes} * interval '1 minute'`,
        ),
        gt(
          sql`${pitchSlots.startsAt} + ${pitchSlots.durationMinutes} * interval '1 minute'`,
          startsAt,
        ),
      ),
    )
    .limit(1);
  return row;
}

/** The slots staff see: from `from` on, earliest first, each with its booking. */
export async function listSlots(db: Database, from: Date): Promise<PitchSlot[]> {
  const rows = await db
    .select({
      slot: pitchSlots,
      booking: pitchBookings,
      startupName: applications.startupName,
      founderName: applications.fullName,
    })
    .from(pitchSlots)
    .leftJoin(pitchBookings, eq(pitchBookings.slotId, pitchSlots.id))
    .leftJoin(applications, eq(applications.id, pitchBookings.applicationId))
    .where(gte(pitchSlots.startsAt, from))
    .orderBy(asc(pitchSlots.startsAt), asc(pitchSlots.id));
  return rows.map(({ slot, booking, startupName, founderName }) => ({
    ...toOpenSlot(slot),
    representativeEmail: slot.representativeEmail,
    createdAt: slot.createdAt.toISOString(),
    booking: booking
      ? {
          applicationId: booking.applicationId,
          startupName: startupName ?? "",
          founderName: founderName ?? "",
          bookedAt: booking.updatedAt.toISOString(),
        }
      : null,
  }));
}

/** The slots a founder may book: not booked, starting after `now`, earliest first. */
export async function listOpenSlots(db: Database, now: Date): Promise<OpenPitchSlot[]> {
  const rows = await db
    .select({ slot: pitchSlots })
    .from(pitchSlots)
    .leftJoin(pitchBookings, eq(pitchBookings.slotId, pitchSlots.id))
    .where(and(gt(pitchSlots.startsAt, now), isNull(pitchBookings.id)))
    .orderBy(asc(pitchSlots.startsAt), asc(pitchSlots.id))
    .limit(200);
  return rows.map(({ slot }) => toOpenSlot(slot));
}

/** A slot, locked for the rest of the transaction when asked (its bookers then take turns). */
export async function findSlot(
  db: Database,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<SlotRow | undefined> {
  const query = db.select().from(pitchSlots).where(eq(pitchSlots.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The booking of an application, locked for the rest of the transaction when asked. */
export const findBookingOf = (db: Database, applicationId: string, options?: { lock?: boolean }) =>
  findBooking(db, eq(pitchBookings.applicationId, applicationId), options);

/** The booking of a slot, locked for the rest of the transaction when asked. */
export const findBookingOfSlot = (db: Database, slotId: string, options?: { lock?: boolean }) =>
  findBooking(db, eq(pitchBookings.slotId, slotId), options);

async function findBooking(
  db: Database,
  where: SQL,
  { lock = false }: { lock?: boolean } = {},
): Promise<BookingRow | undefined> {
  const query = db.select().from(pitchBookings).where(where);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function slotIsBooked(db: Database, slotId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pitchBookings.id })
    .from(pitchBookings)
    .where(eq(pitchBookings.slotId, slotId));
  return Boolean(row);
}

export async function insertBooking(
  db: Database,
  values: { applicationId: string; slotId: string; meetingId: string | null },
): Promise<BookingRow> {
  const [row] = await db.insert(pitchBookings).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateBooking(
  db: Database,
  id: string,
  change: { slotId?: string; meetingId?: string | null; sequence?: number },
): Promise<BookingRow> {
  const [row] = await db
    .update(pitchBookings)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(pitchBookings.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

export async function deleteBooking(db: Database, id: string): Promise<void> {
  await db.delete(pitchBookings).where(eq(pitchBookings.id, id));
}

/** Removes a slot nobody booked; false when it is booked (or not there). */
export async function deleteOpenSlot(
  db: Database,
  id: string,
): Promise<"deleted" | "booked" | "missing"> {
  return db.transaction(async (tx) => {
    const slot = await findSlot(tx, id, { lock: true });
    if (!slot) return "missing";
    if (await slotIsBooked(tx, id)) return "booked";
    await tx.delete(pitchSlots).where(eq(pitchSlots.id, id));
    return "deleted";
  });
}

/**
 * The booked pitches still ahead of applications not yet Resolved: those whose fate staff must
 * choose when they resolve them.
 */
export async function bookedPitchesAhead(db: Database, applicationIds: string[], now: Date) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: pitchBookings.applicationId,
      slotId: pitchSlots.id,
      startsAt: pitchSlots.startsAt,
    })
    .from(pitchBookings)
    .innerJoin(pitchSlots, eq(pitchSlots.id, pitchBookings.slotId))
    .innerJoin(applications, eq(applications.id, pitchBookings.applicationId))
    .where(
      and(
        inArray(pitchBookings.applicationId, applicationIds),
        gt(pitchSlots.startsAt, now),
        ne(applications.status, "Resolved"),
      ),
    );
}
