import { FIRM } from "../../core/firm";
import { GST_RATE_PERCENT, type GstSplit, SAC_CODE, splitGstInclusive } from "../../core/gst";
import type { Language } from "../../core/languages";
import { formatRupees } from "../../core/money";
import { RECEIPT_TEXTS, type ReceiptTexts } from "./receipt-texts";
import type { ReceiptRow } from "./receipts-repository";

/**
 * Everything a receipt shows, worked out before drawing (and tested without a PDF), in the language
 * the founder applied in: its words come from RECEIPT_TEXTS (api/receipts/receipt-texts.ts), the
 * renderer's labels too.
 */
export type ReceiptDocument = {
  language: Language;
  /** "Receipt" or "Tax invoice", or their Arabic. */
  title: string;
  number: string;
  /** The payment's date, India time: 23 November 2026 (23 نوفمبر 2026 in Arabic). */
  date: string;
  issuer: { name: string; address: readonly string[]; email: string; gstin: string | null };
  billedTo: { name: string; startup: string; email: string; placeOfSupply: string | null };
  description: string;
  sac: string | null;
  /** Rows of the amounts table, label and rupees, the last one the total. */
  amounts: { label: string; rupees: string }[];
  coupon: string | null;
  paymentId: string | null;
  /** The test checkout took no money: the receipt says so. */
  testPayment: boolean;
  notes: string[];
};

const HALF_RATE = GST_RATE_PERCENT / 2;

function taxRows(texts: ReceiptTexts, split: GstSplit, total: number) {
  const rows = [{ label: texts.taxableValue, rupees: formatRupees(split.taxable) }];
  if (split.kind === "intra-state") {
    rows.push(
      { label: texts.cgst(HALF_RATE), rupees: formatRupees(split.cgst) },
      { label: texts.sgst(HALF_RATE), rupees: formatRupees(split.sgst) },
    );
  } else {
    rows.push({ label: texts.igst(GST_RATE_PERCENT), rupees: formatRupees(split.igst) });
  }
  rows.push({ label: texts.totalPaidGstIncluded, rupees: formatRupees(total) });
  return rows;
}

/** What a receipt shows of the application it was paid for: the application's, or its erased copy's. */
export type BilledApplication = {
  fullName: string;
  startupName: string;
  email: string;
  couponCode: string | null;
  partnerName: string | null;
  paymentId: string | null;
  testPayment: boolean;
  /** The language the founder applied in: the receipt's words are in it. */
  language: Language;
};

/**
 * What the receipt of an erased application keeps of it (docs/decisions/051-retention-and-erasure.md),
 * or null while the application exists.
 */
export function billedFromErasedReceipt(
  receipt: ReceiptRow,
  language: Language,
): BilledApplication | null {
  if (!receipt.erasedAt) return null;
  return {
    fullName: receipt.billedName ?? "",
    startupName: receipt.billedStartup ?? "",
    email: receipt.billedEmail ?? "",
    couponCode: receipt.couponCode,
    partnerName: receipt.partnerName,
    paymentId: receipt.paymentId,
    testPayment: receipt.testPayment === true,
    language,
  };
}

/**
 * The receipt of a paid application, as its document was fixed: a tax invoice when it was issued
 * under a GSTIN (CGST and SGST when the founder's state is the GSTIN's state, IGST otherwise), a
 * plain receipt without GST when not. The same numbers and GST fields in either language; only the
 * words change.
 */
export function receiptDocument(
  application: BilledApplication,
  receipt: ReceiptRow,
): ReceiptDocument {
  const gstin = receipt.gstin;
  const state = receipt.founderState;
  const taxInvoice = gstin !== null && state !== null;
  const texts = RECEIPT_TEXTS[application.language];
  const coupon = application.couponCode
    ? texts.coupon(application.couponCode, application.partnerName)
    : null;
  return {
    language: application.language,
    title: taxInvoice ? texts.title.taxInvoice : texts.title.receipt,
    number: receipt.number,
    date: texts.date(receipt.issuedAt),
    issuer: {
      name: FIRM.billing.legalName,
      address: FIRM.billing.address,
      email: FIRM.email,
      gstin: taxInvoice ? gstin : null,
    },
    billedTo: {
      name: application.fullName,
      startup: application.startupName,
      email: application.email,
      placeOfSupply: taxInvoice ? texts.placeOfSupply(state) : null,
    },
    description: texts.service,
    sac: taxInvoice ? SAC_CODE : null,
    amounts: taxInvoice
      ? taxRows(
          texts,
          splitGstInclusive(receipt.amount, state === gstin.slice(0, 2)),
          receipt.amount,
        )
      : [{ label: texts.totalPaid, rupees: formatRupees(receipt.amount) }],
    coupon,
    paymentId: application.paymentId,
    testPayment: application.testPayment,
    notes: taxInvoice ? [texts.gstIncluded(GST_RATE_PERCENT)] : [texts.noGst],
  };
}
