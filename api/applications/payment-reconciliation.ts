import { and, asc, eq, gte, lte, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { paymentOrders } from "../db/schema/payments";
import type { Mailer } from "../mail/mailer";
import type { PaymentProvider } from "../payments/provider";
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
    .select({ providerOrderId: paymentOrders.providerOrderId, amount: paymentOrders.amount })
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
    const paid = payments.find(
      (payment) => payment.status === "captured" && payment.amount === order.amount,
    );
    if (!paid) {
      report.unpaid += 1;
      continue;
    }
    const outcome = await completeFromReconciliation(
      { ...deps, log },
      {
        providerOrderId: order.providerOrderId,
        paymentId: paid.id,
        amount: paid.amount,
      },
    );
    if (outcome === "processed") report.completed += 1;
  }
  if (report.errors > 0) {
    throw new Error(
      `The payment provider could not be asked about ${report.errors} of ${report.checked} unpaid orders (${report.completed} completed).`,
    );
  }
  return report;
}
