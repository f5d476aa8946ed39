// The pitch slot rules both sides read: how long a slot may be, and until when a booking may change.

/** The lengths staff may give a slot, in minutes. */
export const PITCH_SLOT_LENGTHS = [15, 30, 45, 60, 90] as const;

/** A booking may be moved or cancelled until this many hours before its slot starts. */
export const PITCH_CHANGE_CUTOFF_HOURS = 24;

export const PITCH_CHANGE_CLOSED_MESSAGE = `A pitch slot can be moved or cancelled only until ${PITCH_CHANGE_CUTOFF_HOURS} hours before it starts.`;
export const SLOT_TAKEN_MESSAGE =
  "This slot has just been booked by someone else. Please choose another.";

/** Whether a booking of a slot starting at `startsAt` may still be moved or cancelled at `now`. */
export const canChangeBooking = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() > PITCH_CHANGE_CUTOFF_HOURS * 3_600_000;
