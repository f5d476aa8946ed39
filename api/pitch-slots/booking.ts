import type { FastifyBaseLogger } from "fastify";
import {
  ALREADY_BOOKED_MESSAGE,
  NO_BOOKING_MESSAGE,
  SLOT_STARTED_MESSAGE,
} from "../../core/founder-messages";
import {
  canChangeBooking,
  PITCH_CHANGE_CLOSED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from "../../core/pitch-slots";
import type { Application } from "../../core/schemas/application";
import type { FounderPitchSlots } from "../../core/schemas/pitch-slot";
import { SCHEDULED_STATUS } from "../../core/status-schedule";
import { findApplication } from "../applications/applications-repository";
import { isDecided } from "../applications/decided";
import type { Actor } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../lib/db-errors";
import { HttpError, notFound } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import { changeMeeting, createMeeting, deleteMeeting } from "../meetings/meetings-repository";
import { changeStatus } from "../records/change-status";
import { pitchInvitation, sendPitchBooked, sendPitchCancelled } from "./pitch-mails";
import {
  type BookingRow,
  deleteBooking,
  findBookingOf,
  findBookingOfSlot,
  findSlot,
  insertBooking,
  listOpenSlots,
  type SlotRow,
  slotIsBooked,
  toOpenSlot,
  updateBooking,
} from "./pitch-slots-repository";

type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };

/** The founder in the application's history: they booked from their own page, without an account. */
export const FOUNDER_ACTOR: Actor = { id: null, name: "Founder (own page)" };

export { ALREADY_BOOKED_MESSAGE, NO_BOOKING_MESSAGE, SLOT_STARTED_MESSAGE };
export const SLOT_NOT_BOOKED_MESSAGE =
  "This slot is not booked (the founder may have just moved or cancelled it). Refresh the list.";
export const PITCH_PAST_MESSAGE =
  "This pitch has already started, so its booking can no longer be cancelled.";

/**
 * What the founder's page shows: their booking, and the slots they may book or move to; once the
 * application is decided, a pitch kept as a meeting and nothing to book, move or cancel.
 */
export async function founderPitchSlots(
  db: Database,
  applicationId: string,
  now: Date,
): Promise<FounderPitchSlots> {
  const decided = await isDecided(db, applicationId);
  const booking = await findBookingOf(db, applicationId);
  const slot = booking && (await findSlot(db, booking.slotId));
  return {
    booking: slot
      ? { ...toOpenSlot(slot), changeable: !decided && canChangeBooking(slot.startsAt, now) }
      : null,
    open: decided ? [] : await listOpenSlots(db, now),
    decided,
  };
}

/** The invitation of the founder's booking, as its last mail carried it: "Add to calendar". */
export async function founderPitchInvitation(db: Database, applicationId: string, now: Date) {
  const application = await findApplication(db, applicationId);
  const booking = await findBookingOf(db, applicationId);
  const slot = booking && (await findSlot(db, booking.slotId));
  if (!application || !booking || !slot) throw new HttpError(404, NO_BOOKING_MESSAGE);
  return pitchInvitation("REQUEST", { founder: application, slot, booking, now });
}

const meetingOf = (application: Application, slot: SlotRow) => ({
  title: `Pitch: ${application.startupName}`,
  participants: [slot.representativeName, application.fullName],
  time: slot.startsAt.toISOString(),
});

/** The slot to book or move to, locked: it must exist, lie ahead and be free. */
async function takeableSlot(tx: Database, slotId: string, now: Date): Promise<SlotRow> {
  const slot = await findSlot(tx, slotId, { lock: true });
  if (!slot) throw notFound("Pitch slot");
  if (slot.startsAt.getTime() <= now.getTime()) throw new HttpError(409, SLOT_STARTED_MESSAGE);
  if (await slotIsBooked(tx, slotId)) throw new HttpError(409, SLOT_TAKEN_MESSAGE);
  return slot;
}

/** The application Scheduled for the slot's time, exactly as staff schedule it (records/change-status.ts). */
async function scheduleFor(tx: Database, application: Application, slot: SlotRow) {
  const updated = await changeStatus(
    tx,
    "application",
    application._id,
    { status: SCHEDULED_STATUS, scheduleDateTime: slot.startsAt.toISOString() },
    FOUNDER_ACTOR,
  );
  if (!updated) throw notFound("Application");
  return updated;
}

/**
 * Two founders racing for one slot: the slot row is locked while a booking is made, and the
 * unique index on pitch_bookings.slot_id refuses a second booking whatever happens; either way
 * the loser gets a 409 with a message to choose another slot.
 */
function refuseDoubleBooking(error: unknown): never {
  if (isUniqueViolation(error, "pitch_bookings_slot_idx")) {
    throw new HttpError(409, SLOT_TAKEN_MESSAGE);
  }
  if (isUniqueViolation(error, "pitch_bookings_application_idx")) {
    throw new HttpError(409, ALREADY_BOOKED_MESSAGE);
  }
  throw error;
}

/**
 * A founder books a slot: the booking, the meeting in Assignments and the application Scheduled at
 * the slot's time, in one transaction; then both sides get the invitation.
 */
