// The pitch slot rules both sides read: how long a slot may be, and until when a booking may change.

/** The lengths staff may give a slot, in minutes. */
export const PITCH_SLOT_LENGTHS = [15, 30, 45, 60, 90] as const;

/** A booking may be moved or cancelled until this many hours before its slot starts. */
export const PITCH_CHANGE_CUTOFF_HOURS = 24;

/**
 * What becomes of a booked pitch when staff resolve its application: cancelled (the founder gets
 * the cancellation mail and the calendar's CANCEL) or kept as a meeting (docs/decisions/054-undo.md).
 */
export const PITCH_ON_DECISION = ["cancel", "keep"] as const;
export type PitchOnDecision = (typeof PITCH_ON_DECISION)[number];

/** How the server's refusal to resolve without that choice ends, so the console knows to ask. */
const CHOOSE_THE_PITCH = "Choose whether to cancel";
/** The refusal for one application; `time` is the pitch's, as the mails write it. */
export const pitchChoiceNeeded = (time: string) =>
  `A pitch is booked for ${time}. ${CHOOSE_THE_PITCH} it (the founder is told) or keep it as a meeting.`;
/** The refusal for several, in a bulk change. */
export const pitchChoicesNeeded = (count: number) =>
  `${count} of these applications have a pitch booked. ${CHOOSE_THE_PITCH} those pitches (their founders are told) or keep them as meetings.`;
/** Whether a 409's message is that refusal (the console then asks staff, and sends again). */
export const asksForPitchChoice = (message: string | undefined) =>
  message?.includes(`. ${CHOOSE_THE_PITCH} `) ?? false;

/** Said to a founder whose application is decided when they try to book, move or cancel a pitch, or send a deck. */
export const DECIDED_MESSAGE =
  "A decision has been made on your application, so its pitch and deck can no longer be changed here.";

export const PITCH_CHANGE_CLOSED_MESSAGE = `A pitch slot can be moved or cancelled only until ${PITCH_CHANGE_CUTOFF_HOURS} hours before it starts.`;
export const SLOT_TAKEN_MESSAGE =
  "This slot has just been booked by someone else. Please choose another.";

/** Whether a booking of a slot starting at `startsAt` may still be moved or cancelled at `now`. */
export const canChangeBooking = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() > PITCH_CHANGE_CUTOFF_HOURS * 3_600_000;
