import { describe, expect, it } from "vitest";
import { splitGstInclusive } from "./gst";

// Computed by hand: taxable = price / 1.18 rounded to the paisa, tax = price - taxable,
// CGST = tax / 2 rounded up, SGST = the rest.
const TABLE = [
  // price, taxable, tax, CGST, SGST
  { price: 500_000, taxable: 423_729, tax: 76_271, cgst: 38_136, sgst: 38_135 }, // ₹5000
  { price: 250_000, taxable: 211_864, tax: 38_136, cgst: 19_068, sgst: 19_068 }, // ₹2500: 2118.644 → 2118.64
  { price: 100_000, taxable: 84_746, tax: 15_254, cgst: 7_627, sgst: 7_627 }, // ₹1000: 847.457 → 847.46
  { price: 118_000, taxable: 100_000, tax: 18_000, cgst: 9_000, sgst: 9_000 }, // ₹1180: exact
  { price: 1, taxable: 1, tax: 0, cgst: 0, sgst: 0 }, // 0.847 paise → 1
  { price: 59, taxable: 50, tax: 9, cgst: 5, sgst: 4 }, // 50 paise exactly, odd tax
  { price: 299_900, taxable: 254_153, tax: 45_747, cgst: 22_874, sgst: 22_873 }, // ₹2999: 2541.525 → 2541.53
];

describe("GST included in a price", () => {
  it.each(TABLE)("$price paise: taxable $taxable, CGST $cgst + SGST $sgst", (row) => {
    const split = splitGstInclusive(row.price, true);
    expect(split).toEqual({
      kind: "intra-state",
      taxable: row.taxable,
      cgst: row.cgst,
      sgst: row.sgst,
    });
    expect(row.taxable + row.cgst + row.sgst).toBe(row.price);
  });

  it.each(TABLE)("$price paise outside the firm's state: IGST $tax", (row) => {
    expect(splitGstInclusive(row.price, false)).toEqual({
      kind: "inter-state",
      taxable: row.taxable,
      igst: row.tax,
    });
  });

  it("adds up to the price for every price up to ₹10,000", () => {
    const wrong: number[] = [];
    for (let price = 0; price <= 1_000_000; price += 1) {
      const same = splitGstInclusive(price, true);
      const other = splitGstInclusive(price, false);
      if (
        same.kind !== "intra-state" ||
        other.kind !== "inter-state" ||
        same.taxable + same.cgst + same.sgst !== price ||
        other.taxable + other.igst !== price ||
        same.cgst - same.sgst > 1 ||
        same.cgst < same.sgst ||
        // The taxable value is the nearest paisa to price / 1.18.
        Math.abs(same.taxable - price / 1.18) > 0.5 + 1e-9
      ) {
        wrong.push(price);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses a price that is not whole paise", () => {
    expect(() => splitGstInclusive(12.5, true)).toThrow();
    expect(() => splitGstInclusive(-1, true)).toThrow();
  });
});
