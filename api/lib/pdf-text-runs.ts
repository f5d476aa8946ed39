import bidiFactory from "bidi-js";
import {
  beginText,
  endText,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
} from "pdf-lib";
import { type Family, familyOf, type PdfFonts, type Weight } from "./pdf-fonts";
import type { Mark } from "./pdf-structure";

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

/**
 * A run shaped by fontkit, glyph by glyph: the glyph's code in the embedded subset, how far it
 * moves the pen, and the offset GPOS gives it from the pen (a mark over its base, an Arabic dot
 * over its letter, kerning), in points. pdf-lib's own drawText would draw each glyph at its plain
 * advance width, dropping those offsets: Arabic dots and Bengali nuktas then sit beside their
 * letters.
 */
function shapeRun(run: TextRun, fonts: PdfFonts, size: number) {
  return shapeAtOnePoint(run, fonts).map((glyph) => ({
    code: glyph.code,
    width: glyph.width * size,
    advance: glyph.advance * size,
    dx: glyph.dx * size,
    dy: glyph.dy * size,
  }));
}

type ShapedGlyph = { code: string; width: number; advance: number; dx: number; dy: number };
/** Runs already shaped for a document's face (a line is measured to wrap it, then drawn). */
const shaped = new WeakMap<PDFFont, Map<string, ShapedGlyph[]>>();

function shapeAtOnePoint(run: TextRun, fonts: PdfFonts): ShapedGlyph[] {
  let known = shaped.get(run.font);
  if (!known) {
    known = new Map();
    shaped.set(run.font, known);
  }
  const cached = known.get(run.text);
  if (cached) return cached;
  const shaper = fonts.shaper(run.font);
  const scale = 1 / shaper.unitsPerEm;
  const { glyphs, positions } = shaper.layout(run.text);
  // pdf-lib lays the same text out with the same face and adds its glyphs to the subset.
  const codes = run.font.encodeText(run.text).asString().match(/.{4}/g) ?? [];
  if (codes.length !== glyphs.length) throw new Error(`shaping "${run.text}" differed`);
  const result = glyphs.map((glyph, index) => {
    const position = positions[index];
    return {
      code: codes[index] ?? "0000",
      /** What the glyph's width in the embedded font moves the pen. */
      width: glyph.advanceWidth * scale,
      advance: (position?.xAdvance ?? 0) * scale,
      dx: (position?.xOffset ?? 0) * scale,
      dy: (position?.yOffset ?? 0) * scale,
    };
  });
  known.set(run.text, result);
  return result;
}

/** Measures a line as `drawTextLine` draws it, run by run (for `wrapText`). */
export function lineMeasure(fonts: PdfFonts, weight: Weight): Pick<PDFFont, "widthOfTextAtSize"> {
  return {
    widthOfTextAtSize: (text, size) =>
      textRuns(text, fonts, weight).reduce(
        (width, run) =>
          width + shapeRun(run, fonts, size).reduce((sum, glyph) => sum + glyph.advance, 0),
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
  /** The line's place in a tagged PDF's structure (api/lib/pdf-structure.ts). */
  mark?: Mark;
};

/**
 * Draws one line of text, run by run and glyph by glyph where fontkit placed each glyph, inside a
 * marked-content span whose /ActualText is the line as written: the glyphs of shaped scripts do
 * not spell the text in order (a Devanagari vowel sign drawn before its consonant, an Arabic
 * letter drawn as a dotless form and its dots, a right-to-left run drawn from its end), so readers
 * that honour /ActualText (Acrobat, Poppler) copy and search the line as the founder typed it.
 * The span opens inside the text object, once the line's position is set: Poppler places an
 * /ActualText at the text position current when the span opens, and one opened before `BT` took
 * the previous line's, which read a page bottom-up.
 */
export function drawTextLine(page: PDFPage, fonts: PdfFonts, value: string, style: LineStyle) {
  if (!value) return;
  const runs = textRuns(value, fonts, style.weight).map((run) => ({
    font: run.font,
    glyphs: shapeRun(run, fonts, style.size),
  }));
  const width = runs.reduce(
    (sum, run) => sum + run.glyphs.reduce((total, glyph) => total + glyph.advance, 0),
    0,
  );
  const x = style.align === "right" ? style.x - width : style.x;
  const operators = [
    pushGraphicsState(),
    setFillingColor(style.colour),
    beginText(),
    setTextMatrix(1, 0, 0, 1, round(x), round(style.y)),
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      PDFName.of("Span"),
      `<< /ActualText ${PDFHexString.fromText(value).toString()} >>`,
    ]),
  ];
  // Each run is one TJ: a glyph's GPOS offset and any advance other than its width are
  // adjustments between glyphs (in thousandths of the size; positive moves left), as kerning is
  // written; a raised or lowered glyph (a mark, an Arabic dot) is shown alone with a text rise.
  const thousandths = (points: number) => round((-points * 1000) / style.size);
  for (const run of runs) {
    operators.push(setFontAndSize(fontKey(page, run.font), style.size));
    let shown: (string | number)[] = [];
    const flush = () => {
      if (shown.some((item) => typeof item === "string")) {
        operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [`[${shown.join(" ")}]`]));
      }
      shown = [];
    };
    for (const glyph of run.glyphs) {
      const before = thousandths(glyph.dx);
      const after = thousandths(glyph.advance - glyph.dx - glyph.width);
      if (glyph.dy) {
        flush();
        operators.push(PDFOperator.of(PDFOperatorNames.SetTextRise, [String(round(glyph.dy))]));
      }
      if (before) shown.push(before);
      shown.push(`<${glyph.code}>`);
      if (after) shown.push(after);
      if (glyph.dy) {
        flush();
        operators.push(PDFOperator.of(PDFOperatorNames.SetTextRise, ["0"]));
      }
    }
    flush();
  }
  operators.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent), endText(), popGraphicsState());
  page.pushOperators(...operators);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The name a face has in the page's resources, added the first time the page uses it. */
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) {
    keys = new Map();
    fontKeys.set(page, keys);
  }
  let key = keys.get(font);
  if (!key) {
    key = page.node.newFontDictionary(font.name, font.ref);
    keys.set(font, key);
  }
  return key;
}