export async function bookPitchSlot(
  deps: Deps,
  applicationId: string,
  slotId: string,
  now = new Date(),
) {
  const booked = await deps.db
    .transaction(async (tx) => {
      const application = await findApplication(tx, applicationId);
      if (!application) throw notFound("Application");
      if (await findBookingOf(tx, applicationId, { lock: true })) {
        throw new HttpError(409, ALREADY_BOOKED_MESSAGE);
      }
      const slot = await takeableSlot(tx, slotId, now);
      const meeting = await createMeeting(tx, meetingOf(application, slot));
      const booking = await insertBooking(tx, { applicationId, slotId, meetingId: meeting._id });
      return { application: await scheduleFor(tx, application, slot), slot, booking };
    })
    .catch(refuseDoubleBooking);
  await sendPitchBooked(deps, { founder: booked.application, ...booked, now });
  return booked;
}

/** The booking and its slot, locked, while it may still change (24 hours before, core/pitch-slots.ts). */
async function changeableBooking(tx: Database, applicationId: string, now: Date) {
  const booking = await findBookingOf(tx, applicationId, { lock: true });
  const slot = booking && (await findSlot(tx, booking.slotId));
  if (!booking || !slot) throw new HttpError(404, NO_BOOKING_MESSAGE);
  if (!canChangeBooking(slot.startsAt, now)) throw new HttpError(409, PITCH_CHANGE_CLOSED_MESSAGE);
  return { booking, slot };
}

/** Moves the founder's booking to another free slot: same invitation (UID), next SEQUENCE. */
export async function movePitchBooking(
  deps: Deps,
  applicationId: string,
  slotId: string,
  now = new Date(),
) {
  const moved = await deps.db
    .transaction(async (tx) => {
      const application = await findApplication(tx, applicationId);
      if (!application) throw notFound("Application");
      const current = await changeableBooking(tx, applicationId, now);
      if (current.booking.slotId === slotId) return null;
      const slot = await takeableSlot(tx, slotId, now);
      const meeting = await moveMeeting(tx, current.booking, application, slot);
      const booking: BookingRow = await updateBooking(tx, current.booking.id, {
        slotId,
        meetingId: meeting,
        sequence: current.booking.sequence + 1,
      });
      return {
        application: await scheduleFor(tx, application, slot),
        slot,
        booking,
        previous: current.slot,
      };
    })
    .catch(refuseDoubleBooking);
  if (!moved) return;
  await sendPitchBooked(deps, { founder: moved.application, ...moved, now });
}

/** The booking's meeting at the new time (made again if staff had cancelled it); its id. */
async function moveMeeting(
  tx: Database,
  booking: BookingRow,
  application: Application,
  slot: SlotRow,
): Promise<string> {
  const { participants, time } = meetingOf(application, slot);
  const changed =
    booking.meetingId &&
    (await changeMeeting(tx, booking.meetingId, { time: new Date(time), participants }));
  if (changed) return changed._id;
  return (await createMeeting(tx, meetingOf(application, slot)))._id;
}

/** Who cancels a booking: the founder from their page, or an admin from the console's Pitch slots. */
export type PitchCancellation =
  | { by: "founder"; applicationId: string }
  | { by: "staff"; slotId: string; actor: Actor; reason?: string | undefined };

/** The booked slot staff cancel, locked: it must exist, be booked and not have started. */
async function bookedSlot(tx: Database, slotId: string, now: Date) {
  // The slot first, then its booking, both locked, as a booking locks them (the founder's move
  // locks the booking, then the slot it moves to): a founder who moves or cancels meanwhile
  // commits first, and the booking is then no longer this slot's.
  const slot = await findSlot(tx, slotId, { lock: true });
  if (!slot) throw notFound("Pitch slot");
  const booking = await findBookingOfSlot(tx, slotId, { lock: true });
  if (!booking) throw new HttpError(409, SLOT_NOT_BOOKED_MESSAGE);
  if (slot.startsAt.getTime() <= now.getTime()) throw new HttpError(409, PITCH_PAST_MESSAGE);
  return { booking, slot };
}

/**
 * A booking is cancelled, by the founder (until 24 hours before) or by an admin (until it
 * starts): the slot is free again, the meeting goes, and an application still Scheduled for it
 * goes back to Pending without a schedule, in the history under whoever cancelled. Both sides get
 * the CANCEL; when staff cancel, the founder's mail says so, with the reason and their page's link.
 */
export async function cancelPitchBooking(
  deps: Deps,
  cancellation: PitchCancellation,
  now = new Date(),
) {
  const actor = cancellation.by === "staff" ? cancellation.actor : FOUNDER_ACTOR;
  const cancelled = await deps.db.transaction(async (tx) => {
    const { booking, slot } =
      cancellation.by === "staff"
        ? await bookedSlot(tx, cancellation.slotId, now)
        : await changeableBooking(tx, cancellation.applicationId, now);
    const application = await findApplication(tx, booking.applicationId);
    if (!application) throw notFound("Application");
    await deleteBooking(tx, booking.id);
    if (booking.meetingId) await deleteMeeting(tx, booking.meetingId);
    if (application.status === SCHEDULED_STATUS) {
      await changeStatus(
        tx,
        "application",
        application._id,
        { status: "Pending", clearSchedule: true },
        actor,
      );
    }
    return { founder: application, slot, booking: { ...booking, sequence: booking.sequence + 1 } };
  });
  await sendPitchCancelled(deps, {
    ...cancelled,
    now,
    byFirm:
      cancellation.by === "staff"
        ? { staffName: actor.name, reason: cancellation.reason?.trim() || null }
        : null,
  });
}
