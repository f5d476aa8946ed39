import type { FastifyBaseLogger } from "fastify";
import { FOUNDER_MAIL_TEXTS } from "../../core/founder-mail-texts";
import { type Language, languageOf } from "../../core/languages";
import { formatRupees } from "../../core/money";
import { REFUND_MAIL_TEXTS } from "../../core/refund-mail-texts";
import { REFUND_REASON_LABELS, type RefundReason } from "../../core/refunds";
import type { RefundRequest } from "../../core/schemas/refund";
import { type Actor, recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import {
  type PaymentProvider,
  PaymentProviderError,
  RefundRefusedError,
} from "../payments/provider";
import { recordWebhookEvent } from "../payments/webhook-events";
import { findReceipt, fixReceiptDocument } from "../receipts/receipts-repository";
import { findCreditNote, issueCreditNote, isTaxInvoice } from "./credit-notes";
import { creditNotePdf } from "./refund-views";
import {
  findRefund,
  findRefundByProviderId,
  insertAutomaticRefund,
  insertRefund,
  lockOrder,
  paidApplication,
  payerOfOrder,
  type RefundRow,
  refundedOfPayment,
  updateRefund,
} from "./refunds-repository";

// Refunds (docs/decisions/085-refunds-and-credit-notes.md): asked for in a transaction that locks
// the order, so refunds of one payment never pass what was paid less what was refunded, however
// many requests or instances race; then asked of the provider; processed only when the provider's
// webhook brings the bank's reference, with the credit note of a taxed payment issued then.

export type RefundDeps = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
};

export const NOTHING_TO_REFUND = "This application was not paid for: there is nothing to refund.";
export const REFUND_STATE_NEEDED =
  "Choose the founder's state: the credit note needs the receipt's place of supply.";
export const refundTooLarge = (left: number) =>
  left === 0
    ? "This payment has already been refunded in full."
    : `A refund can give back at most ${formatRupees(left)}: what was paid less what was refunded.`;
export const NO_PROVIDER_ANSWER =
  "The payment provider did not answer, so the refund may not have been made. If its webhook reports it, it will show as processed.";

/** An admin refunds (part of) an application's fee from its record. */
export async function refundApplication(
  deps: RefundDeps & { gstin: string | null },
  applicationId: string,
  request: RefundRequest,
  staff: Actor,
  now: Date,
): Promise<RefundRow> {
  const application = await paidApplication(deps.db, applicationId);
  if (!application.orderId || !application.paymentId || !application.finalPrice) {
    throw new HttpError(409, NOTHING_TO_REFUND);
  }
  const { orderId, paymentId } = application;
  // A credit note stands against the receipt's document, fixed once: fixed now if it never was.
  const receipt = await findReceipt(deps.db, applicationId);
  if (receipt && receipt.documentFixedAt === null) {
    if (deps.gstin && !request.state) throw new HttpError(400, REFUND_STATE_NEEDED);
    await fixReceiptDocument(
      deps.db,
      applicationId,
      { gstin: deps.gstin, founderState: deps.gstin ? (request.state ?? null) : null },
      now,
    );
  }
  const refund = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(409, NOTHING_TO_REFUND);
    const left = order.amount - (await refundedOfPayment(tx, paymentId));
    if (request.amount > left) throw new HttpError(409, refundTooLarge(left));
    const row = await insertRefund(tx, {
      orderId,
      applicationId,
      paymentId,
      amount: request.amount,
      reason: request.reason,
      note: request.note ?? "",
      requestedBy: staff.id,
      createdAt: now,
    });
    await recordAudit(tx, {
      entityType: "application",
      entityId: applicationId,
      action: "Refund started",
      detail: `${formatRupees(request.amount)}, ${REFUND_REASON_LABELS.en[request.reason]}${request.note ? `: ${request.note}` : ""}`,
      admin: staff,
    });
    return row;
  });
  return askProvider(deps, refund, now);
}

/**
 * A payment refunded in full without anyone asking: a second capture of one order, or a capture
 * for an order no application took. Once per payment, however often it is found.
 */
