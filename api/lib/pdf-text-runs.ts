import bidiFactory from "bidi-js";
import {
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type RGB,
} from "pdf-lib";
import { type Family, familyOf, type PdfFonts, type Weight } from "./pdf-fonts";

// A line of text as pdf-lib can draw it: runs of one face each, left to right on the page.
//
// pdf-lib shapes each string it draws with fontkit (Devanagari conjuncts and vowel signs, Arabic
// joining), but draws it in one face and one direction: fontkit lays out a string whose first
// script is right-to-left (Arabic) right to left, and everything else left to right, whatever the
// neighbours. So a line is cut where the face or the direction changes, ordered with the Unicode
// Bidirectional Algorithm (bidi-js, the line's base direction left to right, as the documents
// are in English), and each run is handed over in the order fontkit will lay it out correctly.

const bidi = bidiFactory();
const RIGHT_TO_LEFT_SCRIPT = /\p{Script=Arabic}/u;

export type TextRun = { text: string; font: PDFFont };

type Piece = { start: number; end: number; family: Family; rtl: boolean };

/** The face family of every UTF-16 index: spaces, digits and marks take their neighbours'. */
function familiesOf(text: string, fonts: PdfFonts): Family[] {
  const families: (Family | null)[] = [];
  for (const char of text) {
    const family = familyOf(char);
    for (const _unit of char) families.push(family);
  }
  let previous: Family | null = null;
  for (let index = 0; index < families.length; index++) {
    const family = families[index];
    const char = text[index] ?? "";
    if (family) previous = family;
    else if (previous && fonts.covers(previous, char)) families[index] = previous;
  }
  let next: Family = "latin";
  for (let index = families.length - 1; index >= 0; index--) {
    const family = families[index];
    if (family) next = family;
    else families[index] = fonts.covers(next, text[index] ?? "") ? next : "latin";
  }
  return families as Family[];
}

const reversed = (text: string) => [...text].reverse().join("");
const mirrored = (text: string) =>
  [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join("");

/** The runs of `text` in visual order, left to right, each in the face that can draw it. */
export function textRuns(text: string, fonts: PdfFonts, weight: Weight): TextRun[] {
  if (!text) return [];
  const families = familiesOf(text, fonts);
  const levels = bidi.getEmbeddingLevels(text, "ltr");
  const order = bidi.getReorderedIndices(text, levels);
  // Consecutive indices (in visual order) of one family and one direction make a piece.
  const pieces: Piece[] = [];
  for (const index of order) {
    const family = families[index] ?? "latin";
    const rtl = ((levels.levels[index] ?? 0) & 1) === 1;
    const last = pieces.at(-1);
    const step = rtl ? -1 : 1;
    if (last && last.family === family && last.rtl === rtl && index === last.end + step) {
      last.end = index;
    } else {
      pieces.push({ start: index, end: index, family, rtl });
    }
  }
  return pieces.map(({ start, end, family, rtl }) => {
    const logical = text.slice(Math.min(start, end), Math.max(start, end) + 1);
    const font = fonts.face(family, weight);
    // fontkit reverses a string with Arabic letters itself; any other run is given in visual order.
    const fontkitReverses = RIGHT_TO_LEFT_SCRIPT.test(logical);
    const shown = rtl ? mirrored(logical) : logical;
    return { text: rtl === fontkitReverses ? shown : reversed(shown), font };
  });
}

/** Measures a line as `drawTextLine` draws it, run by run (for `wrapText`). */
export function lineMeasure(fonts: PdfFonts, weight: Weight): Pick<PDFFont, "widthOfTextAtSize"> {
  return {
    widthOfTextAtSize: (text, size) =>
      textRuns(text, fonts, weight).reduce(
        (width, run) => width + run.font.widthOfTextAtSize(run.text, size),
        0,
      ),
  };
}

export type LineStyle = {
  x: number;
  y: number;
  size: number;
  weight: Weight;
  colour: RGB;
  /** "right": the line ends at `x`. */
  align?: "left" | "right";
};

/**
 * Draws one line of text, run by run, inside a marked-content span whose /ActualText is the line
 * as written: the glyphs of shaped scripts do not spell the text in order (a Devanagari vowel sign
 * drawn before its consonant, an Arabic letter drawn as a dotless form and its dots, a right-to-
 * left run drawn from its end), so readers that honour /ActualText (Acrobat, Poppler) copy and
 * search the line as the founder typed it.
 */
export function drawTextLine(page: PDFPage, fonts: PdfFonts, value: string, style: LineStyle) {
  if (!value) return;
  const runs = textRuns(value, fonts, style.weight).map((run) => ({
    ...run,
    width: run.font.widthOfTextAtSize(run.text, style.size),
  }));
  const width = runs.reduce((sum, run) => sum + run.width, 0);
  let x = style.align === "right" ? style.x - width : style.x;
  page.pushOperators(
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      PDFName.of("Span"),
      `<< /ActualText ${PDFHexString.fromText(value).toString()} >>`,
    ]),
  );
  for (const run of runs) {
    page.drawText(run.text, {
      x,
      y: style.y,
      font: run.font,
      size: style.size,
      color: style.colour,
    });
    x += run.width;
  }
  page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
}
