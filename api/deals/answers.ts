import { formatAmount } from "../../core/currencies";
import { DEAL_ANSWER_LABELS } from "../../core/deal-answers";
import { TERMS_FIRST } from "../../core/deal-room-messages";
import { FOUNDER_MAIL_TEXTS } from "../../core/founder-mail-texts";
import { languageOf } from "../../core/languages";
import type { DealAnswer, DealAnswerFields, FirmAnswer } from "../../core/schemas/deal-answer";
import { findApplication } from "../applications/applications-repository";
import { recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { founderPageLink } from "../decision-mails/founder-link";
import { HttpError } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import { answersOf, insertAnswer, toAnswer } from "./answers-repository";
import type { DealViewer } from "./deal-room";
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
    return `${label}, ${formatAmount(answer.currency, answer.amount)}`;
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

/** The founder's mail of a firm asking for an introduction, in the language they applied in. */
function introductionAskedMail(
  application: { fullName: string; startupName: string; language: string },
  firmName: string,
  link: string,
) {
  const language = languageOf(application.language);
  const texts = FOUNDER_MAIL_TEXTS[language];
  const deal = { firmName, startupName: application.startupName };
  return {
    ...(language === "ar" ? { language } : {}),
    subject: texts.introduction.asked.subject(deal),
    text: [
      texts.greeting(application.fullName),
      "",
      ...texts.introduction.asked.lines(deal, link),
    ].join("\n"),
  };
}

type Deps = { db: Database; mailer: Mailer; siteUrl: string };

/** Who gives an answer: the person of a deal link, in the room or from a mail's answer link. */
export type AnswerGiver = Pick<
  DealViewer,
  "applicationId" | "firmId" | "linkId" | "personName" | "email" | "firmName"
>;

/**
 * Records the firm's answer, given by the viewer in the room: a new row each time, so every change
 * is kept with its time. An introduction newly asked for is mailed to the founder (after the
 * commit).
 */
export async function answerDeal(
  deps: Deps,
  viewer: DealViewer,
  input: DealAnswerFields,
  ip: string,
  now = new Date(),
): Promise<FirmAnswer> {
  if (!viewer.termsAccepted) throw new HttpError(403, TERMS_FIRST);
  await recordAnswer(deps, viewer, input, { ip, via: "room" }, now);
  return firmAnswer(deps.db, viewer);
}

/**
 * Records an answer, from the room or from a mail's answer link confirmed
 * (docs/decisions/080-answers-from-the-mail.md), with the access list, the audit trail and the
 * sharer's notice; the founder is mailed an introduction newly asked for, after the commit.
 */
export async function recordAnswer(
  deps: Deps,
  giver: AnswerGiver,
  input: DealAnswerFields,
  { ip, via }: { ip: string; via: "room" | "mail" },
  now: Date,
) {
  const { db } = deps;
  const previous = await db.transaction(async (tx) => {
    const [before] = await answersOf(tx, giver.applicationId, giver.firmId);
    const row = await insertAnswer(tx, {
      applicationId: giver.applicationId,
      firmId: giver.firmId,
      linkId: giver.linkId,
      kind: input.kind,
      passReason: input.kind === "pass" ? input.passReason : null,
      amount: input.kind === "soft-circle" || input.kind === "hard-circle" ? input.amount : null,
      currency:
        input.kind === "soft-circle" || input.kind === "hard-circle" ? input.currency : null,
      conditions: input.kind === "hard-circle" ? input.conditions : "",
      note: input.note ?? "",
      answeredByName: giver.personName,
      answeredByEmail: giver.email,
      createdAt: now,
    });
    const said = describeAnswer(toAnswer(row));
    await recordAccess(tx, {
      applicationId: giver.applicationId,
      firmId: giver.firmId,
      linkId: giver.linkId,
      email: giver.email,
      event: via === "mail" ? `answered from the mail: ${said}` : `answered: ${said}`,
      ip,
    });
    await recordAudit(tx, {
      entityType: "application",
      entityId: giver.applicationId,
      action: before ? "Firm's answer changed" : "Firm answered",
      detail: `${giver.firmName}: ${said}${before ? ` (was ${describeAnswer(toAnswer(before))})` : ""}, by ${giver.email}${via === "mail" ? ", from the mail" : ""}`,
      admin: { id: null, name: `${giver.personName} (${giver.firmName})` },
    });
    // The admin who shared the deal hears of every answer at once (docs/decisions/065-deal-notifications.md).
    await notifyDealEvent(
      tx,
      {
        kind: "answer",
        applicationId: giver.applicationId,
        firmId: giver.firmId,
        detail: before ? `${said} (was ${describeAnswer(toAnswer(before))})` : said,
        changed: Boolean(before),
      },
      now,
    );
    return before;
  });
  if (input.kind === "introduction" && previous?.kind !== "introduction") {
    const application = await findApplication(db, giver.applicationId);
    if (application) {
      const link = await founderPageLink(
        deps,
        giver.applicationId,
        languageOf(application.language),
      );
      await deps.mailer.send({
        kind: "deal-introduction",
        to: application.email,
        ...introductionAskedMail(application, giver.firmName, link),
      });
    }
  }
}