export async function refundAutomatically(
  deps: RefundDeps,
  payment: {
    orderId: string;
    paymentId: string;
    amount: number;
    reason: RefundReason;
    note: string;
  },
  now: Date,
): Promise<RefundRow | null> {
  const refund = await deps.db.transaction(async (tx) => {
    await lockOrder(tx, payment.orderId);
    const payer = await payerOfOrder(tx, payment.orderId);
    const row = await insertAutomaticRefund(tx, {
      orderId: payment.orderId,
      applicationId: payer?.applicationId ?? null,
      paymentId: payment.paymentId,
      amount: payment.amount,
      reason: payment.reason,
      note: payment.note,
      requestedBy: null,
      createdAt: now,
    });
    if (row?.applicationId) {
      await recordAudit(tx, {
        entityType: "application",
        entityId: row.applicationId,
        action: "Refund started",
        detail: `${formatRupees(row.amount)}, ${REFUND_REASON_LABELS.en[payment.reason]}: ${payment.note}`,
        admin: { id: null, name: "Payment reconciliation" },
      });
    }
    return row ?? null;
  });
  if (!refund) return null;
  deps.log.warn(
    { refundId: refund.id, paymentId: refund.paymentId, reason: refund.reason },
    "payment refunded automatically",
  );
  return askProvider(deps, refund, now);
}

/** Asks the provider for a refund just recorded, and tells the founder it started. */
async function askProvider(deps: RefundDeps, refund: RefundRow, now: Date): Promise<RefundRow> {
  let answered: RefundRow;
  try {
    const given = await deps.provider.refund({
      paymentId: refund.paymentId,
      amount: refund.amount,
      refundId: refund.id,
    });
    answered = await deps.db.transaction(async (tx) => {
      const row = await findRefund(tx, refund.id, { lock: true });
      if (!row) throw new Error(`refund ${refund.id} vanished`);
      // Its webhook may have overtaken this answer: what it recorded stands.
      if (row.status !== "pending") return row;
      const withId = await updateRefund(tx, row.id, { providerRefundId: given.id });
      if (given.status === "processed" && given.arn) {
        return markProcessed(tx, withId, given.arn, now);
      }
      return withId;
    });
  } catch (error) {
    const reason =
      error instanceof RefundRefusedError
        ? error.message
        : error instanceof PaymentProviderError
          ? NO_PROVIDER_ANSWER
          : null;
    if (reason === null) throw error;
    deps.log.error({ refundId: refund.id, err: error }, "refund not made");
    return markFailed(deps, refund.id, reason, now);
  }
  await sendStartedMail(deps, answered);
  if (answered.status === "processed") await sendDoneMail(deps, answered);
  return answered;
}

async function markFailed(deps: RefundDeps, id: string, reason: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const row = await findRefund(tx, id, { lock: true });
    if (!row) throw new Error(`refund ${id} vanished`);
    if (row.status === "processed") return row;
    const failed = await updateRefund(tx, id, {
      status: "failed",
      failureReason: reason,
      failedAt: now,
    });
    if (failed.applicationId) {
      await recordAudit(tx, {
        entityType: "application",
        entityId: failed.applicationId,
        action: "Refund failed",
        detail: `${formatRupees(failed.amount)}: ${reason}`,
        admin: { id: null, name: "Payment provider" },
      });
    }
    return failed;
  });
}

/** Processed: the bank's reference kept, and the credit note of a taxed payment issued. */
async function markProcessed(tx: Database, row: RefundRow, arn: string, now: Date) {
  const processed = await updateRefund(tx, row.id, {
    status: "processed",
    arn,
    processedAt: now,
    failureReason: null,
  });
  if (processed.applicationId) {
    const order = await lockOrder(tx, processed.orderId);
    const receipt = await findReceipt(tx, processed.applicationId);
    // Only the payment the receipt was issued for has a tax invoice to credit.
    if (receipt && isTaxInvoice(receipt) && order?.paymentId === processed.paymentId) {
      await issueCreditNote(
        tx,
        { ...processed, applicationId: processed.applicationId },
        receipt,
        now,
      );
    }
    await recordAudit(tx, {
      entityType: "application",
      entityId: processed.applicationId,
      action: "Refund processed",
      detail: `${formatRupees(processed.amount)}, ARN ${arn}`,
      admin: { id: null, name: "Payment provider" },
    });
  }
  return processed;
}

