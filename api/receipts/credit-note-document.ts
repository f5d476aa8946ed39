import { FIRM } from "../../core/firm";
import { GST_RATE_PERCENT, SAC_CODE } from "../../core/gst";
import { formatRupees } from "../../core/money";
import { REFUND_REASON_LABELS, type RefundReason } from "../../core/refunds";
import type { creditNotes } from "../db/schema/refunds";
import type { BilledApplication, ReceiptDocument } from "./receipt-document";
import { RECEIPT_TEXTS } from "./receipt-texts";
import type { ReceiptRow } from "./receipts-repository";

export type CreditNoteRow = typeof creditNotes.$inferSelect;

const HALF_RATE = GST_RATE_PERCENT / 2;

/**
 * A credit note, drawn by the receipt's renderer (api/receipts/render-receipt.ts) as the same
 * tagged page: the firm and its GSTIN, the founder as on the receipt, the tax invoice it stands
 * against, the taxable value and GST reversed (IGST, or CGST and SGST, as on the receipt), the
 * reason and the bank's reference, in the language the founder applied in.
 */
export function creditNoteDocument(
  application: BilledApplication,
  receipt: ReceiptRow,
  note: CreditNoteRow,
  refund: { reason: RefundReason; arn: string | null; paymentId: string },
): ReceiptDocument {
  const texts = RECEIPT_TEXTS[application.language];
  const words = texts.creditNote;
  const amounts = [{ label: texts.taxableValue, rupees: formatRupees(note.taxable) }];
  if (note.igst !== null) {
    amounts.push({ label: texts.igst(GST_RATE_PERCENT), rupees: formatRupees(note.igst) });
  } else {
    amounts.push(
      { label: texts.cgst(HALF_RATE), rupees: formatRupees(note.cgst ?? 0) },
      { label: texts.sgst(HALF_RATE), rupees: formatRupees(note.sgst ?? 0) },
    );
  }
  amounts.push({ label: words.totalRefunded, rupees: formatRupees(note.amount) });
  return {
    language: application.language,
    title: words.title,
    number: note.number,
    date: texts.date(note.issuedAt),
    issuer: {
      name: FIRM.billing.legalName,
      address: FIRM.billing.address,
      email: FIRM.email,
      gstin: receipt.gstin,
    },
    billedTo: {
      name: application.fullName,
      startup: application.startupName,
      email: application.email,
      placeOfSupply: receipt.founderState ? texts.placeOfSupply(receipt.founderState) : null,
    },
    description: words.service(note.receiptNumber, texts.date(note.receiptIssuedAt)),
    sac: SAC_CODE,
    amounts,
    coupon: null,
    paymentId: refund.paymentId,
    testPayment: application.testPayment,
    notes: [
      words.reasonLine(REFUND_REASON_LABELS[application.language][refund.reason]),
      ...(refund.arn ? [words.arnLine(refund.arn)] : []),
      words.invoiceStands,
    ],
  };
}
