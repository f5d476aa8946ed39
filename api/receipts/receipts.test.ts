import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { APPLICATION_FEE_PAISE } from "../../core/constants";
import { createApplication, findAdminApplication } from "../applications/applications-repository";
import { receipts } from "../db/schema/receipts";
import { createCoupon } from "../payments/coupons";
import { loginAsAdmin } from "../test/admin";
import { anApplication } from "../test/factories";
import { aPaidApplication, asFounder } from "../test/founder";
import { useTestApp } from "../test/helpers";
import { applyWith, paidOrder, paymentTestEnv, submission } from "../test/payments";
import {
  firstOutOfOrder,
  pdfActualText,
  pdfEmbeddedFonts,
  pdfTagging,
  pdfText,
  pdftotext,
} from "../test/pdf-text";
import { receiptDocument } from "./receipt-document";
import { allocateReceipt, financialYearOf } from "./receipt-numbers";
import { findReceipt } from "./receipts-repository";
import { renderReceiptPdf } from "./render-receipt";

const NUMBER = /^NV\/(\d{4}-\d{2})\/(\d{6})$/;

describe("the Indian financial year of a payment", () => {
  it.each([
    ["2026-03-31T18:29:59Z", "2025-26"], // 31 March 23:59:59 in India
    ["2026-03-31T18:30:00Z", "2026-27"], // 1 April 00:00 in India
    ["2026-11-23T10:00:00Z", "2026-27"],
    ["2027-03-31T18:29:59Z", "2026-27"],
    ["2099-06-01T00:00:00Z", "2099-00"],
  ])("%s is in %s", (moment, year) => {
    expect(financialYearOf(new Date(moment))).toBe(year);
  });
});

describe("receipt numbers", () => {
  const t = useTestApp(paymentTestEnv);

  it("numbers 20 payments completed at once without gaps and without duplicates", async () => {
    const orders = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const answers = anApplication({ startupName: `Concurrent ${index}` });
        return paidOrder(t.app, { answers });
      }),
    );
    const answered = await Promise.all(
      orders.map(({ answers, payment }) =>
        applyWith(t.app, submission(answers, payment, { finalPrice: APPLICATION_FEE_PAISE })),
      ),
    );
    expect(answered.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const rows = await t.db.select().from(receipts);
    const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    for (const row of rows) {
      const [, year, digits] = row.number.match(NUMBER) ?? [];
      expect(year).toBe(financialYearOf(row.issuedAt));
      expect(Number(digits)).toBe(row.sequence);
      expect(row.amount).toBe(APPLICATION_FEE_PAISE);
    }
    expect(new Set(rows.map((row) => row.number)).size).toBe(20);
    expect(new Set(rows.map((row) => row.applicationId)).size).toBe(20);
  });

  it("gives a number back when the payment's transaction fails", async () => {
    const paidAt = new Date("2031-05-01T06:00:00Z");
    const application = await createApplication(t.db, anApplication(), {
      paymentId: "pay_rolled_back",
      couponCode: null,
      finalPrice: APPLICATION_FEE_PAISE,
      partnerName: null,
    });
    await expect(
      t.db.transaction(async (tx) => {
        await allocateReceipt(tx, { applicationId: application._id, amount: 1, paidAt });
        throw new Error("the application could not be saved");
      }),
    ).rejects.toThrow("the application could not be saved");
    const number = await t.db.transaction((tx) =>
      allocateReceipt(tx, { applicationId: application._id, amount: 1, paidAt }),
    );
    expect(number).toBe("NV/2031-32/000001");
  });

  it("gives no receipt and uses no number for an application a coupon made free", async () => {
    await createCoupon(t.db, { code: "NOFEE", partnerName: "Nakhla Scouts", finalPrice: 0 });
    const before = await t.db.$count(receipts);
    const response = await applyWith(
      t.app,
      submission(anApplication(), undefined, { finalPrice: 0, couponCode: "NOFEE" }),
    );
    expect(response.statusCode).toBe(201);
    const { founderToken, _id } = response.json();
    expect(await t.db.$count(receipts)).toBe(before);
    expect(await t.db.$count(receipts, eq(receipts.applicationId, _id))).toBe(0);
    const page = await asFounder(t.app, founderToken, { url: "/api/my-application" });
    expect(page.json().payment).toMatchObject({ amountPaid: 0, receipt: null });
    const receipt = await asFounder(t.app, founderToken, { url: "/api/my-application/receipt" });
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json()).toEqual({
      message: "There is no receipt: no fee was paid for this application.",
    });
  });
});

