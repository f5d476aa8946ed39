import { type GstSplit, splitGstInclusive } from "./gst";

// A refund of a taxed fee reverses the receipt's taxable value and GST in proportion to the money
// given back, on a credit note of its own; the receipt itself is never changed. Each note is the
// difference between the refunds' running total split in proportion before and after it, so
// however the fee is refunded, in one note or several, the notes never reverse more than the
// receipt charged, and a full refund reverses exactly what it did, to the paisa.

export type CreditNoteSplit = GstSplit & {
  /** The money this note gives back, in paise: the taxable value plus the tax reversed. */
  amount: number;
};

/** a × b / c rounded half up to the whole paisa, in integers. */
const proportion = (a: number, b: number, c: number) => Math.floor((2 * a * b + c) / (2 * c));

/** The receipt's parts reversed by refunds that add up to `refunded` of the `paid` price. */
function reversedBy(paid: number, refunded: number, sameState: boolean): GstSplit {
  const receipt = splitGstInclusive(paid, sameState);
  const taxable = paid === 0 ? 0 : proportion(receipt.taxable, refunded, paid);
  const tax = refunded - taxable;
  if (!sameState) return { kind: "inter-state", taxable, igst: tax };
  // Halved as on the receipt: CGST takes the odd paisa.
  const sgst = Math.floor(tax / 2);
  return { kind: "intra-state", taxable, cgst: tax - sgst, sgst };
}

export class RefundTooLargeError extends Error {}

/**
 * The credit note of a refund of `refund` paise from a GST-inclusive fee of `paid` paise, of which
 * `refundedBefore` was already given back; `sameState` as on the receipt (CGST and SGST, or IGST).
 * Refused when the refunds would pass what was paid.
 */
export function creditNoteSplit(
  paid: number,
  sameState: boolean,
  refundedBefore: number,
  refund: number,
): CreditNoteSplit {
  for (const value of [paid, refundedBefore, refund]) {
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(`Amounts in whole paise are needed, not ${value}`);
    }
  }
  if (refund === 0) throw new RefundTooLargeError("A refund gives back at least one paisa.");
  if (refundedBefore + refund > paid) {
    throw new RefundTooLargeError(
      `A refund can give back at most what was paid less what was refunded: ${paid - refundedBefore} paise.`,
    );
  }
  const before = reversedBy(paid, refundedBefore, sameState);
  const after = reversedBy(paid, refundedBefore + refund, sameState);
  const taxable = after.taxable - before.taxable;
  if (after.kind === "inter-state" && before.kind === "inter-state") {
    return { kind: "inter-state", amount: refund, taxable, igst: after.igst - before.igst };
  }
  if (after.kind === "intra-state" && before.kind === "intra-state") {
    return {
      kind: "intra-state",
      amount: refund,
      taxable,
      cgst: after.cgst - before.cgst,
      sgst: after.sgst - before.sgst,
    };
  }
  throw new Error("unreachable: one receipt has one place of supply");
}
