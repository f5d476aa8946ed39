import { NO_RECEIPT, STATE_NEEDED } from "../../core/founder-messages";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { billedOn } from "../receipts/billed-on";
import { receiptDocument } from "../receipts/receipt-document";
import { findReceipt, fixReceiptDocument } from "../receipts/receipts-repository";
import { renderReceiptPdf } from "../receipts/render-receipt";

export { NO_RECEIPT, STATE_NEEDED };

/**
 * The receipt's PDF, for the founder's page and the console alike. The first time it is produced
 * its document is fixed (a tax invoice under the configured GSTIN with the founder's state, or a
 * receipt without GST) and stays so: a later change of configuration never rewrites an issued
 * document (docs/decisions/026-receipts.md). Its words are in the language the founder applied in,
 * which never changes, so an issued receipt reads the same every time.
 */
export async function receiptPdf(
  db: Database,
  applicationId: string,
  { gstin, state }: { gstin: string | null; state?: string | undefined },
): Promise<{ fileName: string; bytes: Uint8Array }> {
  let receipt = await findReceipt(db, applicationId);
  if (!receipt) throw new HttpError(404, NO_RECEIPT);
  if (receipt.documentFixedAt === null) {
    if (gstin && !state) throw new HttpError(400, STATE_NEEDED);
    await fixReceiptDocument(db, applicationId, {
      gstin,
      founderState: gstin ? (state ?? null) : null,
    });
    receipt = await findReceipt(db, applicationId);
    if (!receipt) throw new HttpError(404, NO_RECEIPT);
  }
  const billed = await billedOn(db, receipt);
  if (!billed) throw new HttpError(404, NO_RECEIPT);
  const bytes = await renderReceiptPdf(receiptDocument(billed, receipt));
  return { fileName: `receipt-${receipt.number.replaceAll("/", "-")}.pdf`, bytes };
}
