import { toCsv } from "../../core/csv";
import { IST_OFFSET_MS } from "../../core/gst";
import { REFUND_REASON_LABELS, type RefundReason, type RefundStatus } from "../../core/refunds";
import type { Refund, RefundsView, StaffRefund } from "../../core/schemas/refund";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { billedOn } from "../receipts/billed-on";
import { creditNoteDocument } from "../receipts/credit-note-document";
import { findReceipt } from "../receipts/receipts-repository";
import { renderReceiptPdf } from "../receipts/render-receipt";
import { creditNotesIssuedBetween, findCreditNote } from "./credit-notes";
import {
  findPaymentOrder,
  paidApplication,
  refundedOfPayment,
  refundsOfApplication,
} from "./refunds-repository";

type Listed = Awaited<ReturnType<typeof refundsOfApplication>>[number];

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

const founderRefund = ({ refund, creditNote }: Listed): Refund => ({
  id: refund.id,
  amount: refund.amount,
  reason: refund.reason as RefundReason,
  status: refund.status as RefundStatus,
  arn: refund.arn,
  createdAt: refund.createdAt.toISOString(),
  processedAt: iso(refund.processedAt),
  failedAt: iso(refund.failedAt),
  creditNote: creditNote
    ? { number: creditNote.number, issuedAt: creditNote.issuedAt.toISOString() }
    : null,
});

/** The refunds of an application as its founder's page shows them. */
export async function founderRefunds(db: Database, applicationId: string): Promise<Refund[]> {
  return (await refundsOfApplication(db, applicationId)).map(founderRefund);
}

const staffRefund = (row: Listed): StaffRefund => ({
  ...founderRefund(row),
  note: row.refund.note,
  failureReason: row.refund.failureReason,
  paymentId: row.refund.paymentId,
  automatic: row.refund.requestedBy === null,
});

/** One refund of an application as staff see it (the answer to recording it). */
export async function staffRefundOf(
  db: Database,
  applicationId: string,
  refundId: string,
): Promise<StaffRefund> {
  const row = (await refundsOfApplication(db, applicationId)).find(
    (listed) => listed.refund.id === refundId,
  );
  if (!row) throw new Error(`refund ${refundId} is not listed`);
  return staffRefund(row);
}

/** GET …/refunds: what was paid, what can still be refunded, and every refund with staff detail. */
export async function refundsView(
  db: Database,
  applicationId: string,
  gstin: string | null,
): Promise<RefundsView> {
  const application = await paidApplication(db, applicationId);
  const refunds = (await refundsOfApplication(db, applicationId)).map(staffRefund);
  if (!application.orderId || !application.paymentId || !application.finalPrice) {
    return { paid: 0, refundable: 0, needsState: false, refunds };
  }
  const order = await findPaymentOrder(db, application.orderId);
  const paid = order?.amount ?? application.finalPrice;
  const refunded = await refundedOfPayment(db, application.paymentId);
  const receipt = await findReceipt(db, applicationId);
  return {
    paid,
    refundable: Math.max(0, paid - refunded),
    needsState: gstin !== null && receipt !== undefined && receipt.documentFixedAt === null,
    refunds,
  };
}

export const NO_CREDIT_NOTE = "There is no credit note for this refund.";

/** A refund's credit note as a tagged PDF, for the founder's page and the console. */
export async function creditNotePdf(
  db: Database,
  applicationId: string,
  refundId: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const found = await findCreditNote(db, refundId);
  if (!found || found.note.applicationId !== applicationId)
    throw new HttpError(404, NO_CREDIT_NOTE);
  const receipt = await findReceipt(db, applicationId);
  if (!receipt) throw new HttpError(404, NO_CREDIT_NOTE);
  const billed = await billedOn(db, receipt);
  if (!billed) throw new HttpError(404, NO_CREDIT_NOTE);
  const document = creditNoteDocument(billed, receipt, found.note, {
    reason: found.refund.reason as RefundReason,
    arn: found.refund.arn,
    paymentId: found.refund.paymentId,
  });
  const bytes = await renderReceiptPdf(document);
  return { fileName: `credit-note-${found.note.number.replaceAll("/", "-")}.pdf`, bytes };
}

/** The accountant's CSV of the credit notes issued in one month (India time), in series order. */
export async function creditNotesCsv(db: Database, month: string): Promise<string> {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  // India's month starts 5:30 before UTC's: at 18:30 UTC the day before.
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS);
  const rows = await creditNotesIssuedBetween(db, from, to);
  const rupees = (paise: number | null) => (paise === null ? "" : (paise / 100).toFixed(2));
  const day = (moment: Date) =>
    new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  return toCsv(
    [
      "Month",
      "Credit note",
      "Issued on",
      "Original invoice",
      "Invoice date",
      "Taxable value (INR)",
      "CGST (INR)",
      "SGST (INR)",
      "IGST (INR)",
      "Total refunded (INR)",
      "Reason",
    ],
    rows.map(({ note, reason }) => [
      month,
      note.number,
      day(note.issuedAt),
      note.receiptNumber,
      day(note.receiptIssuedAt),
      rupees(note.taxable),
      rupees(note.cgst),
      rupees(note.sgst),
      rupees(note.igst),
      rupees(note.amount),
      REFUND_REASON_LABELS.en[reason as RefundReason],
    ]),
  );
}
