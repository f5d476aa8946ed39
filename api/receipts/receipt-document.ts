import { FIRM } from "../../core/firm";
import { GST_RATE_PERCENT, type GstSplit, SAC_CODE, splitGstInclusive } from "../../core/gst";
import { stateName } from "../../core/indian-states";
import { formatRupees } from "../../core/money";
import type { ReceiptRow } from "./receipts-repository";

/** Everything a receipt shows, worked out before drawing (and tested without a PDF). */
export type ReceiptDocument = {
  title: "Receipt" | "Tax invoice";
  number: string;
  /** The payment's date, India time: 23 November 2026. */
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

const indiaDate = (moment: Date) =>
  moment.toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

const HALF_RATE = GST_RATE_PERCENT / 2;

function taxRows(split: GstSplit, total: number) {
  const rows = [{ label: "Taxable value", rupees: formatRupees(split.taxable) }];
  if (split.kind === "intra-state") {
    rows.push(
      { label: `CGST ${HALF_RATE}%`, rupees: formatRupees(split.cgst) },
      { label: `SGST ${HALF_RATE}%`, rupees: formatRupees(split.sgst) },
    );
  } else {
    rows.push({ label: `IGST ${GST_RATE_PERCENT}%`, rupees: formatRupees(split.igst) });
  }
  rows.push({ label: "Total paid (GST included)", rupees: formatRupees(total) });
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
};

/**
 * What the receipt of an erased application keeps of it (docs/decisions/051-retention-and-erasure.md),
 * or null while the application exists.
 */
export function billedFromErasedReceipt(receipt: ReceiptRow): BilledApplication | null {
  if (!receipt.erasedAt) return null;
  return {
    fullName: receipt.billedName ?? "",
    startupName: receipt.billedStartup ?? "",
    email: receipt.billedEmail ?? "",
    couponCode: receipt.couponCode,
    partnerName: receipt.partnerName,
    paymentId: receipt.paymentId,
    testPayment: receipt.testPayment === true,
  };
}

/**
 * The receipt of a paid application, as its document was fixed: a tax invoice when it was issued
 * under a GSTIN (CGST and SGST when the founder's state is the GSTIN's state, IGST otherwise), a
 * plain receipt without GST when not.
 */
export function receiptDocument(
  application: BilledApplication,
  receipt: ReceiptRow,
): ReceiptDocument {
  const gstin = receipt.gstin;
  const state = receipt.founderState;
  const taxInvoice = gstin !== null && state !== null;
  const coupon = application.couponCode
    ? `${application.couponCode}${application.partnerName ? ` (${application.partnerName})` : ""}`
    : null;
  return {
    title: taxInvoice ? "Tax invoice" : "Receipt",
    number: receipt.number,
    date: indiaDate(receipt.issuedAt),
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
      placeOfSupply: taxInvoice ? `${stateName(state) ?? state} (${state})` : null,
    },
    description: "Startup Pitch Application Fee: review of the application and the pitch session",
    sac: taxInvoice ? SAC_CODE : null,
    amounts: taxInvoice
      ? taxRows(splitGstInclusive(receipt.amount, state === gstin.slice(0, 2)), receipt.amount)
      : [{ label: "Total paid", rupees: formatRupees(receipt.amount) }],
    coupon,
    paymentId: application.paymentId,
    testPayment: application.testPayment,
    notes: taxInvoice
      ? [`GST at ${GST_RATE_PERCENT}% is included in the amount paid.`]
      : ["No GST is charged on this amount."],
  };
}