/** What a provider's refund webhook reported, once its signature has been checked. */
export type RefundEvent = {
  eventId: string;
  type: string;
  refund: {
    id: string;
    paymentId: string;
    /** Our refund's id, from the refund's notes. */
    ourId: string | null;
    arn: string | null;
    failure: string | null;
  };
};

export const FAILED_WITHOUT_REASON = "The payment provider reported the refund as failed.";

/**
 * refund.processed or refund.failed: recorded once by its event id, matched to our refund by the
 * id in its notes (so it may arrive before the API's answer) or by the provider's refund id.
 */
export async function recordRefundEvent(
  deps: RefundDeps,
  event: RefundEvent,
  now: Date,
): Promise<"processed" | "duplicate" | "ignored"> {
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, event.eventId, event.type))) return "duplicate" as const;
    const ours =
      (event.refund.ourId && isUuid(event.refund.ourId)
        ? await findRefund(tx, event.refund.ourId, { lock: true })
        : undefined) ?? (await findRefundByProviderId(tx, event.refund.id, { lock: true }));
    if (!ours || ours.paymentId !== event.refund.paymentId) {
      deps.log.warn(
        { eventId: event.eventId, refund: event.refund.id },
        "refund webhook for a refund that is not ours",
      );
      return "ignored" as const;
    }
    if (ours.status === "processed") return "ignored" as const;
    const withId = ours.providerRefundId
      ? ours
      : await updateRefund(tx, ours.id, { providerRefundId: event.refund.id });
    if (event.type === "refund.processed") {
      return { row: await markProcessed(tx, withId, event.refund.arn ?? "", now) };
    }
    if (event.type === "refund.failed") {
      await updateRefund(tx, ours.id, {
        status: "failed",
        failureReason: event.refund.failure ?? FAILED_WITHOUT_REASON,
        failedAt: now,
      });
      return "processed" as const;
    }
    return "ignored" as const;
  });
  if (typeof outcome === "string") return outcome;
  await sendDoneMail(deps, outcome.row);
  return "processed";
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

async function founderOf(deps: RefundDeps, refund: RefundRow) {
  const payer = await payerOfOrder(deps.db, refund.orderId);
  if (!payer) return null;
  return { ...payer, language: languageOf(payer.language) as Language };
}

async function sendStartedMail(deps: RefundDeps, refund: RefundRow) {
  const founder = await founderOf(deps, refund);
  if (!founder) return;
  const texts = REFUND_MAIL_TEXTS[founder.language];
  const words = FOUNDER_MAIL_TEXTS[founder.language];
  await deps.mailer.send({
    kind: "refund-started",
    to: founder.email,
    ...(founder.language === "ar" ? { language: founder.language } : {}),
    subject: texts.started.subject,
    text: [
      words.greeting(founder.fullName),
      "",
      ...texts.started.lines({
        amount: refund.amount,
        reason: refund.reason as RefundReason,
        paymentId: refund.paymentId,
      }),
      "",
      ...words.signature,
    ].join("\n"),
  });
}

async function sendDoneMail(deps: RefundDeps, refund: RefundRow) {
  const founder = await founderOf(deps, refund);
  if (!founder || !refund.arn) return;
  const issued = await findCreditNote(deps.db, refund.id);
  // The credit note goes with the mail, as the founder's page offers it.
  const pdf =
    issued && refund.applicationId
      ? await creditNotePdf(deps.db, refund.applicationId, refund.id)
      : null;
  const texts = REFUND_MAIL_TEXTS[founder.language];
  const words = FOUNDER_MAIL_TEXTS[founder.language];
  await deps.mailer.send({
    kind: "refund-processed",
    to: founder.email,
    ...(founder.language === "ar" ? { language: founder.language } : {}),
    subject: texts.done.subject,
    text: [
      words.greeting(founder.fullName),
      "",
      ...texts.done.lines({
        amount: refund.amount,
        arn: refund.arn,
        creditNote: issued?.note.number ?? null,
        link: null,
      }),
      "",
      ...words.signature,
    ].join("\n"),
    ...(pdf
      ? {
          attachments: [
            {
              fileName: pdf.fileName,
              contentType: "application/pdf",
              contentBase64: Buffer.from(pdf.bytes).toString("base64"),
            },
          ],
        }
      : {}),
  });
}
