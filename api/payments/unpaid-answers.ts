import { and, isNotNull, lte, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { paymentOrders } from "../db/schema/payments";

/** How long the answers of an order never paid are kept (docs/decisions/015-background-jobs.md). */
export const UNPAID_ANSWERS_KEPT_DAYS = 30;

/**
 * Removes the answers kept with orders that were never paid, once the order is
 * UNPAID_ANSWERS_KEPT_DAYS old: the founder's data goes, the order row (amount, coupon, status,
 * dates) stays for the accounts. Paid orders keep theirs (their application holds the same).
 * Answers how many orders lost their answers.
 */
export async function removeOldUnpaidAnswers(
  db: Database,
  now: Date = new Date(),
): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - UNPAID_ANSWERS_KEPT_DAYS * 24 * 3600_000);
  const rows = await db
    .update(paymentOrders)
    .set({ answers: null, updatedAt: now })
    .where(
      and(
        ne(paymentOrders.status, "paid"),
        isNotNull(paymentOrders.answers),
        lte(paymentOrders.createdAt, before),
      ),
    )
    .returning({ id: paymentOrders.id });
  return { removed: rows.length };
}
