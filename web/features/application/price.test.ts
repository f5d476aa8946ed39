import { describe, expect, it } from "vitest";
import { FULL_PRICE, rupees } from "./price";

describe("prices in rupees", () => {
  it.each([
    [500_000, "₹5000"],
    [250_000, "₹2500"],
    [0, "₹0"],
    [249_950, "₹2499.50"],
    [199, "₹1.99"],
  ])("shows %i paise as %s", (paise, text) => {
    expect(rupees(paise)).toBe(text);
  });

  it("starts from the full fee of 500000 paise without a coupon", () => {
    expect(FULL_PRICE).toEqual({ finalPrice: 500_000, couponCode: null, partnerName: null });
  });
});
