import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { creditNoteSplit } from "../../core/credit-note";
import { FIRM } from "../../core/firm";
import type { Database } from "../db/client";
import { creditNoteCounters, creditNotes, refunds } from "../db/schema/refunds";
import { financialYearOf } from "../receipts/receipt-numbers";
import type { ReceiptRow } from "../receipts/receipts-repository";
import type { RefundRow } from "./refunds-repository";

// Credit notes (docs/decisions/085-refunds-and-credit-notes.md): one series per Indian financial
// year of their own, without gaps, e.g. NV/CN/2026-27/000001, issued in the transaction that
// records a refund of a taxed payment as processed.

export const creditNoteNumber = (financialYear: string, sequence: number) =>
  `${FIRM.receiptPrefix}/CN/${financialYear}/${String(sequence).padStart(6, "0")}`;

/** Whether a receipt is a tax invoice: issued under a GSTIN for a founder in a known state. */
export const isTaxInvoice = (receipt: ReceiptRow) =>
  receipt.gstin !== null && receipt.founderState !== null;

/**
 * Issues the credit note of a refund just processed, against its application's tax invoice: the
 * year's counter is incremented in one statement, whose row lock holds until the transaction ends
 * (as receipts' numbers are taken), and the amounts reverse the receipt's taxable value and GST in
 * proportion to what this refund gives back after those before it (core/credit-note.ts).
 */
export async function issueCreditNote(
  tx: Database,
  refund: RefundRow & { applicationId: string },
  receipt: ReceiptRow,
  now: Date,
) {
  const [before] = await tx
    .select({ total: sql<number>`coalesce(sum(${creditNotes.amount}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.applicationId, refund.applicationId));
  const sameState = receipt.founderState === receipt.gstin?.slice(0, 2);
  const split = creditNoteSplit(receipt.amount, sameState, before?.total ?? 0, refund.amount);
  const financialYear = financialYearOf(now);
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ sequence: creditNoteCounters.lastNumber });
  if (!counter) throw new Error("the credit-note counter returned no row");
  const [row] = await tx
    .insert(creditNotes)
    .values({
      refundId: refund.id,
      applicationId: refund.applicationId,
      number: creditNoteNumber(financialYear, counter.sequence),
      financialYear,
      sequence: counter.sequence,
      receiptNumber: receipt.number,
      receiptIssuedAt: receipt.issuedAt,
      amount: split.amount,
      taxable: split.taxable,
      cgst: split.kind === "intra-state" ? split.cgst : null,
      sgst: split.kind === "intra-state" ? split.sgst : null,
      igst: split.kind === "inter-state" ? split.igst : null,
      issuedAt: now,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** A refund's credit note and the refund's reason and reference, for its PDF. */
export async function findCreditNote(db: Database, refundId: string) {
  const [row] = await db
    .select({ note: creditNotes, refund: refunds })
    .from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .where(eq(creditNotes.refundId, refundId));
  return row;
}

/** The credit notes issued in [from, to), in the series' order: the accountant's export. */
export async function creditNotesIssuedBetween(db: Database, from: Date, to: Date) {
  return db
    .select({ note: creditNotes, reason: refunds.reason })
    .from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.financialYear), asc(creditNotes.sequence));
}