describe("a receipt without GST (no GSTIN configured)", () => {
  const t = useTestApp(paymentTestEnv);

  it("is downloaded by the founder and by staff, with the firm, founder, amount, coupon and payment", async () => {
    await createCoupon(t.db, { code: "GULF50", partnerName: "Gulf Angels", finalPrice: 250_000 });
    const answers = anApplication({ fullName: "José Ñúñez", startupName: "Chai Point Labs" });
    const { payment } = await paidOrder(t.app, { answers, amount: 250_000, couponCode: "GULF50" });
    const applied = await applyWith(
      t.app,
      submission(answers, payment, { finalPrice: 250_000, couponCode: "GULF50" }),
    );
    const { founderToken, _id } = applied.json();
    const page = await asFounder(t.app, founderToken, { url: "/api/my-application" });
    expect(page.json().payment.receipt).toMatchObject({ needsState: false });
    const number = page.json().payment.receipt.number as string;

    const response = await asFounder(t.app, founderToken, { url: "/api/my-application/receipt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="receipt-${number.replaceAll("/", "-")}.pdf"`,
    );
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Receipt ${number}`);
    const text = await pdfText(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        "Nakhla Ventures RECEIPT",
        `No. ${number}`,
        "2nd Floor, 100 Feet Road, Indiranagar",
        "Bengaluru 560038",
        "José Ñúñez",
        "Chai Point Labs",
        answers.email,
        "Total paid ₹2,500",
        "Coupon: GULF50 (Gulf Angels)",
        `Payment id: ${payment.razorpay_payment_id}`,
        "No GST is charged on this amount.",
        "TEST PAYMENT: taken by the test checkout; no money was received.",
      ]),
    );
    expect(text.join(" ")).not.toContain("GSTIN");

    const { headers } = await loginAsAdmin(t.app, t.db);
    const staff = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${_id}/receipt`,
      headers,
    });
    expect(staff.statusCode).toBe(200);
    expect(await pdfText(staff.rawPayload)).toEqual(text);
  });
});

describe("a tax invoice (GSTIN configured)", () => {
  const GSTIN = "29ABCDE1234F1Z5";
  const t = useTestApp({ ...paymentTestEnv, GSTIN });

  it("asks the founder's state first, then splits the 18% GST as CGST and SGST within Karnataka", async () => {
    const { token } = await aPaidApplication(t.app);
    const page = await asFounder(t.app, token, { url: "/api/my-application" });
    expect(page.json().payment.receipt).toMatchObject({ needsState: true });

    const unasked = await asFounder(t.app, token, { url: "/api/my-application/receipt" });
    expect(unasked.statusCode).toBe(400);
    expect(unasked.json().message).toBe(
      "Choose your state: the tax invoice shows CGST and SGST or IGST depending on it.",
    );
    const unknown = await asFounder(t.app, token, { url: "/api/my-application/receipt?state=99" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("Choose your state");

    const invoice = await asFounder(t.app, token, { url: "/api/my-application/receipt?state=29" });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        "Nakhla Ventures TAX INVOICE",
        `GSTIN: ${GSTIN}`,
        "Place of supply: Karnataka (29)",
        "998311 ₹5,000",
        "Taxable value ₹4,237.29",
        "CGST 9% ₹381.36",
        "SGST 9% ₹381.35",
        "Total paid (GST included) ₹5,000",
        "GST at 18% is included in the amount paid.",
      ]),
    );
    expect(text.join("\n")).not.toContain("IGST");
    const after = await asFounder(t.app, token, { url: "/api/my-application" });
    expect(after.json().payment.receipt).toMatchObject({ needsState: false });
    // Fixed once issued: a later request cannot turn it into another state's invoice.
    const again = await asFounder(t.app, token, { url: "/api/my-application/receipt?state=27" });
    expect(await pdfText(again.rawPayload)).toEqual(text);
  });

  it("charges IGST for a founder in another state or abroad", async () => {
    for (const [state, place] of [
      ["27", "Maharashtra (27)"],
      ["OI", "Outside India (OI)"],
    ]) {
      const { token } = await aPaidApplication(t.app);
      const invoice = await asFounder(t.app, token, {
        url: `/api/my-application/receipt?state=${state}`,
      });
      const text = await pdfText(invoice.rawPayload);
      expect(text).toEqual(
        expect.arrayContaining([
          `Place of supply: ${place}`,
          "Taxable value ₹4,237.29",
          "IGST 18% ₹762.71",
          "Total paid (GST included) ₹5,000",
        ]),
      );
      expect(text.join("\n")).not.toMatch(/CGST|SGST/);
    }
  });
});

