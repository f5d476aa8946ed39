import { describe, expect, it } from "vitest";
import { digitsOfCookie, digitsSetCookie, intlLocale } from "./languages";

// The Arabic edition's digits, a visitor's choice kept in a cookie (docs/product.md, section 2.6).

describe("the Arabic edition's digits", () => {
  it("are Western unless the cookie says Eastern Arabic", () => {
    expect(digitsOfCookie(undefined)).toBe("latn");
    expect(digitsOfCookie("")).toBe("latn");
    expect(digitsOfCookie("digits=latn")).toBe("latn");
    expect(digitsOfCookie("digits=other")).toBe("latn");
    expect(digitsOfCookie("founder=abc; digits=arab; theme=x")).toBe("arab");
    expect(digitsOfCookie("digits=arab")).toBe("arab");
    expect(digitsOfCookie("mydigits=arab")).toBe("latn");
  });

  it("are the locale's numbering system, in Arabic only", () => {
    expect(intlLocale("ar")).toBe("ar-AE-u-nu-latn-ca-gregory");
    expect(intlLocale("ar", "arab")).toBe("ar-AE-u-nu-arab-ca-gregory");
    expect(intlLocale("en", "arab")).toBe("en-GB");
    expect(new Intl.NumberFormat(intlLocale("ar", "arab")).format(1250.5)).toBe("١٬٢٥٠٫٥");
    expect(new Intl.NumberFormat(intlLocale("ar")).format(1250.5)).toBe("1,250.5");
  });

  it("are kept a year, and Western, the default, forgets the cookie", () => {
    expect(digitsSetCookie("arab")).toMatch(/^digits=arab; Path=\/; Max-Age=31536000;/);
    expect(digitsSetCookie("latn")).toMatch(/^digits=; Path=\/; Max-Age=0;/);
    expect(digitsOfCookie(digitsSetCookie("arab").split(";")[0])).toBe("arab");
  });
});
