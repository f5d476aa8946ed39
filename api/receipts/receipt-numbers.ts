import { sql } from "drizzle-orm";
import { FIRM } from "../../core/firm";
import { IST_OFFSET_MS } from "../../core/gst";
import type { Database } from "../db/client";
import { receiptCounters, receipts } from "../db/schema/receipts";

// Receipt numbers (docs/decisions/026-receipts.md): one series per Indian financial year, April to
// March in India time, without gaps and without duplicates, e.g. NV/2026-27/000123.

/** The Indian financial year of a moment, as "2026-27" (1 April 2026 to 31 March 2027, IST). */
export function financialYearOf(moment: Date): string {
  const india = new Date(moment.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export const receiptNumber = (financialYear: string, sequence: number) =>
  `${FIRM.receiptPrefix}/${financialYear}/${String(sequence).padStart(6, "0")}`;

/**
 * Gives a paid application its receipt number, inside the transaction that completes its payment.
 * The year's counter row is incremented in one statement (inserted on the year's first payment),
 * which holds its row lock until the transaction ends, exactly as SELECT … FOR UPDATE would: a
 * concurrent payment waits for it and takes the next number, and a payment whose transaction
 * fails gives its number back with the rollback. No gaps, no duplicates.
 */
export async function allocateReceipt(
  tx: Database,
  { applicationId, amount, paidAt }: { applicationId: string; amount: number; paidAt: Date },
): Promise<string> {
  const financialYear = financialYearOf(paidAt);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ sequence: receiptCounters.lastNumber });
  if (!counter) throw new Error("the receipt counter returned no row");
  const number = receiptNumber(financialYear, counter.sequence);
  await tx.insert(receipts).values({
    applicationId,
    number,
    financialYear,
    sequence: counter.sequence,
    amount,
    issuedAt: paidAt,
  });
  return number;
}
