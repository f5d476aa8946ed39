import { describe, expect, it } from "vitest";
import { APPLICATION_FEE_PAISE } from "./constants";
import { formatFee, formatRupees, paiseFromRupees, rupeesAmount } from "./money";

describe("formatRupees", () => {
  it("shows paise as rupees, grouped the Indian way", () => {
    expect(formatRupees(500000)).toBe("₹5,000");
    expect(formatRupees(12345678)).toBe("₹1,23,456.78");
    expect(formatRupees(250_000_000)).toBe("₹25,00,000");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("shows paise as two digits, and only when the amount is not whole", () => {
    expect(formatRupees(249_950)).toBe("₹2,499.50");
    expect(formatRupees(199)).toBe("₹1.99");
    expect(formatRupees(5)).toBe("₹0.05");
  });

  it("shows a dash, or the text asked for, when there is no amount", () => {
    expect(formatRupees(null)).toBe("—");
    expect(formatRupees(null, "N/A")).toBe("N/A");
  });
});

describe("formatFee", () => {
  it.each([
    [500_000, "₹5000"],
    [250_000, "₹2500"],
    [0, "₹0"],
    [249_950, "₹2499.50"],
    [199, "₹1.99"],
  ])("shows %i paise as %s", (paise, text) => {
    expect(formatFee(paise)).toBe(text);
  });

  it("writes the full fee as the spec does", () => {
    expect(formatFee(APPLICATION_FEE_PAISE)).toBe("₹5000");
  });
});

describe("rupeesAmount", () => {
  it("gives a plain amount with two decimals for files, or nothing", () => {
    expect(rupeesAmount(250_000)).toBe("2500.00");
    expect(rupeesAmount(12345678)).toBe("123456.78");
    expect(rupeesAmount(0)).toBe("0.00");
    expect(rupeesAmount(null)).toBe("");
  });
});

describe("paiseFromRupees", () => {
  it("turns typed rupees into whole paise", () => {
    expect(paiseFromRupees(2_500_000)).toBe(250_000_000);
    expect(paiseFromRupees(1234.567)).toBe(123_457);
    expect(formatRupees(paiseFromRupees(2_500_000))).toBe("₹25,00,000");
  });
});
