import { eq } from "drizzle-orm";
import { languageOf } from "../../core/languages";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { paymentOrders } from "../db/schema/payments";
import { type BilledApplication, billedFromErasedReceipt } from "./receipt-document";
import { erasedReceiptLanguage, type ReceiptRow } from "./receipts-repository";

/**
 * Who a receipt, or a credit note against it, is made out to: the application as it stands, or
 * once it is erased the copy kept with its receipt, which stays valid
 * (docs/decisions/051-retention-and-erasure.md). Null when neither is there.
 */
export async function billedOn(
  db: Database,
  receipt: ReceiptRow,
): Promise<BilledApplication | null> {
  const [row] = await db
    .select({
      fullName: applications.fullName,
      startupName: applications.startupName,
      email: applications.email,
      couponCode: applications.couponCode,
      partnerName: applications.partnerName,
      paymentId: applications.paymentId,
      language: applications.language,
      provider: paymentOrders.provider,
    })
    .from(applications)
    .leftJoin(paymentOrders, eq(paymentOrders.id, applications.orderId))
    .where(eq(applications.id, receipt.applicationId));
  if (!row) return billedFromErasedReceipt(receipt, await erasedReceiptLanguage(db, receipt));
  const { provider, ...application } = row;
  return { ...application, language: languageOf(row.language), testPayment: provider === "test" };
}
