import { describe, expect, it } from "vitest";
import { STATE_CHOICES } from "../../core/indian-states";
import { ARABIC_STATE_NAMES, RECEIPT_TEXTS, type ReceiptTexts } from "./receipt-texts";

const ENGLISH = RECEIPT_TEXTS.en;
const ARABIC = RECEIPT_TEXTS.ar;

/** Every word of a language's receipt, each function called with the same sample values. */
function everyText(texts: ReceiptTexts): Record<string, string> {
  const paid = new Date("2026-11-23T10:00:00Z");
  return {
    receipt: texts.title.receipt,
    taxInvoice: texts.title.taxInvoice,
    numberLine: texts.numberLine("NV/2026-27/000123"),
    dateLine: texts.dateLine(texts.date(paid)),
    gstinLine: texts.gstinLine("29ABCDE1234F1Z5"),
    billedTo: texts.billedTo,
    placeOfSupplyLine: texts.placeOfSupplyLine(texts.placeOfSupply("29")),
    description: texts.columns.description,
    sac: texts.columns.sac,
    amount: texts.columns.amount,
    service: texts.service,
    couponLine: texts.couponLine(texts.coupon("GULF50", "Gulf Angels")),
    taxableValue: texts.taxableValue,
    cgst: texts.cgst(9),
    sgst: texts.sgst(9),
    igst: texts.igst(18),
    totalPaidGstIncluded: texts.totalPaidGstIncluded,
    totalPaid: texts.totalPaid,
    paymentIdLine: texts.paymentIdLine("pay_123"),
    noPaymentIdLine: texts.paymentIdLine(null),
    gstIncluded: texts.gstIncluded(18),
    noGst: texts.noGst,
    testPayment: texts.testPayment,
    footer: texts.footer,
  };
}

const isolates = /[\u2066-\u2069]/g;
/** Latin words an Arabic receipt may show: the sample values and the tax's abbreviations. */
const ALLOWED_LATIN = /29ABCDE1234F1Z5|NV|GSTIN|GST|CGST|SGST|IGST|SAC|GULF50|Gulf|Angels|pay_123/g;

describe("the receipt's words in English and Arabic", () => {
  it("has every English text in Arabic too", () => {
    const keysOf = (texts: ReceiptTexts) =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === "object" ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key],
      );
    expect(keysOf(ARABIC)).toEqual(keysOf(ENGLISH));
    const english = everyText(ENGLISH);
    const arabic = everyText(ARABIC);
    expect(Object.keys(arabic)).toEqual(Object.keys(english));
    for (const [key, text] of Object.entries(arabic)) {
      expect(text, key).toMatch(/\p{Script=Arabic}/u);
      expect(text, key).not.toBe(english[key]);
      // No English word left: only the values and the abbreviations GST law uses.
      expect(text.replace(isolates, "").replace(ALLOWED_LATIN, ""), key).not.toMatch(/[A-Za-z]/);
    }
  });

  it("writes the same figures in both: Western digits, the same references", () => {
    const english = everyText(ENGLISH);
    const arabic = everyText(ARABIC);
    const figures = (text: string) => text.replace(isolates, "").match(/[\w/.-]*\d[\w/.,-]*/g);
    for (const key of Object.keys(english)) {
      expect(figures(arabic[key] ?? ""), key).toEqual(figures(english[key] ?? ""));
    }
    expect(ENGLISH.date(new Date("2026-11-23T10:00:00Z"))).toBe("23 November 2026");
    expect(ARABIC.date(new Date("2026-11-23T10:00:00Z"))).toBe("23 نوفمبر 2026");
    // The date is India's: 31 March 23:59 IST is still March.
    expect(ARABIC.date(new Date("2027-03-31T18:29:00Z"))).toBe("31 مارس 2027");
  });

  it("names every place of supply in Arabic", () => {
    for (const { code, name } of STATE_CHOICES) {
      expect(ENGLISH.placeOfSupply(code)).toBe(`${name} (${code})`);
      expect(ARABIC.placeOfSupply(code), name).toBe(`${ARABIC_STATE_NAMES[code]} (${code})`);
      expect(ARABIC_STATE_NAMES[code], name).toMatch(/^[\p{Script=Arabic} ]+$/u);
    }
    expect(ARABIC.placeOfSupply("29")).toBe("كارناتاكا (29)");
  });

  it("keeps a coupon's code and partner in their own order inside the Arabic line", () => {
    expect(ARABIC.couponLine(ARABIC.coupon("GULF50", "Gulf Angels!"))).toBe(
      "القسيمة: \u2066GULF50\u2069 (\u2068Gulf Angels!\u2069)",
    );
    expect(ENGLISH.couponLine(ENGLISH.coupon("GULF50", null))).toBe("Coupon: GULF50");
  });
});
