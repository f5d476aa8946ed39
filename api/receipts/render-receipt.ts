import { PDFDocument, type RGB, rgb } from "pdf-lib";
import { wrapText } from "../ebooks/render-pdf";
import { embedPdfFonts, type Weight } from "../lib/pdf-fonts";
import { type StructureElement, taggedPdf } from "../lib/pdf-structure";
import { drawTextLine, lineMeasure } from "../lib/pdf-text-runs";
import type { ReceiptDocument } from "./receipt-document";

// One A4 page in Noto Sans, embedded as a subset: the founder's name, startup and partner are drawn
// as written, in any script the faces cover (api/lib/pdf-fonts.ts), and amounts with the rupee sign.
// Tagged (api/lib/pdf-structure.ts): a heading, paragraphs and the amounts as a table, in the
// order a person reads the page; the rules are artifacts.

const A4 = { width: 595.28, height: 841.89 };
const SIDE = 56;
const RIGHT = A4.width - SIDE;
/** The issuer's lines, left of the number and date. */
const ISSUER_WIDTH = 300;
const INK = rgb(0x0f / 255, 0x1b / 255, 0x2d / 255);
const INK_SOFT = rgb(0x3b / 255, 0x4a / 255, 0x5e / 255);
const ACCENT = rgb(0xc2 / 255, 0x41 / 255, 0x0c / 255);
const LINE = rgb(0xe3 / 255, 0xdd / 255, 0xd2 / 255);

export async function renderReceiptPdf(document: ReceiptDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const tags = taggedPdf(pdf, { title: `${document.title} ${document.number}`, lang: "en-IN" });
  pdf.setAuthor(document.issuer.name);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  // Every string the document holds, so that the faces of the scripts it uses are embedded.
  const fonts = await embedPdfFonts(pdf, [JSON.stringify(document)]);
  const page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - 64;

  type Style = { weight?: Weight; size?: number; x?: number; colour?: RGB };
  const text = (
    element: StructureElement,
    value: string,
    { weight = "regular", size = 10, x = SIDE, colour = INK }: Style = {},
    align: "left" | "right" = "left",
  ) =>
    drawTextLine(page, fonts, value, {
      x,
      y,
      size,
      weight,
      colour,
      align,
      mark: tags.mark(page, element),
    });
  const right = (element: StructureElement, value: string, weight: Weight = "regular", size = 10) =>
    text(element, value, { weight, size, x: RIGHT }, "right");
  const rule = (colour = LINE) =>
    tags.artifact(page, () =>
      page.drawLine({ start: { x: SIDE, y }, end: { x: RIGHT, y }, thickness: 1, color: colour }),
    );
  /** Lines from the left, each wrapped at `width` (a long name or startup takes two lines). */
  const lines = (
    element: StructureElement,
    values: readonly string[],
    style: Style = {},
    width = RIGHT - SIDE,
  ) => {
    const measure = lineMeasure(fonts, style.weight ?? "regular");
    for (const value of values) {
      for (const line of wrapText(value, measure, style.size ?? 10, width)) {
        text(element, line, style);
        y -= 14;
      }
    }
  };
  const paragraph = () => tags.element("P");

  // The document's title, the issuer, and the number and date on the right.
  const heading = tags.element("H1");
  const issuer = paragraph();
  text(issuer, document.issuer.name, { weight: "bold", size: 16, colour: ACCENT });
  right(heading, document.title.toUpperCase(), "bold", 16);
  y -= 20;
  const top = y;
  lines(issuer, document.issuer.address, { colour: INK_SOFT }, ISSUER_WIDTH);
  lines(issuer, [document.issuer.email], { colour: INK_SOFT }, ISSUER_WIDTH);
  if (document.issuer.gstin)
    lines(issuer, [`GSTIN: ${document.issuer.gstin}`], { weight: "bold" }, ISSUER_WIDTH);
  const below = y;
  y = top;
  const numbered = paragraph();
  right(numbered, `No. ${document.number}`, "bold");
  y -= 14;
  right(numbered, `Date: ${document.date}`);
  y = Math.min(below, y) - 16;
  rule(ACCENT);
  y -= 24;

  const billedTo = tags.element("Sect");
  text(tags.element("H2", billedTo), "Billed to", { weight: "bold", colour: INK_SOFT, size: 9 });
  y -= 16;
  const billed = tags.element("P", billedTo);
  lines(billed, [document.billedTo.name], { weight: "bold", size: 11 });
  lines(billed, [document.billedTo.startup, document.billedTo.email]);
  if (document.billedTo.placeOfSupply)
    lines(billed, [`Place of supply: ${document.billedTo.placeOfSupply}`]);
  y -= 16;

  // The one line of service, then the amounts: one table, a row each.
  const table = tags.element("Table");
  const row = () => tags.element("TR", table);
  const header = row();
  const headerStyle = { weight: "bold", colour: INK_SOFT, size: 9 } as const;
  text(tags.element("TH", header), "Description", headerStyle);
  if (document.sac) text(tags.element("TH", header), "SAC", { ...headerStyle, x: RIGHT - 150 });
  text(tags.element("TH", header), "Amount", { ...headerStyle, size: 10, x: RIGHT }, "right");
  y -= 8;
  rule();
  y -= 16;
  const service = row();
  const describedCell = tags.element("TD", service);
  const sacCell = document.sac ? tags.element("TD", service) : null;
  const totalCell = tags.element("TD", service);
  const described = wrapText(document.description, lineMeasure(fonts, "regular"), 10, 280);
  const total = document.amounts.at(-1);
  if (sacCell && document.sac) text(sacCell, document.sac, { x: RIGHT - 150 });
  if (total) right(totalCell, total.rupees);
  for (const line of described) {
    text(describedCell, line);
    y -= 14;
  }
  if (document.coupon) lines(describedCell, [`Coupon: ${document.coupon}`], { colour: INK_SOFT });
  y -= 4;
  rule();
  y -= 18;
  document.amounts.forEach((amount, index) => {
    const last = index === document.amounts.length - 1;
    const weight = last ? "bold" : "regular";
    const amountRow = row();
    text(tags.element("TH", amountRow), amount.label, { x: RIGHT - 110, weight }, "right");
    right(tags.element("TD", amountRow), amount.rupees, weight);
    y -= last ? 0 : 16;
  });
  y -= 12;
  rule();
  y -= 28;

  const notes = paragraph();
  lines(notes, [`Payment id: ${document.paymentId ?? "none"}`]);
  lines(notes, document.notes);
  if (document.testPayment) {
    y -= 6;
    lines(paragraph(), ["TEST PAYMENT: taken by the test checkout; no money was received."], {
      weight: "bold",
      colour: ACCENT,
    });
  }
  y = 48;
  text(paragraph(), "A computer-generated document: no signature is required.", {
    size: 8,
    colour: INK_SOFT,
  });
  tags.finish();
  return pdf.save();
}
