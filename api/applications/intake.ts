import type { FastifyBaseLogger } from "fastify";
import { PAYMENT_NEEDED, PAYMENT_NOT_VERIFIED } from "../../core/application-messages";
import { type Language, languageOf } from "../../core/languages";
import {
  type Application,
  type ApplicationAnswers,
  ApplicationAnswersSchema,
} from "../../core/schemas/application";
import type { Database } from "../db/client";
import { issueFounderToken } from "../founder/founder-access";
import { HttpError } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import { priceFor, takeCouponUse } from "../payments/coupons";
import {
  findOrder,
  markOrderPaid,
  ORDER_ALREADY_USED,
  type OrderRow,
  settleCouponUse,
} from "../payments/orders";
import type { PaymentProof, PaymentProvider } from "../payments/provider";
import { recordWebhookEvent } from "../payments/webhook-events";
import { allocateReceipt } from "../receipts/receipt-numbers";
import { refundAutomatically } from "../refunds/refund-payment";
import {
  createApplication,
  findApplicationOfOrder,
  type PaymentDetails,
} from "./applications-repository";
import { welcomeApplicant } from "./confirmation-mail";

/**
 * Application intake: the one way an application comes into being, whoever reports it. The
 * browser submits it (free with a coupon, or with the proof of a paid order) and the payment
 * provider's webhook completes a paid order whose founder never came back. Either way: one order,
 * one application, one confirmation mail (docs/decisions/010-payments.md).
 */
type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };

/**
 * The application and whether this call made it; `couponProblem` when its order was paid after its
 * lifetime and the coupon's rules refused the use it was then given anyway (for staff to review);
 * `founderToken`, the token of a new private link to the founder's page (for the confirmation
 * mail and the browser that paid; docs/decisions/019-founder-access-tokens.md).
 */
export type Intake = {
  application: Application;
  created: boolean;
  couponProblem: string | null;
  founderToken: string | null;
};

const sameCode = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").toUpperCase() === (b ?? "").toUpperCase();

/**
 * With a coupon that makes the fee 0: one of its uses is taken (the same count, limit and rules as
 * a paid order's reservation) in the transaction that saves the application.
 */
export async function submitFreeApplication(
  { db, mailer, log, siteUrl }: Deps,
  {
    answers,
    couponCode,
    finalPrice,
    language,
  }: {
    answers: ApplicationAnswers;
    couponCode?: string | null;
    finalPrice: number;
    language: Language;
  },
): Promise<{ application: Application; founderToken: string }> {
  const price = await priceFor(db, couponCode);
  if (price.finalPrice !== 0) {
    throw new HttpError(400, PAYMENT_NEEDED);
  }
  if (finalPrice !== 0) throw new HttpError(400, "The final price does not match the fee.");
  // Nothing was paid, so there is no receipt and no receipt number is used (docs/decisions/026-receipts.md).
  const free = await db.transaction(async (tx) => {
    if (price.couponCode) {
      const use = await takeCouponUse(tx, price.couponCode);
      if (use.problem !== undefined) throw new HttpError(400, use.problem);
    }
    const application = await createApplication(
      tx,
      answers,
      {
        paymentId: null,
        couponCode: price.couponCode,
        finalPrice: 0,
        partnerName: price.partnerName,
      },
      null,
      language,
    );
    return { application, founderToken: await issueFounderToken(tx, application._id) };
  });
  await welcomeApplicant({ db, mailer, log, siteUrl }, free.application, free.founderToken);
  return free;
}

/**
 * The browser's confirmation of a paid order, with the answers it holds. A second confirmation
 * of the same order is a 409; one arriving after the webhook gets the application it made.
 */
export async function submitPaidApplication(
  deps: Deps,
  provider: PaymentProvider,
  {
    answers,
    proof,
    paymentId,
    couponCode,
    finalPrice,
  }: {
    answers: ApplicationAnswers;
    proof: PaymentProof;
    paymentId?: string | null | undefined;
    couponCode?: string | null | undefined;
    finalPrice: number;
  },
): Promise<Intake> {
  if (!provider.verifyPayment(proof)) {
    throw new HttpError(400, PAYMENT_NOT_VERIFIED);
  }
  if (paymentId && paymentId !== proof.paymentId) {
    throw new HttpError(400, "The payment id does not match the payment.");
  }
  const intake = await deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, proof.orderId, { lock: true });
    if (!order) throw new HttpError(400, "The payment is not for an order of ours.");
    if (order.amount !== finalPrice || !sameCode(order.couponCode, couponCode)) {
      throw new HttpError(400, "The final price does not match the paid order.");
    }
    if (order.confirmedAt) throw new HttpError(409, ORDER_ALREADY_USED);
    const completed = await completeOrder(tx, {
      order,
      paymentId: proof.paymentId,
      by: "browser",
      answers,
    });
    // Made by the webhook first: its link went by mail only, so the browser that paid gets its own.
    return {
      ...completed,
      founderToken:
        completed.founderToken ?? (await issueFounderToken(tx, completed.application._id)),
    };
  });
  await announce(deps, intake, "browser");
  return intake;
}

/** Logged when a late order's coupon use was refused by the coupon's rules but counted anyway. */
export const LATE_COUPON_WARNING =
  "order paid after its lifetime with a coupon no longer usable: application saved, review its payment";

/** What a provider's webhook reported, once its signature has been checked. */
export type PaymentEvent = {
  eventId: string;
  type: string;
  payment?: { id: string; orderId: string | null; amount: number } | undefined;
};

