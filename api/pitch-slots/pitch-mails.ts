import type { FastifyBaseLogger } from "fastify";
import { isolateName } from "../../core/bidi";
import { formatPitchTime } from "../../core/decision-mails";
import { FIRM } from "../../core/firm";
import { FOUNDER_MAIL_TEXTS } from "../../core/founder-mail-texts";
import type { Application } from "../../core/schemas/application";
import type { Database } from "../db/client";
import { founderPageLink } from "../decision-mails/founder-link";
import { sendDecisionMail } from "../decision-mails/send-decision-mail";
import { calendarInvitation } from "../mail/ics";
import type { Mailer } from "../mail/mailer";
import type { BookingRow, SlotRow } from "./pitch-slots-repository";

type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };
type Founder = Pick<Application, "_id" | "email" | "fullName" | "startupName" | "language">;

const MAIL_DOMAIN = FIRM.email.split("@")[1] ?? "localhost";

/** The invitation's UID: one per booking, kept when it moves, so calendars move the event. */
export const invitationUid = (booking: Pick<BookingRow, "id">) =>
  `pitch-${booking.id}@${MAIL_DOMAIN}`;

/**
 * The pitch's invitation, the same for founder and representative. A request is stamped with the
 * booking's last change, so every copy of one version (its mail, "Add to calendar", a decision
 * mail) is the same file; a cancellation is stamped when it is made.
 */
export function pitchInvitation(
  method: "REQUEST" | "CANCEL",
  {
    founder,
    slot,
    booking,
    now,
  }: { founder: Founder; slot: SlotRow; booking: BookingRow; now: Date },
) {
  // In the founder's language; the Arabic one carries the English too, for our representative.
  const texts = FOUNDER_MAIL_TEXTS[founder.language];
  const pitch = {
    founderName: founder.fullName,
    startupName: founder.startupName,
    representative: slot.representativeName,
  };
  return calendarInvitation(method, {
    uid: invitationUid(booking),
    sequence: booking.sequence,
    stamp: method === "REQUEST" ? booking.updatedAt : now,
    start: slot.startsAt,
    end: new Date(slot.startsAt.getTime() + slot.durationMinutes * 60_000),
    summary: texts.invitation.summary({ ...pitch, startupName: isolateName(pitch.startupName) }),
    description: texts.invitation.description(pitch).join("\n"),
    organizer: { name: slot.representativeName, email: slot.representativeEmail },
    attendees: [{ name: founder.fullName, email: founder.email }],
  });
}

/** A booking or a move: the founder's "pitch booked" mail and the representative's, each with the invitation. */
export async function sendPitchBooked(
  deps: Deps,
  {
    founder,
    slot,
    booking,
    now,
    previous,
  }: {
    founder: Founder;
    slot: SlotRow;
    booking: BookingRow;
    now: Date;
    /** The slot it moved from, when its representative was someone else (they get a cancellation). */
    previous?: SlotRow | undefined;
  },
) {
  const calendar = pitchInvitation("REQUEST", { founder, slot, booking, now });
  await sendDecisionMail(deps, "pitch-booked", founder, {
    pitch: { startsAt: slot.startsAt, representative: slot.representativeName },
    calendar,
  });
  await deps.mailer.send({
    kind: "pitch-booked-staff",
    to: slot.representativeEmail,
    subject: `Pitch booked: ${isolateName(founder.startupName)}, ${formatPitchTime(slot.startsAt)}`,
    text: [
      `Dear ${slot.representativeName},`,
      "",
      `${founder.fullName} booked your pitch slot for ${founder.startupName}: ${formatPitchTime(slot.startsAt)}, ${slot.durationMinutes} minutes.`,
      "The meeting is in the console's Assignments and the application is Scheduled. The invitation is attached.",
    ].join("\n"),
    calendar,
  });
  if (
    previous &&
    previous.representativeEmail.toLowerCase() !== slot.representativeEmail.toLowerCase()
  ) {
    await sendRepresentativeCancellation(deps, { founder, slot: previous, booking, now });
  }
}

/** Staff cancelled the booking from the console: who, and the reason the founder reads, if any. */
export type FirmCancellation = { staffName: string; reason: string | null };

type CancelContext = { founder: Founder; slot: SlotRow; booking: BookingRow; now: Date };

async function sendRepresentativeCancellation(
  deps: Deps,
  { byFirm, ...context }: CancelContext & { byFirm?: FirmCancellation | null },
) {
  const { founder, slot } = context;
  const why = byFirm
    ? `${byFirm.staffName} cancelled the booking from the console.`
    : "the founder moved or cancelled it.";
  await deps.mailer.send({
    kind: "pitch-cancelled-staff",
    to: slot.representativeEmail,
    subject: `Pitch cancelled: ${isolateName(founder.startupName)}, ${formatPitchTime(slot.startsAt)}`,
    text: [
      `Dear ${slot.representativeName},`,
      "",
      `The pitch of ${founder.startupName} on ${formatPitchTime(slot.startsAt)} is no longer with you: ${why} The slot is open again.`,
    ].join("\n"),
    calendar: pitchInvitation("CANCEL", context),
  });
}

/** What the founder reads when the firm cancelled: the time, the reason if given, and where to book again. */
async function firmCancellationText(
  deps: Deps,
  { founder, slot }: CancelContext,
  { reason }: FirmCancellation,
): Promise<string[]> {
  // A fresh private link, as the pipeline mails make it (docs/decisions/019); tokens are stored
  // hashed and the link goes only into the mail's text, which the log never holds.
  const link = await founderPageLink(deps, founder._id, founder.language).catch(
    (error: unknown) => {
      deps.log.error({ applicationId: founder._id, err: error }, "founder link not made");
      return null;
    },
  );
  const texts = FOUNDER_MAIL_TEXTS[founder.language];
  return [
    texts.pitchCancelled.byFirm(texts.pitchTime(slot.startsAt)),
    ...(reason ? ["", texts.pitchCancelled.reason(reason)] : []),
    "",
    texts.pitchCancelled.bookAgain(link),
  ];
}

/**
 * A cancellation: both sides get the calendar's CANCEL. The founder's mail says who cancelled:
 * they did, or the firm did (with the reason staff gave and the link to book again).
 */
export async function sendPitchCancelled(
  deps: Deps,
  context: CancelContext & { byFirm?: FirmCancellation | null },
) {
  const { founder, slot, byFirm } = context;
  const texts = FOUNDER_MAIL_TEXTS[founder.language];
  const body = byFirm
    ? await firmCancellationText(deps, context, byFirm)
    : [texts.pitchCancelled.byFounder(texts.pitchTime(slot.startsAt))];
  await deps.mailer.send({
    kind: "pitch-cancelled",
    to: founder.email,
    language: founder.language,
    subject: texts.pitchCancelled.subject(isolateName(founder.startupName)),
    text: [texts.greeting(founder.fullName), "", ...body, "", ...texts.signature].join("\n"),
    calendar: pitchInvitation("CANCEL", context),
  });
  await sendRepresentativeCancellation(deps, context);
}