describe("a receipt for founders who write their names in other scripts", () => {
  const t = useTestApp(paymentTestEnv);

  const receiptOf = async (answers: ReturnType<typeof anApplication>, partnerName: string) => {
    const code = `P${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await createCoupon(t.db, { code, partnerName, finalPrice: 250_000 });
    const { payment } = await paidOrder(t.app, { answers, amount: 250_000, couponCode: code });
    const applied = await applyWith(
      t.app,
      submission(answers, payment, { finalPrice: 250_000, couponCode: code }),
    );
    const response = await asFounder(t.app, applied.json().founderToken, {
      url: "/api/my-application/receipt",
    });
    expect(response.statusCode).toBe(200);
    return { code, bytes: response.rawPayload };
  };

  it("draws Latin with its accents, Greek, Cyrillic and Vietnamese as written, in a subset of Noto Sans", async () => {
    const { code, bytes } = await receiptOf(
      anApplication({ fullName: "Łukasz Şahin", startupName: "Αθηνά & Дмитрий Labs" }),
      "Nguyễn Văn An",
    );
    const text = await pdfText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        "Łukasz Şahin",
        "Αθηνά & Дмитрий Labs",
        `Coupon: ${code} (Nguyễn Văn An)`,
        "Total paid ₹2,500",
      ]),
    );
    expect(text.join("\n")).not.toContain("?");
    const fonts = await pdfEmbeddedFonts(bytes);
    expect(fonts.map((font) => font.name.replace(/-\d+$/, "")).sort()).toEqual([
      "NotoSans-Bold",
      "NotoSans-Regular",
    ]);
    // Subsets: the glyphs drawn, not the 630 kB faces.
    for (const font of fonts) expect(font.size).toBeLessThan(40_000);
  });

  it("draws a name in Devanagari and one in Arabic (right to left) with their own faces", async () => {
    const { bytes } = await receiptOf(
      anApplication({ fullName: "अनन्या दास", startupName: "محمد Labs" }),
      "शक्ति पार्टनर्स",
    );
    // What PDF.js reads from the glyphs: these words need no reordering of their glyphs.
    const text = await pdfText(bytes);
    expect(text).toEqual(expect.arrayContaining(["अनन्या दास", "محمد Labs", "Total paid ₹2,500"]));
    expect(text.join("\n")).not.toContain("?");
    // The text as written, for readers honouring /ActualText (a conjunct and a reph reorder glyphs);
    // a line with a right-to-left run has a span per run, the Arabic one in drawing order
    // (api/lib/pdf-text-runs.ts), which poppler reads back in its order (the space between the
    // two scripts is poppler's to place).
    expect(await pdfActualText(bytes)).toEqual(
      expect.arrayContaining([
        "अनन्या दास",
        "دمحم",
        "Labs",
        expect.stringContaining("(शक्ति पार्टनर्स)"),
      ]),
    );
    expect(pdftotext(bytes).replace(/[\u202A-\u202E]/g, "")).toMatch(/محمد ?Labs/);
    const fonts = (await pdfEmbeddedFonts(bytes)).map((font) => font.name.replace(/-\d+$/, ""));
    expect(fonts).toEqual(
      expect.arrayContaining([
        "NotoSans-Regular",
        "NotoSansDevanagari-Bold",
        "NotoSansDevanagari-Regular",
        "NotoSansArabic-Regular",
      ]),
    );
  });

  it("wraps a name too long for one line instead of running off the page", async () => {
    const fullName =
      "Maximiliano Alessandro Bartholomew Fitzgerald-Wolfeschlegel Oyelaran Nakamura Rasmussen Okonkwo";
    const { bytes } = await receiptOf(anApplication({ fullName }), "Gulf Angels");
    const text = await pdfText(bytes);
    const first = text.findIndex((line) => line.startsWith("Maximiliano"));
    expect(first).toBeGreaterThan(-1);
    expect(text[first]).not.toBe(fullName);
    expect(`${text[first]} ${text[first + 1]}`).toBe(fullName);
  });
});

describe("a receipt in Arabic for a founder who applied in Arabic", () => {
  const GSTIN = "29ABCDE1234F1Z5";
  const t = useTestApp({ ...paymentTestEnv, GSTIN });

  /** What poppler reads, without the direction marks it writes around right-to-left stretches. */
  const readBack = (bytes: Uint8Array) => pdftotext(bytes).replace(/[\u202A-\u202E]/g, "");
  /** The figures and references a receipt shows, in the order read. */
  const figures = (text: string) =>
    text.match(/₹[\d,.]+|NV\/\d{4}-\d{2}\/\d{6}|29ABCDE1234F1Z5|998311|\S+@\S+\.\w+/g);
  /**
   * Whether the receipt shows the payment's id. pdftotext joins a word that ends a line with a
   * hyphen to the next line's first word, dropping the hyphen, and a test payment's id may hold
   * one (base64url): the id is looked for without spaces and hyphens.
   */
  const showsPaymentId = (text: string, id: string) =>
    text.replace(/[\s-]/g, "").includes(id.replace(/-/g, ""));

  /** Each of `expected` is found in `text`, in this order. */
  const expectInOrder = (text: string, expected: string[]) =>
    expect(firstOutOfOrder(text, expected), text).toBeNull();

  const arabicFounder = () =>
    aPaidApplication(
      t.app,
      anApplication({ fullName: "عائشة الرحمن", startupName: "ColdLine Labs" }),
      "ar",
    );

  it("is a tax invoice in Arabic words, right to left, with the same GST fields and figures", async () => {
    const { token, payment } = await arabicFounder();
    const page = await asFounder(t.app, token, { url: "/api/my-application" });
    const number = page.json().payment.receipt.number as string;
    const invoice = await asFounder(t.app, token, { url: "/api/my-application/receipt?state=29" });
    expect(invoice.statusCode).toBe(200);
    const text = readBack(invoice.rawPayload);
    // The title, every label, the amounts' labels, the notes and the footer, in reading order.
    expectInOrder(text, [
      "فاتورة ضريبية",
      "Nakhla Ventures",
      "الرقم",
      number,
      "التاريخ",
      "رقم التسجيل الضريبي",
      GSTIN,
      "صادر باسم",
      "عائشة الرحمن",
      "ColdLine Labs",
      "مكان التوريد",
      "كارناتاكا",
      "الوصف",
      "رمز الخدمة",
      "رسوم طلب العرض الاستثماري للشركات الناشئة",
      "وجلسة العرض",
      "998311",
      "₹5,000",
      "القيمة الخاضعة للضريبة",
      "₹4,237.29",
      "ضريبة السلع والخدمات المركزية",
      "CGST",
      "₹381.36",
      "ضريبة السلع والخدمات للولاية",
      "SGST",
      "₹381.35",
      "إجمالي المبلغ المدفوع (شاملًا ضريبة السلع والخدمات)",
      "₹5,000",
      "معرّف الدفع",
      payment.razorpay_payment_id,
      "المبلغ المدفوع يشمل ضريبة السلع والخدمات",
      "دفعة تجريبية",
      "تمت عبر صفحة الدفع التجريبية",
      "ولم يُستلم أي مبلغ",
      "مستند صادر إلكترونيًا",
      "لا يحتاج إلى توقيع",
    ]);
    // Not a word of the English receipt; the date in Arabic with Western digits.
    for (const english of [
      "TAX INVOICE",
      "No.",
      "Date",
      "Billed to",
      "Place of supply",
      "Description",
      "Amount",
      "Taxable value",
      "Total paid",
      "Payment id",
      "TEST PAYMENT",
      "computer-generated",
      "Karnataka (29)",
    ]) {
      expect(text).not.toContain(english);
    }
    expect(text).toMatch(
      /التاريخ[\s:]*\d{1,2}[\s:]*(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/,
    );
    expect(text).not.toMatch(/[\u0660-\u0669]/);

    // Tagged, in Arabic, its title in Arabic; the Arabic face embedded.
    const tagging = await pdfTagging(invoice.rawPayload);
    expect(tagging).toMatchObject({
      marked: true,
      lang: "ar",
      title: `فاتورة ضريبية ${number}`,
      displayDocTitle: true,
    });
    expect(tagging.roles[0]?.slice(0, 2)).toEqual(["Document", "H1"]);
    expect(tagging.roles[0]).toContain("Table");
    const fonts = (await pdfEmbeddedFonts(invoice.rawPayload)).map((font) => font.name);
    expect(fonts.some((name) => name.startsWith("NotoSansArabic-Bold"))).toBe(true);

    // Never edited once issued: the same words and figures every time.
    const again = await asFounder(t.app, token, { url: "/api/my-application/receipt?state=27" });
    expect(readBack(again.rawPayload)).toBe(text);
  });

  it("shows the same figures, GSTIN and number as the English receipt of the same payment", async () => {
    const { applicationId, token } = await arabicFounder();
    const arabic = await asFounder(t.app, token, { url: "/api/my-application/receipt?state=27" });
    const receipt = await findReceipt(t.db, applicationId);
    const application = await findAdminApplication(t.db, applicationId);
    if (!receipt || !application) throw new Error("no receipt");
    const billed = { ...application, testPayment: application.paymentMode === "test" };
    const english = await renderReceiptPdf(receiptDocument({ ...billed, language: "en" }, receipt));
    const englishText = readBack(english);
    const arabicText = readBack(arabic.rawPayload);
    expect(englishText).toContain("IGST 18%");
    expect(arabicText).toContain("ضريبة السلع والخدمات المتكاملة");
    expect(arabicText).toContain("ماهاراشترا");
    const arabicFigures = figures(arabicText);
    expect(arabicFigures).toEqual(
      expect.arrayContaining([receipt.number, GSTIN, "998311", "₹4,237.29", "₹762.71", "₹5,000"]),
    );
    expect([...(arabicFigures ?? [])].sort()).toEqual([...(figures(englishText) ?? [])].sort());
    expect(showsPaymentId(arabicText, application.paymentId ?? "no payment")).toBe(true);
    expect(showsPaymentId(englishText, application.paymentId ?? "no payment")).toBe(true);
    // The English receipt of the same payment is the English one the founder would have had.
    expect(await renderReceiptPdf(receiptDocument({ ...billed, language: "en" }, receipt))).toEqual(
      english,
    );
    expect(englishText).toContain("TAX INVOICE");
  });

  it("stays in Arabic once its application is erased", async () => {
    const { applicationId, token } = await arabicFounder();
    const before = await asFounder(t.app, token, { url: "/api/my-application/receipt?state=29" });
    const erased = await asFounder(t.app, token, {
      method: "POST",
      url: "/api/my-application/erase",
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    const { headers } = await loginAsAdmin(t.app, t.db);
    const after = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${applicationId}/receipt`,
      headers,
    });
    expect(after.statusCode).toBe(200);
    expect(readBack(after.rawPayload)).toBe(readBack(before.rawPayload));
    expect((await pdfTagging(after.rawPayload)).lang).toBe("ar");
  });
});
