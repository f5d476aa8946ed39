import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { wrapText } from "../ebooks/render-pdf";
import type { ReceiptDocument } from "./receipt-document";

// One A4 page drawn with pdf-lib's standard Helvetica, like the ebooks: nothing to ship, but only
// WinAnsi characters can be drawn, so text from founders (a name in Devanagari) is made drawable.

const A4 = { width: 595.28, height: 841.89 };
const SIDE = 56;
const RIGHT = A4.width - SIDE;
const INK = rgb(0x0f / 255, 0x1b / 255, 0x2d / 255);
const INK_SOFT = rgb(0x3b / 255, 0x4a / 255, 0x5e / 255);
const ACCENT = rgb(0xc2 / 255, 0x41 / 255, 0x0c / 255);
const LINE = rgb(0xe3 / 255, 0xdd / 255, 0xd2 / 255);

/**
 * Text the font can draw: accents dropped (José → Jose), any other character it lacks shown as
 * "?". The data stays as the founder wrote it; only this drawing is simplified.
 */
export function drawable(text: string, font: PDFFont): string {
  const charset = new Set(font.getCharacterSet());
  return [...text.normalize("NFKD").replace(/\p{M}/gu, "")]
    .map((char) => (charset.has(char.codePointAt(0) ?? 0) ? char : "?"))
    .join("");
}

export async function renderReceiptPdf(document: ReceiptDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.title} ${document.number}`);
  pdf.setAuthor(document.issuer.name);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - 64;

  const text = (
    value: string,
    {
      font = regular,
      size = 10,
      x = SIDE,
      colour = INK,
    }: { font?: PDFFont; size?: number; x?: number; colour?: ReturnType<typeof rgb> } = {},
  ) => page.drawText(drawable(value, font), { x, y, font, size, color: colour });
  const right = (value: string, font: PDFFont = regular, size = 10) => {
    const safe = drawable(value, font);
    page.drawText(safe, {
      x: RIGHT - font.widthOfTextAtSize(safe, size),
      y,
      font,
      size,
      color: INK,
    });
  };
  const rule = (colour = LINE) =>
    page.drawLine({ start: { x: SIDE, y }, end: { x: RIGHT, y }, thickness: 1, color: colour });
  const lines = (values: readonly string[], style: Parameters<typeof text>[1] = {}) => {
    for (const value of values) {
      text(value, style);
      y -= 14;
    }
  };

  // The issuer, and the document's title, number and date on the right.
  text(document.issuer.name, { font: bold, size: 16, colour: ACCENT });
  right(document.title.toUpperCase(), bold, 16);
  y -= 20;
  const top = y;
  lines(document.issuer.address, { colour: INK_SOFT });
  lines([document.issuer.email], { colour: INK_SOFT });
  if (document.issuer.gstin) lines([`GSTIN: ${document.issuer.gstin}`], { font: bold });
  const below = y;
  y = top;
  right(`No. ${document.number}`, bold);
  y -= 14;
  right(`Date: ${document.date}`);
  y = Math.min(below, y) - 16;
  rule(ACCENT);
  y -= 24;

  text("Billed to", { font: bold, colour: INK_SOFT, size: 9 });
  y -= 16;
  lines([document.billedTo.name], { font: bold, size: 11 });
  lines([document.billedTo.startup, document.billedTo.email]);
  if (document.billedTo.placeOfSupply)
    lines([`Place of supply: ${document.billedTo.placeOfSupply}`]);
  y -= 16;

  // The one line of service, then the amounts.
  text("Description", { font: bold, colour: INK_SOFT, size: 9 });
  if (document.sac) text("SAC", { font: bold, colour: INK_SOFT, size: 9, x: RIGHT - 190 });
  right("Amount", bold, 9);
  y -= 8;
  rule();
  y -= 16;
  const described = wrapText(drawable(document.description, regular), regular, 10, 300);
  const total = document.amounts.at(-1);
  if (document.sac) text(document.sac, { x: RIGHT - 190 });
  if (total) right(total.rupees);
  for (const line of described) {
    text(line);
    y -= 14;
  }
  if (document.coupon) lines([`Coupon: ${document.coupon}`], { colour: INK_SOFT });
  y -= 4;
  rule();
  y -= 18;
  document.amounts.forEach((row, index) => {
    const last = index === document.amounts.length - 1;
    text(row.label, { x: RIGHT - 260, font: last ? bold : regular });
    right(row.rupees, last ? bold : regular);
    y -= last ? 0 : 16;
  });
  y -= 12;
  rule();
  y -= 28;

  lines([`Payment id: ${document.paymentId ?? "none"}`]);
  lines(document.notes);
  if (document.testPayment) {
    y -= 6;
    lines(["TEST PAYMENT: taken by the test checkout; no money was received."], {
      font: bold,
      colour: ACCENT,
    });
  }
  drawFooter(page, regular);
  return pdf.save();
}

function drawFooter(page: PDFPage, font: PDFFont) {
  page.drawText("A computer-generated document: no signature is required.", {
    x: SIDE,
    y: 48,
    font,
    size: 8,
    color: INK_SOFT,
  });
}
