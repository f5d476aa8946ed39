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
  setGraphicsState,
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
// are in English; right to left for a document in Arabic, or the line's own first letter for what
// a founder typed), and each run is handed over in the order fontkit will lay it out correctly.
// Directional isolates and marks in the text (U+2066…U+2069, U+200E, U+200F, U+061C) order it and
// are not drawn: an Arabic line keeps a Latin name or a reference in its own order with them.

const bidi = bidiFactory();
const RIGHT_TO_LEFT_SCRIPT = /\p{Script=Arabic}/u;
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const DIRECTION_CONTROLS = new RegExp(DIRECTION_CONTROL.source, "g");
const LRM = "\u200E";
const isDirectionControl = (char: string) => DIRECTION_CONTROL.test(char);

/** A line's base direction: "auto" takes it from the line's first strong letter (UAX #9, P2–P3). */
export type LineDirection = "ltr" | "rtl" | "auto";

/**
 * A run as fontkit lays it out: `text` is what it is given (reversed where fontkit would not
 * reverse it itself), `logical` the run as written, `rtl` whether the run reads right to left.
 */
export type TextRun = { text: string; font: PDFFont; logical: string; rtl: boolean };

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
export function textRuns(
  text: string,
  fonts: PdfFonts,
  weight: Weight,
  direction: LineDirection = "ltr",
): TextRun[] {
  if (!text) return [];
  const families = familiesOf(text, fonts);
  const levels = bidi.getEmbeddingLevels(text, direction === "auto" ? undefined : direction);
  const order = bidi.getReorderedIndices(text, levels);
  // Consecutive indices (in visual order) of one family and one direction make a piece.
  const pieces: Piece[] = [];
  for (const index of order) {
    if (isDirectionControl(text[index] ?? "")) continue;
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
    return { text: rtl === fontkitReverses ? shown : reversed(shown), font, logical, rtl };
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
export function lineMeasure(
  fonts: PdfFonts,
  weight: Weight,
  direction: LineDirection = "ltr",
): Pick<PDFFont, "widthOfTextAtSize"> {
  return {
    widthOfTextAtSize: (text, size) =>
      textRuns(text, fonts, weight, direction).reduce(
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
  /** The line's base direction; left to right unless told. */
  direction?: LineDirection;
  /** The line's place in a tagged PDF's structure (api/lib/pdf-structure.ts). */
  mark?: Mark;
  /** Degrees counter-clockwise about (x, y): the line runs along that angle. */
  rotate?: number;
  /** How opaque the glyphs are, 0–1; fully unless told. */
  opacity?: number;
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
 *
 * A line with a right-to-left run has a span per run instead, each over its own glyphs, and a
 * right-to-left run's text is given from its end, in the order its glyphs are drawn: Poppler lays
 * a span's text out left to right over the span's glyphs and then reads a right-to-left stretch
 * of a line from the right, as it reads the glyphs of any right-to-left PDF, so a span "إيصال"
 * read back "لاصيإ". Given from its end it reads "إيصال", and a line mixing Arabic words with a
 * number or a Latin name reads in the order it was written.
 */
export function drawTextLine(page: PDFPage, fonts: PdfFonts, value: string, style: LineStyle) {
  if (!value) return;
  const runs = textRuns(value, fonts, style.weight, style.direction).map((run) => ({
    ...run,
    glyphs: shapeRun(run, fonts, style.size),
  }));
  const width = runs.reduce(
    (sum, run) => sum + run.glyphs.reduce((total, glyph) => total + glyph.advance, 0),
    0,
  );
  const angle = ((style.rotate ?? 0) * Math.PI) / 180;
  const [cos, sin] = angle ? [Math.cos(angle), Math.sin(angle)] : [1, 0];
  // A right-aligned line ends at (x, y): it starts its width back along its own baseline.
  const back = style.align === "right" ? width : 0;
  const [x, y] = [style.x - back * cos, style.y - back * sin];
  const operators = [pushGraphicsState()];
  if (style.opacity !== undefined && style.opacity < 1) {
    operators.push(setGraphicsState(opacityKey(page, style.opacity)));
  }
  operators.push(
    setFillingColor(style.colour),
    beginText(),
    setTextMatrix(cos, sin, -sin || 0, cos, round(x), round(y)),
  );
  const openSpan = (actualText: string) =>
    operators.push(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of("Span"),
        `<< /ActualText ${PDFHexString.fromText(actualText).toString()} >>`,
      ]),
    );
  const closeSpan = () => operators.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  const wholeLine = !runs.some((run) => run.rtl);
  // Poppler reads every line of a right-to-left page as right to left: a left-to-right line
  // ending in a bracket or a slash read back with it in front. A left-to-right mark after the
  // line's text, in a line ordered right to left, keeps the end where it is drawn.
  if (wholeLine) {
    const text = value.replace(DIRECTION_CONTROLS, "");
    openSpan(style.direction && style.direction !== "ltr" ? `${text}${LRM}` : text);
  }
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
    const draw = (glyph: (typeof run.glyphs)[number]) => {
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
    };
    // Poppler reads every line of a right-to-left page as right to left: a left-to-right line
    // ending in a bracket or a slash read back with it in front. A left-to-right mark after the
    // line's text, in a line ordered right to left, keeps the end where it is drawn.
    if (wholeLine) {
      run.glyphs.forEach(draw);
      flush();
    } else {
      openSpan(run.rtl ? reversed(run.logical) : run.logical);
      run.glyphs.forEach(draw);
      flush();
      closeSpan();
    }
  }
  if (wholeLine) closeSpan();
  operators.push(endText(), popGraphicsState());
  page.pushOperators(...operators);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The name of a graphics state drawing at `opacity` in the page's resources. */
function opacityKey(page: PDFPage, opacity: number): PDFName {
  const state = page.doc.context.obj({ Type: "ExtGState", ca: opacity, CA: opacity });
  return page.node.newExtGState("GS", state);
}

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
