import { isolateName } from "../../core/bidi";
import { DEAL_ANSWER_LABELS } from "../../core/deal-answers";
import type { DealAnswer, DealAnswerFields, FirmAnswer } from "../../core/schemas/deal-answer";
import { findApplication } from "../applications/applications-repository";
import { recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { founderPageLink } from "../decision-mails/founder-link";
import { HttpError } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import { answersOf, insertAnswer, toAnswer } from "./answers-repository";
import { type DealViewer, TERMS_FIRST } from "./deal-room";
import { notifyDealEvent } from "./notifications";
import { recordAccess } from "./sharing-repository";

// A firm's answer on a deal (docs/decisions/062-deal-answers-and-engagement.md): given by one of
// its people in the deal room, kept with every change, the founder told of an introduction asked.

/** An answer in a few words, for the audit trail and the access list: "Soft circle, USD 250,000". */
export function describeAnswer(
  answer: Pick<DealAnswer, "kind" | "amount" | "currency" | "passReason">,
) {
  const label = DEAL_ANSWER_LABELS[answer.kind];
  if (answer.amount !== null && answer.currency) {
    return `${label}, ${answer.currency} ${answer.amount.toLocaleString("en-US")}`;
  }
  return answer.passReason ? `${label} (${answer.passReason})` : label;
}

/** The firm's answer and its history, for the viewer: their own firm's, on their own deal only. */
export async function firmAnswer(db: Database, viewer: DealViewer): Promise<FirmAnswer> {
  if (!viewer.termsAccepted) throw new HttpError(403, TERMS_FIRST);
  const rows = await answersOf(db, viewer.applicationId, viewer.firmId);
  const history = rows.map(toAnswer);
  return { current: history[0] ?? null, history };
}

const introductionMail = (
  founderName: string,
  startupName: string,
  firmName: string,
  link: string,
) => ({
  subject: `${isolateName(firmName)} asks for an introduction to ${isolateName(startupName)}`,
  text: [
    `Dear ${founderName},`,
    "",
    `${firmName}, one of the venture firms we shared our analyst memo on ${startupName} with, has asked for an introduction.`,
    "We will write to you to set a meeting with them. Your page shows how far the memo went:",
    "",
    link,
  ].join("\n"),
});

type Deps = { db: Database; mailer: Mailer; siteUrl: string };

/**
 * Records the firm's answer, given by the viewer: a new row each time, so every change is kept
 * with its time. An introduction newly asked for is mailed to the founder (after the commit).
 */
export async function answerDeal(
  deps: Deps,
  viewer: DealViewer,
  input: DealAnswerFields,
  ip: string,
  now = new Date(),
): Promise<FirmAnswer> {
  const { db } = deps;
  if (!viewer.termsAccepted) throw new HttpError(403, TERMS_FIRST);
  const previous = await db.transaction(async (tx) => {
    const [before] = await answersOf(tx, viewer.applicationId, viewer.firmId);
    const row = await insertAnswer(tx, {
      applicationId: viewer.applicationId,
      firmId: viewer.firmId,
      linkId: viewer.linkId,
      kind: input.kind,
      passReason: input.kind === "pass" ? input.passReason : null,
      amount: input.kind === "soft-circle" || input.kind === "hard-circle" ? input.amount : null,
      currency:
        input.kind === "soft-circle" || input.kind === "hard-circle" ? input.currency : null,
      conditions: input.kind === "hard-circle" ? input.conditions : "",
      note: input.note ?? "",
      answeredByName: viewer.personName,
      answeredByEmail: viewer.email,
      createdAt: now,
    });
    const said = describeAnswer(toAnswer(row));
    await recordAccess(tx, {
      applicationId: viewer.applicationId,
      firmId: viewer.firmId,
      linkId: viewer.linkId,
      email: viewer.email,
      event: `answered: ${said}`,
      ip,
    });
    await recordAudit(tx, {
      entityType: "application",
      entityId: viewer.applicationId,
      action: before ? "Firm's answer changed" : "Firm answered",
      detail: `${viewer.firmName}: ${said}${before ? ` (was ${describeAnswer(toAnswer(before))})` : ""}, by ${viewer.email}`,
      admin: { id: null, name: `${viewer.personName} (${viewer.firmName})` },
    });
    // The admin who shared the deal hears of every answer at once (docs/decisions/065-deal-notifications.md).
    await notifyDealEvent(
      tx,
      {
        kind: "answer",
        applicationId: viewer.applicationId,
        firmId: viewer.firmId,
        detail: before ? `${said} (was ${describeAnswer(toAnswer(before))})` : said,
        changed: Boolean(before),
      },
      now,
    );
    return before;
  });
  if (input.kind === "introduction" && previous?.kind !== "introduction") {
    const application = await findApplication(db, viewer.applicationId);
    if (application) {
      const link = await founderPageLink(deps, viewer.applicationId);
      await deps.mailer.send({
        kind: "deal-introduction",
        to: application.email,
        ...introductionMail(application.fullName, application.startupName, viewer.firmName, link),
      });
    }
  }
  return firmAnswer(db, viewer);
}
