import { and, asc, eq, gte, lte, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { paymentOrders } from "../db/schema/payments";
import type { Mailer } from "../mail/mailer";
import type { PaymentProvider, ProviderPayment } from "../payments/provider";
import { type RefundDeps, refundAutomatically } from "../refunds/refund-payment";
import { completeFromReconciliation } from "./intake";

/** An order still unpaid this long after it was made is checked with the provider. */
export const RECONCILE_AFTER_MINUTES = 15;
/**
 * An order that expired unpaid is still asked about for this long after it was made: its payment
 * may have been captured with the webhook lost, and the founder must not lose a paid application.
 */
export const RECONCILE_EXPIRED_FOR_HOURS = 24;
/** Orders checked per run, oldest first; the next run takes the rest. */
const BATCH = 100;

export type ReconciliationReport = {
  checked: number;
  completed: number;
  unpaid: number;
  /** Captures refunded automatically: a second one of an order, or one of the wrong amount. */
  refunded: number;
  errors: number;
};

/**
 * Unpaid orders of this provider made before `before`, oldest first: those still `created`, and
 * those expired unpaid within the last RECONCILE_EXPIRED_FOR_HOURS.
 */
export async function unpaidOrdersMadeBefore(
  db: Database,
  providerName: string,
  before: Date,
  limit = BATCH,
) {
  return db
    .select({
      id: paymentOrders.id,
      providerOrderId: paymentOrders.providerOrderId,
      amount: paymentOrders.amount,
    })
    .from(paymentOrders)
    .where(
      and(
        or(
          eq(paymentOrders.status, "created"),
          and(
            eq(paymentOrders.status, "expired"),
            gte(
              paymentOrders.createdAt,
              new Date(before.getTime() - RECONCILE_EXPIRED_FOR_HOURS * 3_600_000),
            ),
          ),
        ),
        eq(paymentOrders.provider, providerName),
        lte(paymentOrders.createdAt, before),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(limit);
}

/**
 * Payment reconciliation (docs/decisions/015-background-jobs.md): each order still `created`
 * RECONCILE_AFTER_MINUTES after it was made is looked up at the provider; a captured payment of
 * its amount completes it through the intake's completion path (one order, one application, one
 * mail, whoever reports it first). Orders the provider could not answer for are counted, and the
 * run then fails after the others are done, so the job is retried and shows in the console.
 */
export async function reconcileUnpaidOrders(
  deps: { db: Database; mailer: Mailer; siteUrl: string },
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<ReconciliationReport> {
  const before = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  const orders = await unpaidOrdersMadeBefore(deps.db, provider.name, before);
  const report: ReconciliationReport = {
    checked: orders.length,
    completed: 0,
    unpaid: 0,
    refunded: 0,
    errors: 0,
  };
  for (const order of orders) {
    let payments: Awaited<ReturnType<PaymentProvider["fetchOrderPayments"]>>;
    try {
      payments = await provider.fetchOrderPayments(order.providerOrderId);
    } catch (error) {
      report.errors += 1;
      log.error(
        { providerOrderId: order.providerOrderId, err: error },
        "reconciliation: no answer",
      );
      continue;
    }
    const captured = payments.filter((payment) => payment.status === "captured");
    const paid = captured.find((payment) => payment.amount === order.amount);
    if (paid) {
      const outcome = await completeFromReconciliation(
        { ...deps, log },
        {
          providerOrderId: order.providerOrderId,
          paymentId: paid.id,
          amount: paid.amount,
        },
      );
      if (outcome === "processed") report.completed += 1;
    } else {
      report.unpaid += 1;
    }
    // Every other capture is money no application took: given back in full, the same day.
    report.refunded += await refundOtherCaptures(
      { ...deps, log, provider },
      order,
      captured,
      paid?.id ?? null,
      now,
    );
  }
  if (report.errors > 0) {
    throw new Error(
      `The payment provider could not be asked about ${report.errors} of ${report.checked} unpaid orders (${report.completed} completed).`,
    );
  }
  return report;
}

export const SECOND_CAPTURE_FOUND_NOTE =
  "Reconciliation found a second payment captured for this order.";
export const WRONG_AMOUNT_NOTE =
  "Reconciliation found a payment of another amount than the order's: no application took it.";

/**
 * Refunds in full every captured payment of an order but the one it keeps: a second capture
 * (Duplicate payment), or one of another amount (Paid for an order no application took). Answers
 * how many were refunded now; one found before is not refunded again.
 */
async function refundOtherCaptures(
  deps: RefundDeps,
  order: { id: string; amount: number },
  captured: ProviderPayment[],
  keptPaymentId: string | null,
  now: Date,
): Promise<number> {
  let refunded = 0;
  for (const extra of captured.filter((payment) => payment.id !== keptPaymentId)) {
    const refund = await refundAutomatically(
      deps,
      {
        orderId: order.id,
        paymentId: extra.id,
        amount: extra.amount,
        ...(extra.amount === order.amount
          ? { reason: "duplicate-payment" as const, note: SECOND_CAPTURE_FOUND_NOTE }
          : { reason: "no-application" as const, note: WRONG_AMOUNT_NOTE }),
      },
      now,
    );
    if (refund) refunded += 1;
  }
  return refunded;
}

/** Paid orders are asked about again for this long, for a second capture nobody reported. */
export const SECOND_CAPTURE_WINDOW_HOURS = 26;

/**
 * The hourly look for second captures (docs/decisions/085-refunds-and-credit-notes.md): every order
 * paid within SECOND_CAPTURE_WINDOW_HOURS is looked up at the provider, and a captured payment
 * other than the one it was paid with is refunded in full, once.
 */
export async function refundSecondCaptures(
  deps: { db: Database; mailer: Mailer },
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<{ checked: number; refunded: number; errors: number }> {
  const since = new Date(now.getTime() - SECOND_CAPTURE_WINDOW_HOURS * 3_600_000);
  const orders = await deps.db
    .select({
      id: paymentOrders.id,
      providerOrderId: paymentOrders.providerOrderId,
      amount: paymentOrders.amount,
      paymentId: paymentOrders.paymentId,
    })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, "paid"),
        eq(paymentOrders.provider, provider.name),
        gte(paymentOrders.paidAt, since),
      ),
    )
    .orderBy(asc(paymentOrders.paidAt));
  const report = { checked: orders.length, refunded: 0, errors: 0 };
  for (const order of orders) {
    let payments: ProviderPayment[];
    try {
      payments = await provider.fetchOrderPayments(order.providerOrderId);
    } catch (error) {
      report.errors += 1;
      log.error(
        { providerOrderId: order.providerOrderId, err: error },
        "second captures: no answer",
      );
      continue;
    }
    report.refunded += await refundOtherCaptures(
      { ...deps, log, provider },
      order,
      payments.filter((payment) => payment.status === "captured"),
      order.paymentId,
      now,
    );
  }
  if (report.errors > 0) {
    throw new Error(
      `The payment provider could not be asked about ${report.errors} of ${report.checked} paid orders (${report.refunded} refunded).`,
    );
  }
  return report;
}
