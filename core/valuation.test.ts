import { describe, expect, it } from "vitest";
import { CURRENCIES } from "./currencies";
import { computeValuation, describeAmount } from "./valuation";

// The page reads what is typed through computeValuation and shows amounts through describeAmount,
// so the parsing and formatting rules are checked through those two.
const investmentOf = (text: string) => {
  const result = computeValuation(text, "10");
  return result.ok ? result.investment : null;
};
const equityOf = (text: string) => {
  const result = computeValuation("100000", text);
  return result.ok ? result.equity : null;
};

describe("the investment typed", () => {
  it("loses its thousands separators in Indian and international styles", () => {
    expect(investmentOf("1,00,000")).toBe(100_000);
    expect(investmentOf("100,000")).toBe(100_000);
    expect(investmentOf(" 2 500 000 ")).toBe(2_500_000);
    expect(investmentOf("1250.75")).toBe(1250.75);
  });

  it("is read in Eastern Arabic and Persian digits as typed on an Arabic keyboard", () => {
    expect(investmentOf("١٠٠٬٠٠٠")).toBe(100_000);
    expect(investmentOf("١,٠٠,٠٠٠")).toBe(100_000);
    expect(investmentOf("۲۵۰۰۰۰")).toBe(250_000);
    expect(investmentOf("١٢٥٠٫٧٥")).toBe(1250.75);
  });

  it("is refused when it is not an amount", () => {
    for (const text of ["abc", "12abc", "-5000", "1e6", "1.2.3", "₹500", "Infinity"]) {
      expect(computeValuation(text, "10"), text).toEqual({ ok: false, problem: "investment" });
    }
  });

  it("is refused when too big to be finite", () => {
    expect(computeValuation("9".repeat(400), "10")).toEqual({ ok: false, problem: "investment" });
  });
});

describe("the equity typed", () => {
  it("loses its % sign", () => {
    expect(equityOf("10%")).toBe(10);
    expect(equityOf("12.5 %")).toBe(12.5);
    expect(equityOf("25")).toBe(25);
  });

  it("is read in Eastern Arabic digits, with or without the Arabic percent sign", () => {
    expect(equityOf("١٠٪")).toBe(10);
    expect(equityOf("١٢٫٥ %")).toBe(12.5);
    expect(equityOf("٢٥")).toBe(25);
  });

  it("is refused when it is not a percentage", () => {
    for (const text of ["%", "ten", "-10", "10%%x"]) {
      expect(computeValuation("100000", text), text).toEqual({ ok: false, problem: "equity" });
    }
  });
});

describe("computeValuation", () => {
  it("applies the spec's formulas: pre = investment ÷ (equity ÷ 100), post = pre + investment", () => {
    expect(computeValuation("1,00,000", "10%")).toEqual({
      ok: true,
      investment: 100_000,
      equity: 10,
      preMoney: 1_000_000,
      postMoney: 1_100_000,
    });
    const quarter = computeValuation("2,500,000", "25");
    expect(quarter).toMatchObject({ preMoney: 10_000_000, postMoney: 12_500_000 });
  });

  it("waits until both numbers are typed", () => {
    expect(computeValuation("", "10")).toEqual({ ok: false, problem: "incomplete" });
    expect(computeValuation("100000", " ")).toEqual({ ok: false, problem: "incomplete" });
  });

  it("refuses non-numeric and negative investments", () => {
    expect(computeValuation("lots", "10")).toEqual({ ok: false, problem: "investment" });
    expect(computeValuation("-100000", "10")).toEqual({ ok: false, problem: "investment" });
  });

  it("computes only when equity is above 0", () => {
    expect(computeValuation("100000", "0")).toEqual({ ok: false, problem: "equity" });
    expect(computeValuation("100000", "0%")).toEqual({ ok: false, problem: "equity" });
    expect(computeValuation("100000", "-5")).toEqual({ ok: false, problem: "equity" });
    expect(computeValuation("100000", "many")).toEqual({ ok: false, problem: "equity" });
  });

  it("accepts up to 100% equity and refuses more, which would buy more than the company", () => {
    expect(computeValuation("100000", "100")).toMatchObject({ ok: true, preMoney: 100_000 });
    expect(computeValuation("100000", "100.5")).toEqual({ ok: false, problem: "equity-over-100" });
    expect(computeValuation("100000", "250%")).toEqual({ ok: false, problem: "equity-over-100" });
  });

  it("values a zero investment at zero", () => {
    expect(computeValuation("0", "10")).toMatchObject({ ok: true, preMoney: 0, postMoney: 0 });
  });

  it("handles huge amounts, and refuses those whose valuation would overflow", () => {
    const huge = computeValuation("1,000,000,000,000,000", "1");
    expect(huge).toMatchObject({ ok: true, preMoney: 1e17, postMoney: 1.01e17 });
    expect(computeValuation(`1${"0".repeat(306)}`, "0.0001")).toEqual({
      ok: false,
      problem: "investment",
    });
  });
});

