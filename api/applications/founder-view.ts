import { eq, getTableColumns } from "drizzle-orm";
import { type SubmittedAnswers, SubmittedAnswersSchema } from "../../core/schemas/application";
import type { FounderApplication } from "../../core/schemas/founder";
import { founderAppeal } from "../appeals/appeals";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { listDecks } from "../founder/pitch-decks-repository";
import { notFound } from "../lib/http-error";
import { findReceipt, toReceiptSummary } from "../receipts/receipts-repository";
import { founderRefunds } from "../refunds/refund-views";
import { findFeedback } from "../reviews/decision-feedback-repository";
import { findApplication, founderStageOfApplication } from "./applications-repository";
import { clockCounts, decisionClockOf } from "./decision-clock";
import { firmDecisionTimes } from "./decision-times";

const ANSWER_NAMES = Object.keys(SubmittedAnswersSchema.shape) as (keyof SubmittedAnswers)[];

/**
 * The decision clock as the founder reads it (docs/product.md, the founder's side): since when the
 * stage is what it is, and the business days since the payment (to the decision mail once it
 * went); never the firm's target or whether it is overdue. Null when nothing was paid.
 */
async function founderClock(
  db: Database,
  applicationId: string,
): Promise<FounderApplication["clock"]> {
  const [row] = await db
    .select({
      paidAt: applications.paidAt,
      stageSince: applications.stageSince,
      decisionSentAt: applications.decisionSentAt,
      founderStage: applications.founderStage,
      ...clockCounts(getTableColumns(applications)),
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const clock = row ? decisionClockOf(row) : null;
  if (!clock) return null;
  const { paidAt, stageSince, decidedAt, daysTotal } = clock;
  return { paidAt, stageSince, decidedAt, daysTotal };
}

/**
 * What the founder's page shows: the plain-language stage and its clock, every answer, the payment
 * with its receipt, the decks, and the firm's time to decision. Picked field by field: the status, evaluation, notes and anything staff
 * add to an application never reach the founder.
 */
export async function founderApplication(
  db: Database,
  applicationId: string,
  { gstin, now = new Date() }: { gstin: string | null; now?: Date },
): Promise<Omit<FounderApplication, "reach">> {
  const application = await findApplication(db, applicationId);
  if (!application) throw notFound("Application");
  const receipt = await findReceipt(db, applicationId);
  const answers = Object.fromEntries(
    ANSWER_NAMES.map((name) => [name, application[name]]),
  ) as SubmittedAnswers;
  return {
    _id: application._id,
    createdAt: application.createdAt,
    stage: await founderStageOfApplication(db, applicationId),
    answers,
    payment: {
      amountPaid: application.finalPrice,
      couponCode: application.couponCode,
      partnerName: application.partnerName,
      paymentId: application.paymentId,
      receipt: receipt ? toReceiptSummary(receipt, gstin) : null,
    },
    decks: await listDecks(db, applicationId),
    clock: await founderClock(db, applicationId),
    decisionTimes: await firmDecisionTimes(db),
    feedback: await sentFeedback(db, applicationId),
    refunds: await founderRefunds(db, applicationId),
    appeal: await founderAppeal(db, applicationId, now),
  };
}

/** The reviewers' summary as the decision mail carried it; null before it went, or without one. */
async function sentFeedback(db: Database, applicationId: string) {
  const chosen = await findFeedback(db, applicationId);
  return chosen?.summary && chosen.sentAt
    ? { summary: chosen.summary, sentAt: chosen.sentAt.toISOString() }
    : null;
}
