import type { FastifyBaseLogger } from "fastify";
import type { DecisionMailKind } from "../../core/decision-mails";
import type { Application } from "../../core/schemas/application";
import type { Database } from "../db/client";
import { type DecisionMailExtras, sendDecisionMail } from "../decision-mails/send-decision-mail";
import type { Mailer } from "../mail/mailer";
import { pitchInvitation } from "./pitch-mails";
import { findBookingOf, findSlot } from "./pitch-slots-repository";

type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };

/**
 * What "pitch booked" says when staff send it: the founder's booked slot (its representative and
 * its invitation again) when the schedule is that slot's, else the schedule staff just set.
 */
async function pitchOf(db: Database, application: Application): Promise<DecisionMailExtras> {
  if (!application.scheduleDateTime) return {};
  const startsAt = new Date(application.scheduleDateTime);
  const booking = await findBookingOf(db, application._id);
  const slot = booking && (await findSlot(db, booking.slotId));
  if (!booking || !slot || slot.startsAt.getTime() !== startsAt.getTime()) {
    return { pitch: { startsAt, representative: "" } };
  }
  return {
    pitch: { startsAt, representative: slot.representativeName },
    calendar: pitchInvitation("REQUEST", {
      founder: application,
      slot,
      booking,
      now: new Date(),
    }),
  };
}

/**
 * "Notify the founder" on a status change in the console: the chosen mail, after the change was
 * saved, through the outbox; `appendix` is what goes under its text (a decision's feedback).
 */
export async function notifyFounder(
  deps: Deps,
  kind: DecisionMailKind,
  application: Application,
  appendix: string[] = [],
) {
  const extras = kind === "pitch-booked" ? await pitchOf(deps.db, application) : {};
  await sendDecisionMail(deps, kind, application, { ...extras, appendix });
}
