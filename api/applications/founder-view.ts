import { type SubmittedAnswers, SubmittedAnswersSchema } from "../../core/schemas/application";
import type { FounderApplication } from "../../core/schemas/founder";
import type { Database } from "../db/client";
import { listDecks } from "../founder/pitch-decks-repository";
import { notFound } from "../lib/http-error";
import { findReceipt, toReceiptSummary } from "../receipts/receipts-repository";
import { findApplication, founderStageOfApplication } from "./applications-repository";

const ANSWER_NAMES = Object.keys(SubmittedAnswersSchema.shape) as (keyof SubmittedAnswers)[];

/**
 * What the founder's page shows: the plain-language stage, every answer, the payment with its
 * receipt, and the decks. Picked field by field: the status, evaluation, notes and anything staff
 * add to an application never reach the founder.
 */
export async function founderApplication(
  db: Database,
  applicationId: string,
  { gstin }: { gstin: string | null },
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
  };
}