const HANDLED_EVENTS = new Set(["payment.captured", "order.paid"]);

/** The note of an automatic refund of an order's second captured payment. */
export const SECOND_CAPTURE_NOTE = "A second payment captured for an order already paid.";

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

/**
 * A provider's event: recorded once by its id (a replay changes nothing), and a payment of one of
 * our orders completes its application with the answers kept at create-order.
 */
export async function completeFromWebhook(
  deps: Deps & { provider: PaymentProvider },
  event: PaymentEvent,
): Promise<WebhookOutcome> {
  const { log } = deps;
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, event.eventId, event.type))) {
      return { status: "duplicate" } as const;
    }
    const payment = event.payment;
    if (!HANDLED_EVENTS.has(event.type) || !payment) return { status: "ignored" } as const;
    const order = payment.orderId
      ? await findOrder(tx, payment.orderId, { lock: true })
      : undefined;
    if (!order) {
      log.warn(
        { eventId: event.eventId, providerOrderId: payment.orderId },
        "webhook for an order that is not ours",
      );
      return { status: "ignored" } as const;
    }
    if (payment.amount !== order.amount) {
      log.error(
        { eventId: event.eventId, orderId: order.id, paid: payment.amount, expected: order.amount },
        "webhook payment amount differs from the order",
      );
      return { status: "ignored" } as const;
    }
    // A second payment captured for an order already paid: given back in full, the same day.
    if (order.paymentId !== null && order.paymentId !== payment.id) {
      return {
        status: "second-capture",
        orderId: order.id,
        paymentId: payment.id,
        amount: payment.amount,
      } as const;
    }
    const intake = await completeOrder(tx, { order, paymentId: payment.id, by: "webhook" });
    return { status: "processed", ...intake } as const;
  });
  if (outcome.status === "second-capture") {
    await refundAutomatically(
      deps,
      {
        orderId: outcome.orderId,
        paymentId: outcome.paymentId,
        amount: outcome.amount,
        reason: "duplicate-payment",
        note: SECOND_CAPTURE_NOTE,
      },
      new Date(),
    );
    return "processed";
  }
  if (outcome.status === "processed") await announce(deps, outcome, "webhook");
  return outcome.status;
}

/**
 * Records the order as paid and makes sure it has its one application. Runs inside a transaction
 * with the order locked (`findOrder(tx, …, { lock: true })`), so the browser and the webhook can
 * arrive together and still make exactly one.
 */
async function completeOrder(
  tx: Database,
  {
    order,
    paymentId,
    by,
    answers,
  }: {
    order: OrderRow;
    paymentId: string;
    by: "browser" | "webhook" | "reconciliation";
    answers?: ApplicationAnswers;
  },
): Promise<Intake> {
  const now = new Date();
  const confirmed = by === "browser";
  const existing = await findApplicationOfOrder(tx, order.id);
  if (existing) {
    await markOrderPaid(tx, order, { paymentId, confirmed, now });
    return { application: existing, created: false, couponProblem: null, founderToken: null };
  }
  // The first report of its payment: the coupon use it reserved, or one taken now if it is late.
  const { couponProblem } = await settleCouponUse(tx, order, now);
  await markOrderPaid(tx, order, { paymentId, confirmed, now, couponProblem });
  const payment: PaymentDetails = {
    paymentId: order.paymentId ?? paymentId,
    couponCode: order.couponCode,
    finalPrice: order.amount,
    partnerName: order.partnerName,
    paidAt: now,
  };
  // The order keeps the language of the page it was made on, for the webhook's completion too.
  const application = await createApplication(
    tx,
    answers ?? ApplicationAnswersSchema.parse(order.answers),
    payment,
    order.id,
    languageOf(order.language),
  );
  // The receipt's number is taken with the payment, in this transaction: no gaps, no duplicates.
  await allocateReceipt(tx, { applicationId: application._id, amount: order.amount, paidAt: now });
  const founderToken = await issueFounderToken(tx, application._id, now);
  return { application, created: true, couponProblem, founderToken };
}

/**
 * A captured payment that the reconciliation job found at the provider for one of our orders that
 * nobody reported (the browser never came back, no webhook arrived): completed the way the
 * webhook completes it, through completeOrder, with the answers kept on the order.
 */
export async function completeFromReconciliation(
  deps: Deps,
  payment: { providerOrderId: string; paymentId: string; amount: number },
): Promise<"processed" | "ignored"> {
  const intake = await deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, payment.providerOrderId, { lock: true });
    if (!order || order.amount !== payment.amount) return null;
    return completeOrder(tx, { order, paymentId: payment.paymentId, by: "reconciliation" });
  });
  if (!intake) return "ignored";
  await announce(deps, intake, "reconciliation");
  return "processed";
}

const COMPLETED_BY = {
  webhook: "application completed by the payment webhook",
  reconciliation: "application completed by payment reconciliation",
} as const;

/**
 * After the transaction, whoever reported the payment: a late order's refused coupon use is logged
 * for staff, and a new application gets its confirmation and the pitch deck request.
 */
async function announce(
  deps: Deps,
  { application, created, couponProblem, founderToken }: Intake,
  by: "browser" | "webhook" | "reconciliation",
) {
  const { log } = deps;
  if (couponProblem) {
    log.warn({ applicationId: application._id, couponProblem }, LATE_COUPON_WARNING);
  }
  if (!created || founderToken === null) return;
  if (by !== "browser") log.info({ applicationId: application._id }, COMPLETED_BY[by]);
  await welcomeApplicant(deps, application, founderToken);
}
