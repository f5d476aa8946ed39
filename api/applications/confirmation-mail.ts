import type { FastifyBaseLogger } from "fastify";
import { FOUNDER_MAIL_TEXTS } from "../../core/founder-mail-texts";
import type { Application } from "../../core/schemas/application";
import { markDraftsSubmitted } from "../application-drafts/drafts-repository";
import type { Database } from "../db/client";
import { sendDecisionMail } from "../decision-mails/send-decision-mail";
import { founderPageUrl } from "../founder/founder-links";
import type { Mailer } from "../mail/mailer";

type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };

/**
 * A new application's mails, as the thank-you page promises: the confirmation (the "received"
 * template, with what was paid) and the request for the pitch deck with the pitch slot calendar
 * ("deck requested"), both with the founder's private link made at intake. Any draft saved from
 * the same address is done: no reminder will follow it.
 */
export async function welcomeApplicant(deps: Deps, application: Application, founderToken: string) {
  await markDraftsSubmitted(deps.db, application.email, new Date()).catch((error) =>
    deps.log.error({ applicationId: application._id, err: error }, "drafts not marked submitted"),
  );
  const link = founderPageUrl(deps.siteUrl, founderToken, application.language);
  // What was paid, under the confirmation's text: facts, not a template staff edit.
  const appendix = FOUNDER_MAIL_TEXTS[application.language].paymentFacts({
    finalPrice: application.finalPrice,
    paymentId: application.paymentId,
    id: application._id,
  });
  await sendDecisionMail(deps, "received", application, { link, appendix });
  await sendDecisionMail(deps, "deck-requested", application, { link });
}