describe("formatting", () => {
  it("groups rupees the Indian way and others the international way, without .00 on whole amounts", () => {
    expect(describeAmount(10_000, "INR")).toBe("₹10,000");
    expect(describeAmount(99_999.5, "INR")).toBe("₹99,999.50");
    expect(describeAmount(1_000_000, "INR")).toMatch(/^₹10,00,000 /);
    expect(describeAmount(1_250_000, "USD")).toMatch(/^\$1,250,000 /);
    expect(describeAmount(3_000_000, "JPY")).toMatch(/^¥3,000,000 /);
    expect(describeAmount(1_250_000.5, "USD")).toMatch(/^\$1,250,000\.50 /);
    expect(describeAmount(100_000 / 0.3, "INR")).toMatch(/^₹3,33,333\.33 /);
  });

  it("abbreviates INR in Lakh from 100,000 and Crore from 10,000,000", () => {
    expect(describeAmount(99_999, "INR")).toBe("₹99,999");
    expect(describeAmount(100_000, "INR")).toBe("₹1,00,000 (₹1 Lakh)");
    expect(describeAmount(1_100_000, "INR")).toBe("₹11,00,000 (₹11 Lakh)");
    expect(describeAmount(9_999_999, "INR")).toBe("₹99,99,999 (₹100 Lakh)");
    expect(describeAmount(10_000_000, "INR")).toBe("₹1,00,00,000 (₹1 Crore)");
    expect(describeAmount(125_000_000, "INR")).toBe("₹12,50,00,000 (₹12.5 Crore)");
  });

  it("abbreviates the other currencies in Million from 500,000", () => {
    for (const currency of CURRENCIES.filter((c) => c !== "INR")) {
      expect(describeAmount(499_999, currency), currency).not.toContain("(");
      expect(describeAmount(500_000, currency), currency).toMatch(/ \(\D+0\.5 Million\)$/);
    }
    expect(describeAmount(12_500_000, "USD")).toBe("$12,500,000 ($12.5 Million)");
    expect(describeAmount(2_000_000, "GBP")).toBe("£2,000,000 (£2 Million)");
    expect(describeAmount(1_000_000, "AED")).toBe("AED\u00a01,000,000 (AED\u00a01 Million)");
  });
});

describe("describeAmount in Arabic", () => {
  it("writes the figure in Western digits with the currency's Arabic name", () => {
    expect(describeAmount(10_000, "INR", "ar")).toBe("10,000 روبية هندي");
    expect(describeAmount(99_999.5, "AED", "ar")).toBe("99,999.50 درهم إماراتي");
    expect(describeAmount(12_500_000, "USD", "ar")).toBe(
      "12,500,000 دولار أمريكي (12.5 مليون دولار أمريكي)",
    );
  });

  it("says Lakh, Crore and Million in Arabic from the same thresholds", () => {
    expect(describeAmount(100_000, "INR", "ar")).toBe("100,000 روبية هندي (1 لاك روبية هندي)");
    expect(describeAmount(10_000_000, "INR", "ar")).toBe(
      "10,000,000 روبية هندي (1 كرور روبية هندي)",
    );
    expect(describeAmount(499_999, "GBP", "ar")).not.toContain("(");
    expect(describeAmount(500_000, "GBP", "ar")).toBe(
      "500,000 جنيه إسترليني (0.5 مليون جنيه إسترليني)",
    );
    for (const currency of ["INR", "USD", "GBP", "AED", "JPY"] as const) {
      expect(describeAmount(1_234_567, currency, "ar")).not.toMatch(/[A-Za-z٠-٩]/);
    }
  });
});

describe("describeAmount in Arabic with Eastern Arabic digits", () => {
  it("writes the figures in ٠-٩ with the Arabic separators, through Intl", () => {
    expect(describeAmount(12_500_000, "USD", "ar", "arab")).toBe(
      "١٢٬٥٠٠٬٠٠٠ دولار أمريكي (١٢٫٥ مليون دولار أمريكي)",
    );
    expect(describeAmount(12_500_000, "USD", "ar", "arab")).not.toMatch(/[0-9]/);
    // The English page is never in them.
    expect(describeAmount(12_500_000, "USD", "en", "arab")).toBe("$12,500,000 ($12.5 Million)");
  });
});
