import type { FastifyBaseLogger } from "fastify";
import {
  type DecisionMailKind,
  formatPitchTime,
  renderMailTemplate,
} from "../../core/decision-mails";
import type { Application } from "../../core/schemas/application";
import type { Database } from "../db/client";
import type { MailCalendar } from "../db/schema/mail";
import type { Mailer } from "../mail/mailer";
import { founderPageLink } from "./founder-link";
import { mailTemplateText } from "./templates-repository";

type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };

/** What a decision mail may say beyond the application: the pitch, and its invitation. */
export type DecisionMailExtras = {
  pitch?: { startsAt: Date; representative: string } | undefined;
  calendar?: MailCalendar | undefined;
  /** The founder's page, when the caller already made one for several mails. */
  link?: string | null | undefined;
  /** Facts added after the template's text, which staff cannot edit (what was paid). */
  appendix?: string[] | undefined;
};

/**
 * Writes one of the founder's pipeline mails to the outbox: its template as admins left it (or
 * the default), filled from the application, with the founder's page link. Never throws (the
 * mailer keeps a mail it cannot write in the log), so what staff or the founder did stays done.
 */
export async function sendDecisionMail(
  deps: Deps,
  kind: DecisionMailKind,
  application: Pick<Application, "_id" | "email" | "fullName" | "startupName">,
  extras: DecisionMailExtras = {},
): Promise<void> {
  let rendered: { subject: string; text: string };
  try {
    const template = await mailTemplateText(deps.db, kind);
    rendered = renderMailTemplate(
      template,
      {
        founderName: application.fullName,
        startupName: application.startupName,
        link:
          extras.link !== undefined ? extras.link : await founderPageLink(deps, application._id),
        pitchTime: extras.pitch ? formatPitchTime(extras.pitch.startsAt) : null,
        representative: extras.pitch?.representative,
      },
      extras.appendix,
    );
  } catch (error) {
    deps.log.error(
      { kind, applicationId: application._id, err: error },
      "decision mail not written",
    );
    return;
  }
  await deps.mailer.send({
    // The received mail is the application's confirmation, kept in the outbox as it always was.
    kind: kind === "received" ? "application" : kind,
    to: application.email,
    subject: rendered.subject,
    text: rendered.text,
    calendar: extras.calendar,
  });
}
