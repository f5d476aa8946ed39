import type { FastifyBaseLogger } from "fastify";
import { formatRupees } from "../../core/money";
import type { Application } from "../../core/schemas/application";
import { markDraftsSubmitted } from "../application-drafts/drafts-repository";
import type { Database } from "../db/client";
import { sendDecisionMail } from "../decision-mails/send-decision-mail";
import { founderPageUrl } from "../founder/founder-links";
import type { Mailer } from "../mail/mailer";

type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };

/** What was paid, under the confirmation's text: facts, not a template staff edit. */
function paymentFacts(application: Application): string[] {
  const paid =
    application.finalPrice === null || application.finalPrice === 0
      ? "No fee was due for this application."
      : `Fee paid: ${formatRupees(application.finalPrice)}` +
        (application.paymentId ? ` (payment reference ${application.paymentId}).` : ".");
  return [paid, `Application reference: ${application._id}`];
}

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
  const link = founderPageUrl(deps.siteUrl, founderToken);
  await sendDecisionMail(deps, "received", application, {
    link,
    appendix: paymentFacts(application),
  });
  await sendDecisionMail(deps, "deck-requested", application, { link });
}
