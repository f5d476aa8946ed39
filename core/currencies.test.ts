import { describe, expect, it } from "vitest";
import { CURRENCIES, formatAmount, groupAmount } from "./currencies";
import { INTL_LOCALE } from "./languages";

describe("currencies", () => {
  it("are the valuation calculator's five (docs/product.md, section 9.4)", () => {
    expect(CURRENCIES).toEqual(["INR", "USD", "GBP", "AED", "JPY"]);
  });

  it("write a deal's amount as its code and the figure in Western grouping, rupees too", () => {
    expect(formatAmount("USD", 250_000)).toBe("USD 250,000");
    expect(formatAmount("INR", 5_000_000)).toBe("INR 5,000,000");
    expect(formatAmount("AED", 999)).toBe("AED 999");
    expect(`${formatAmount("AED", 250_000)} – ${groupAmount(2_000_000)}`).toBe(
      "AED 250,000 – 2,000,000",
    );
  });

  it("write the same figure for the deal room's Arabic reader, in Western digits", () => {
    expect(formatAmount("USD", 250_000, INTL_LOCALE.ar)).toBe("USD 250,000");
  });
});
