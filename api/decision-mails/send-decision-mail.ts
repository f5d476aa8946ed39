import type { FastifyBaseLogger } from "fastify";
import type { DecisionMailKind } from "../../core/decision-mails";
import { FOUNDER_MAIL_TEXTS, renderFounderMail } from "../../core/founder-mail-texts";
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
 * Writes one of the founder's pipeline mails to the outbox, in the language they applied in: its
 * template, filled from the application, with the founder's page link. Never throws (the
 * mailer keeps a mail it cannot write in the log), so what staff or the founder did stays done.
 */
export async function sendDecisionMail(
  deps: Deps,
  kind: DecisionMailKind,
  application: Pick<Application, "_id" | "email" | "fullName" | "startupName" | "language">,
  extras: DecisionMailExtras = {},
): Promise<void> {
  let rendered: { subject: string; text: string };
  try {
    const { language } = application;
    const template = await mailTemplateText(deps.db, kind, language);
    rendered = renderFounderMail(
      language,
      template,
      {
        founderName: application.fullName,
        startupName: application.startupName,
        link:
          extras.link !== undefined
            ? extras.link
            : await founderPageLink(deps, application._id, language),
        pitchTime: extras.pitch
          ? FOUNDER_MAIL_TEXTS[language].pitchTime(extras.pitch.startsAt)
          : null,
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
    language: application.language,
    subject: rendered.subject,
    text: rendered.text,
    calendar: extras.calendar,
  });
}
