import { PDFDocument, type RGB, rgb } from "pdf-lib";
import { isolateLeftToRight } from "../../core/bidi";
import { wrapText } from "../ebooks/render-pdf";
import { embedPdfFonts, type Weight } from "../lib/pdf-fonts";
import { type StructureElement, taggedPdf } from "../lib/pdf-structure";
import { drawTextLine, type LineDirection, lineMeasure } from "../lib/pdf-text-runs";
import type { ReceiptDocument } from "./receipt-document";
import { RECEIPT_TEXTS } from "./receipt-texts";

// One A4 page in Noto Sans, embedded as a subset: the founder's name, startup and partner are drawn
// as written, in any script the faces cover (api/lib/pdf-fonts.ts), and amounts with the rupee sign.
// Tagged (api/lib/pdf-structure.ts): a heading, paragraphs and the amounts as a table, in the
// order a person reads the page; the rules are artifacts.
// In the founder's language (api/receipts/receipt-texts.ts): an Arabic receipt is laid out from the
// right, the page mirrored, its lines ordered right to left, what the founder typed (a name, a
// startup, an e-mail address) too, with its left-to-right stretches isolated (core/bidi.ts).

const A4 = { width: 595.28, height: 841.89 };
const SIDE = 56;
const RIGHT = A4.width - SIDE;
/** The issuer's lines, left of the number and date. */
const ISSUER_WIDTH = 300;
/**
 * The table's columns, laid out so that a reader that works out the order from the positions
 * (poppler, and the screen readers and copy-paste built on it) reads it row by row, each label
 * before its figure, in both directions: the description wraps at DESCRIPTION_WIDTH, the SAC
 * starts SAC_FROM_RIGHT from the right margin, and the amounts' rows are AMOUNT_ROW apart. An
 * Arabic receipt's figures end FIGURES_WIDTH from the left margin, right-aligned as the English
 * ones are, each label ending LABEL_GAP past them. api/receipts/receipts.test.ts reads it back.
 */
const DESCRIPTION_WIDTH = { ltr: 280, rtl: 250 } as const;
const SAC_FROM_RIGHT = { ltr: 150, rtl: 180 } as const;
const AMOUNT_ROW = 24;
const FIGURES_WIDTH = 72;
const LABEL_GAP = 14;
const INK = rgb(0x0f / 255, 0x1b / 255, 0x2d / 255);
const INK_SOFT = rgb(0x3b / 255, 0x4a / 255, 0x5e / 255);
const ACCENT = rgb(0xc2 / 255, 0x41 / 255, 0x0c / 255);
const LINE = rgb(0xe3 / 255, 0xdd / 255, 0xd2 / 255);

