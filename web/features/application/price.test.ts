import { describe, expect, it } from "vitest";
import { FULL_PRICE } from "./price";

// How a price is shown is core/money.ts's (formatFee), tested there.
describe("the price", () => {
  it("starts from the full fee of 500000 paise without a coupon", () => {
    expect(FULL_PRICE).toEqual({ finalPrice: 500_000, couponCode: null, partnerName: null });
  });
});
