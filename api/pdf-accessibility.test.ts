import { describe, expect, it } from "vitest";
import { EBOOK_DOCUMENTS } from "./ebooks/content";
import { renderEbookPdf } from "./ebooks/render-pdf";
import type { ReceiptDocument } from "./receipts/receipt-document";
import { renderReceiptPdf } from "./receipts/render-receipt";
import { pdfTagging, pdftotext } from "./test/pdf-text";

const RECEIPT: ReceiptDocument = {
  language: "en",
  title: "Tax invoice",
  number: "NV/2026-27/000123",
  date: "23 November 2026",
  issuer: {
    name: "Nakhla Ventures",
    address: ["Level 12, Al Maryah Tower", "Abu Dhabi"],
    email: "hello@nakhla.example",
    gstin: "29ABCDE1234F1Z5",
  },
  billedTo: {
    name: "Aisha Rahman",
    startup: "ColdLine",
    email: "aisha@coldline.example",
    placeOfSupply: "Karnataka (29)",
  },
  description: "Startup pitch application fee",
  sac: "998311",
  amounts: [
    { label: "Taxable value", rupees: "₹4,237.29" },
    { label: "Total", rupees: "₹5,000.00" },
  ],
  coupon: null,
  paymentId: "pay_123",
  testPayment: false,
  notes: ["GST is included in the fee."],
};

/** Each of `expected` is found in `text`, in this order. */
function expectInOrder(text: string, expected: string[]) {
  const positions = expected.map((part) => text.indexOf(part));
  expect(
    positions.every((position) => position >= 0),
    `all of ${expected} in:\n${text}`,
  ).toBe(true);
  expect(positions, text).toEqual([...positions].sort((a, b) => a - b));
}

describe("receipts and ebooks as a person reads them", () => {
  it("reads a receipt top to bottom, the footer last", async () => {
    const text = pdftotext(await renderReceiptPdf(RECEIPT));
    expectInOrder(text, [
      "Nakhla Ventures",
      "No. NV/2026-27/000123",
      "Billed to",
      "Aisha Rahman",
      "Description",
      "Startup pitch application fee",
      "Total",
      "Payment id: pay_123",
      "A computer-generated document: no signature is required.",
    ]);
  });

  it("reads a receipt's total where it stands: after its label, before the notes and footer", async () => {
    const plain: ReceiptDocument = {
      ...RECEIPT,
      title: "Receipt",
      issuer: { ...RECEIPT.issuer, gstin: null },
      billedTo: { ...RECEIPT.billedTo, name: "عائشة الرحمن", placeOfSupply: null },
      sac: null,
      amounts: [
        { label: "Application fee", rupees: "₹5,000" },
        { label: "Coupon", rupees: "−₹2,500" },
        { label: "Total paid", rupees: "₹2,500" },
      ],
      coupon: "GULF50 (Gulf Angels)",
      testPayment: true,
    };
    for (const receipt of [RECEIPT, plain]) {
      const lines = pdftotext(await renderReceiptPdf(receipt))
        .split("\n")
        .filter((line) => line.trim() !== "");
      const total = receipt.amounts.at(-1);
      const at = lines.indexOf(total?.label ?? "");
      expect(at, lines.join("\n")).toBeGreaterThan(0);
      // The total's amount is the next thing read, and the payment id and footer come after it.
      expect(lines[at + 1]).toBe(total?.rupees);
      expect(lines.slice(at + 2)).toEqual([
        `Payment id: ${receipt.paymentId}`,
        ...receipt.notes,
        ...(receipt.testPayment
          ? ["TEST PAYMENT: taken by the test checkout; no money was received."]
          : []),
        "A computer-generated document: no signature is required.",
      ]);
    }
  });

  it("reads an ebook's pages top to bottom, each page's footer after its text", async () => {
    const pdf = await renderEbookPdf(EBOOK_DOCUMENTS["before-you-build"]);
    expectInOrder(pdftotext(pdf, { first: 1, last: 1 }), [
      "NAKHLA VENTURES",
      "Before You Build",
      "Free ebook",
    ]);
    expectInOrder(pdftotext(pdf, { first: 3, last: 3 }), ["Read this first", "Page 3 of"]);
  });

  it("tags a receipt: title shown, language, a heading then paragraphs", async () => {
    const tagging = await pdfTagging(await renderReceiptPdf(RECEIPT));
    expect(tagging).toMatchObject({
      marked: true,
      lang: "en-IN",
      title: "Tax invoice NV/2026-27/000123",
      displayDocTitle: true,
    });
    expect(tagging.roles[0]?.slice(0, 2)).toEqual(["Document", "H1"]);
    expect(tagging.roles[0]).toContain("P");
    expect(tagging.roles[0]).toContain("Table");
  });

  it("tags an ebook: title shown, language, headings, paragraphs and lists", async () => {
    const tagging = await pdfTagging(await renderEbookPdf(EBOOK_DOCUMENTS["ai-handbook"]));
    expect(tagging).toMatchObject({
      marked: true,
      lang: "en-GB",
      title: EBOOK_DOCUMENTS["ai-handbook"].title,
      displayDocTitle: true,
    });
    const roles = tagging.roles.flat();
    for (const role of ["H1", "H2", "P", "L", "LI"]) expect(roles, role).toContain(role);
  });
});
