import { describe, expect, it } from "vitest";
import { creditNoteSplit, RefundTooLargeError } from "./credit-note";
import { splitGstInclusive } from "./gst";

// The fee: ₹5000, GST included. Receipt (core/gst.test.ts): taxable ₹4237.29, CGST ₹381.36,
// SGST ₹381.35, or IGST ₹762.71.
const FEE = 500_000;

describe("a credit note's amounts", () => {
  it("reverses the whole receipt on a full refund, within the firm's state", () => {
    expect(creditNoteSplit(FEE, true, 0, FEE)).toEqual({
      kind: "intra-state",
      amount: 500_000,
      taxable: 423_729,
      cgst: 38_136,
      sgst: 38_135,
    });
  });

  it("reverses the whole receipt on a full refund, as IGST elsewhere", () => {
    expect(creditNoteSplit(FEE, false, 0, FEE)).toEqual({
      kind: "inter-state",
      amount: 500_000,
      taxable: 423_729,
      igst: 76_271,
    });
  });

  it("reverses half for half the fee, rounded to the paisa", () => {
    // ₹2500 of ₹5000: taxable 4237.29 / 2 = 2118.645 → 2118.65; tax 381.35, halved 190.68 + 190.67.
    expect(creditNoteSplit(FEE, true, 0, 250_000)).toEqual({
      kind: "intra-state",
      amount: 250_000,
      taxable: 211_865,
      cgst: 19_068,
      sgst: 19_067,
    });
    expect(creditNoteSplit(FEE, false, 0, 250_000)).toEqual({
      kind: "inter-state",
      amount: 250_000,
      taxable: 211_865,
      igst: 38_135,
    });
  });

  it("gives two partial refunds that add up to the receipt", () => {
    const first = creditNoteSplit(FEE, true, 0, 200_000);
    const second = creditNoteSplit(FEE, true, 200_000, 300_000);
    // ₹2000: taxable 4237.29 × 0.4 = 1694.916 → 1694.92, tax 305.08 → 152.54 + 152.54.
    expect(first).toEqual({
      kind: "intra-state",
      amount: 200_000,
      taxable: 169_492,
      cgst: 15_254,
      sgst: 15_254,
    });
    expect(second).toEqual({
      kind: "intra-state",
      amount: 300_000,
      taxable: 423_729 - 169_492,
      cgst: 38_136 - 15_254,
      sgst: 38_135 - 15_254,
    });
  });

  it("never gives back more than was paid less what was refunded", () => {
    expect(() => creditNoteSplit(FEE, true, 0, FEE + 1)).toThrow(RefundTooLargeError);
    expect(() => creditNoteSplit(FEE, true, 250_000, 250_001)).toThrow(
      "at most what was paid less what was refunded: 250000 paise",
    );
    expect(() => creditNoteSplit(FEE, true, FEE, 1)).toThrow(RefundTooLargeError);
    expect(() => creditNoteSplit(FEE, true, 0, 0)).toThrow(RefundTooLargeError);
    expect(() => creditNoteSplit(FEE, true, 0, 10.5)).toThrow("whole paise");
  });

  it("adds up, never negative, for any way of refunding a fee in parts", () => {
    // A fixed sequence of prices and cuts, so the test is the same every run.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % below;
    };
    for (let round = 0; round < 300; round += 1) {
      const paid = 1 + random(1_000_000);
      const sameState = random(2) === 0;
      const receipt = splitGstInclusive(paid, sameState);
      const sums = { taxable: 0, first: 0, second: 0 };
      let refunded = 0;
      while (refunded < paid) {
        const refund = Math.min(paid - refunded, 1 + random(Math.max(1, Math.floor(paid / 3))));
        const note = creditNoteSplit(paid, sameState, refunded, refund);
        const [first, second] =
          note.kind === "intra-state" ? [note.cgst, note.sgst] : [note.igst, 0];
        expect(Math.min(note.taxable, first, second)).toBeGreaterThanOrEqual(0);
        expect(note.taxable + first + second).toBe(refund);
        sums.taxable += note.taxable;
        sums.first += first;
        sums.second += second;
        refunded += refund;
      }
      expect(sums).toEqual(
        receipt.kind === "intra-state"
          ? { taxable: receipt.taxable, first: receipt.cgst, second: receipt.sgst }
          : { taxable: receipt.taxable, first: receipt.igst, second: 0 },
      );
    }
  });
});
