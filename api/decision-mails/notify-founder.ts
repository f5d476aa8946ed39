import type { FastifyBaseLogger } from "fastify";
import type { DecisionMailKind } from "../../core/decision-mails";
import type { Application } from "../../core/schemas/application";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { sendDecisionMail } from "./send-decision-mail";

/**
 * "Notify the founder" on a status change in the console: the chosen mail, after the change was
 * saved, through the outbox. Scheduled says when (the schedule just set).
 */
export async function notifyFounder(
  deps: { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string },
  kind: DecisionMailKind,
  application: Application,
) {
  const pitch =
    kind === "pitch-booked" && application.scheduleDateTime
      ? { startsAt: new Date(application.scheduleDateTime), representative: "" }
      : undefined;
  await sendDecisionMail(deps, kind, application, { pitch });
}
