// GST on the application fee when the firm is registered (GSTIN configured): the fee is a price
// with 18% GST included, split by place of supply (docs/decisions/026-receipts.md).

/** India Standard Time, UTC+5:30 all year: GST's months and financial years are India's. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The GST rate on management consulting services (SAC 998311), in percent. */
export const GST_RATE_PERCENT = 18;

/** SAC 998311: management consulting and management services. */
export const SAC_CODE = "998311";

export type GstSplit =
  | { kind: "intra-state"; taxable: number; cgst: number; sgst: number }
  | { kind: "inter-state"; taxable: number; igst: number };

/**
 * The parts of a GST-inclusive price in paise, which always add up to it exactly:
 * taxable value = price × 100 / 118, rounded half up to the paisa; the tax is the rest. Within
 * the firm's state the tax is halved into CGST and SGST, CGST taking the odd paisa; elsewhere it
 * is all IGST. ₹5000: taxable ₹4237.29, CGST ₹381.36, SGST ₹381.35 (or IGST ₹762.71).
 */
export function splitGstInclusive(pricePaise: number, sameState: boolean): GstSplit {
  if (!Number.isInteger(pricePaise) || pricePaise < 0) {
    throw new Error(`A price in whole paise is needed, not ${pricePaise}`);
  }
  // Integer arithmetic: round(price * 100 / 118) = floor((price * 200 + 118) / 236).
  const taxable = Math.floor(
    (pricePaise * 200 + (100 + GST_RATE_PERCENT)) / (2 * (100 + GST_RATE_PERCENT)),
  );
  const tax = pricePaise - taxable;
  if (!sameState) return { kind: "inter-state", taxable, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { kind: "intra-state", taxable, cgst: tax - sgst, sgst };
}
