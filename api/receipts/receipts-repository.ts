import { and, eq, isNull } from "drizzle-orm";
import { type Language, languageOf } from "../../core/languages";
import type { ReceiptSummary } from "../../core/schemas/founder";
import type { Database } from "../db/client";
import { paymentOrders } from "../db/schema/payments";
import { receipts } from "../db/schema/receipts";

export type ReceiptRow = typeof receipts.$inferSelect;

export async function findReceipt(
  db: Database,
  applicationId: string,
): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.applicationId, applicationId));
  return row;
}

/**
 * The language of an erased application's receipt: its payment order's, which is the language the
 * founder applied in (docs/decisions/067-founder-language.md) and is kept as long as the receipt
 * (docs/decisions/051-retention-and-erasure.md). English when there is no order.
 */
export async function erasedReceiptLanguage(db: Database, receipt: ReceiptRow): Promise<Language> {
  if (!receipt.orderId) return "en";
  const [order] = await db
    .select({ language: paymentOrders.language })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, receipt.orderId));
  return languageOf(order?.language);
}

/**
 * Fixes what the document is the first time it is produced (a tax invoice under this GSTIN for a
 * founder in this state, or a receipt without GST), unless another request fixed it first.
 */
export async function fixReceiptDocument(
  db: Database,
  applicationId: string,
  document: { gstin: string | null; founderState: string | null },
  now = new Date(),
): Promise<void> {
  await db
    .update(receipts)
    .set({ ...document, documentFixedAt: now })
    .where(and(eq(receipts.applicationId, applicationId), isNull(receipts.documentFixedAt)));
}

/**
 * The receipt as a page lists it. Before its document is fixed, a tax invoice (GSTIN configured)
 * needs the founder's state first.
 */
export const toReceiptSummary = (row: ReceiptRow, gstin: string | null): ReceiptSummary => ({
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  needsState: row.documentFixedAt === null && gstin !== null,
});