export async function renderReceiptPdf(document: ReceiptDocument): Promise<Uint8Array> {
  const words = RECEIPT_TEXTS[document.language];
  const rtl = words.direction === "rtl";
  const pdf = await PDFDocument.create();
  const tags = taggedPdf(pdf, { title: `${document.title} ${document.number}`, lang: words.lang });
  pdf.setAuthor(document.issuer.name);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  // Every string the document holds, so that the faces of the scripts it uses are embedded.
  const fonts = await embedPdfFonts(pdf, [JSON.stringify(document), JSON.stringify(words)]);
  const page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - 64;

  type Style = {
    weight?: Weight;
    size?: number;
    x?: number;
    colour?: RGB;
    /** Ours: the document's direction; "auto" for what the founder typed. */
    direction?: LineDirection;
  };
  /**
   * Draws a line at `x` as an English receipt places it: from the left edge (or ending at `x`,
   * "right"). An Arabic receipt mirrors the page: the same place measured from the right edge.
   */
  const text = (
    element: StructureElement,
    value: string,
    {
      weight = "regular",
      size = 10,
      x = SIDE,
      colour = INK,
      direction = words.direction,
    }: Style = {},
    align: "left" | "right" = "left",
  ) =>
    drawTextLine(page, fonts, value, {
      x: rtl ? A4.width - x : x,
      y,
      size,
      weight,
      colour,
      align: rtl ? (align === "left" ? "right" : "left") : align,
      direction,
      mark: tags.mark(page, element),
    });
  const right = (
    element: StructureElement,
    value: string,
    weight: Weight = "regular",
    size = 10,
    direction: LineDirection = words.direction,
  ) => text(element, value, { weight, size, x: RIGHT, direction }, "right");
  /** A figure of the amounts' column: right-aligned, at the right edge or (Arabic) beside its label. */
  const figure = (
    element: StructureElement,
    value: string,
    weight: Weight = "regular",
    size = 10,
  ) =>
    rtl
      ? drawTextLine(page, fonts, value, {
          x: SIDE + FIGURES_WIDTH,
          y,
          size,
          weight,
          colour: INK,
          align: "right",
          direction: "ltr",
          mark: tags.mark(page, element),
        })
      : right(element, value, weight, size, "ltr");
  /** Where an amount's label ends, measured as an English receipt places it. */
  const labelEnd = rtl ? A4.width - SIDE - FIGURES_WIDTH - LABEL_GAP : RIGHT - 110;
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
    const measure = lineMeasure(
      fonts,
      style.weight ?? "regular",
      style.direction ?? words.direction,
    );
    for (const value of values) {
      for (const line of wrapText(value, measure, style.size ?? 10, width)) {
        text(element, line, style);
        y -= 14;
      }
    }
  };
  const paragraph = () => tags.element("P");
  // The issuer's lines, in an Arabic receipt: in the direction of their own first letter.
  const typed: LineDirection = rtl ? "auto" : "ltr";

  // The document's title, the issuer, and the number and date on the right.
  const heading = tags.element("H1");
  const issuer = paragraph();
  text(issuer, document.issuer.name, {
    weight: "bold",
    size: 16,
    colour: ACCENT,
    direction: typed,
  });
  right(heading, document.title.toUpperCase(), "bold", 16);
  y -= 20;
  const top = y;
  lines(issuer, document.issuer.address, { colour: INK_SOFT, direction: typed }, ISSUER_WIDTH);
  lines(issuer, [document.issuer.email], { colour: INK_SOFT, direction: typed }, ISSUER_WIDTH);
  if (document.issuer.gstin)
    lines(issuer, [words.gstinLine(document.issuer.gstin)], { weight: "bold" }, ISSUER_WIDTH);
  const below = y;
  y = top;
  const numbered = paragraph();
  right(numbered, words.numberLine(document.number), "bold");
  y -= 14;
  right(numbered, words.dateLine(document.date));
  y = Math.min(below, y) - 16;
  rule(ACCENT);
  y -= 24;

  const billedTo = tags.element("Sect");
  text(tags.element("H2", billedTo), words.billedTo, {
    weight: "bold",
    colour: INK_SOFT,
    size: 9,
  });
  y -= 16;
  const billed = tags.element("P", billedTo);
  // The founder's own lines: on an Arabic receipt right to left like the rest of the page, each
  // left-to-right stretch (a Latin name, a phone number, "10–15") isolated in its own order. Taking
  // the direction of the first letter instead drew "Qahwa Labs (قهوة)" left to right, and poppler,
  // which reads every line of a right-to-left page as right to left, read it back as ")قهوة( …".
  const founderLines = (values: readonly string[]) =>
    rtl ? values.map((value) => isolateLeftToRight(value, "rtl")) : values;
  lines(billed, founderLines([document.billedTo.name]), { weight: "bold", size: 11 });
  lines(billed, founderLines([document.billedTo.startup, document.billedTo.email]));
  if (document.billedTo.placeOfSupply)
    lines(billed, [words.placeOfSupplyLine(document.billedTo.placeOfSupply)]);
  y -= 16;

  // The one line of service, then the amounts: one table, a row each.
  const table = tags.element("Table");
  const row = () => tags.element("TR", table);
  const header = row();
  const headerStyle = { weight: "bold", colour: INK_SOFT, size: 9 } as const;
  text(tags.element("TH", header), words.columns.description, headerStyle);
  if (document.sac)
    text(tags.element("TH", header), words.columns.sac, {
      ...headerStyle,
      x: RIGHT - SAC_FROM_RIGHT[words.direction],
    });
  if (rtl) {
    drawTextLine(page, fonts, words.columns.amount, {
      ...headerStyle,
      x: SIDE + FIGURES_WIDTH,
      y,
      size: 10,
      align: "right",
      direction: words.direction,
      mark: tags.mark(page, tags.element("TH", header)),
    });
  } else {
    text(
      tags.element("TH", header),
      words.columns.amount,
      { ...headerStyle, size: 10, x: RIGHT },
      "right",
    );
  }
  y -= 8;
  rule();
  y -= 16;
  const service = row();
  const describedCell = tags.element("TD", service);
  const sacCell = document.sac ? tags.element("TD", service) : null;
  const totalCell = tags.element("TD", service);
  const described = wrapText(
    document.description,
    lineMeasure(fonts, "regular", words.direction),
    10,
    DESCRIPTION_WIDTH[words.direction],
  );
  const total = document.amounts.at(-1);
  if (sacCell && document.sac)
    text(sacCell, document.sac, { x: RIGHT - SAC_FROM_RIGHT[words.direction], direction: "ltr" });
  if (total) figure(totalCell, total.rupees);
  for (const line of described) {
    text(describedCell, line);
    y -= 14;
  }
  if (document.coupon)
    lines(describedCell, [words.couponLine(document.coupon)], { colour: INK_SOFT });
  y -= 4;
  rule();
  y -= 18;
  document.amounts.forEach((amount, index) => {
    const last = index === document.amounts.length - 1;
    const weight = last ? "bold" : "regular";
    const amountRow = row();
    text(tags.element("TH", amountRow), amount.label, { x: labelEnd, weight }, "right");
    figure(tags.element("TD", amountRow), amount.rupees, weight);
    y -= last ? 0 : AMOUNT_ROW;
  });
  y -= 12;
  rule();
  y -= 28;

  const notes = paragraph();
  lines(notes, [words.paymentIdLine(document.paymentId)]);
  lines(notes, document.notes);
  if (document.testPayment) {
    y -= 6;
    lines(paragraph(), [words.testPayment], { weight: "bold", colour: ACCENT });
  }
  y = 48;
  text(paragraph(), words.footer, { size: 8, colour: INK_SOFT });
  tags.finish();
  return pdf.save();
}
