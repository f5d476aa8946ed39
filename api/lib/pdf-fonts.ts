import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
// fontkit's build shapes Indic syllables with generator code compiled for regenerator and expects
// its runtime as a global (Hopding/pdf-lib issues 785 and 1419: "regeneratorRuntime is not defined"
// on the first Devanagari string); this import defines it.
import "regenerator-runtime/runtime.js";

// Noto Sans faces (SIL Open Font License) from npm packages that ship the TTF files, embedded as
// subsets (only the glyphs a document draws) with pdf-lib's fontkit: Latin with Latin Extended and
// Vietnamese, Greek, Cyrillic and the rupee sign in Noto Sans; Devanagari, Arabic and India's other
// scripts in their own faces (docs/decisions/026-receipts.md).

export type Weight = "regular" | "bold";

/**
 * The scripts with a face of their own, by their Unicode script name, tried in this order; Noto
 * Sans draws the rest it covers: Latin (with Latin Extended and Vietnamese), Greek, Cyrillic and
 * the rupee sign. Each comes from `@expo-google-fonts/noto-sans-<script>`, file
 * `NotoSans<Script>_<weight>.ttf`.
 */
const SCRIPTS = [
  "Devanagari",
  "Arabic",
  "Bengali",
  "Gujarati",
  "Gurmukhi",
  "Kannada",
  "Malayalam",
  "Oriya",
  "Tamil",
  "Telugu",
] as const;

export type Family = "latin" | Lowercase<(typeof SCRIPTS)[number]>;
const FAMILIES: Family[] = ["latin", ...SCRIPTS.map((script) => script.toLowerCase() as Family)];
const SCRIPT_OF = new Map(
  SCRIPTS.map((script) => [
    script.toLowerCase() as Family,
    new RegExp(`\\p{Script=${script}}`, "u"),
  ]),
);
const WEIGHT_FILE: Record<Weight, string> = { regular: "400Regular", bold: "700Bold" };

/** The path of a face's file: Noto Sans for "latin", Noto Sans <Script> for the others. */
function facePath(family: Family, weight: Weight): string {
  const name = family === "latin" ? "" : family[0]?.toUpperCase() + family.slice(1);
  const folder = family === "latin" ? "noto-sans" : `noto-sans-${family}`;
  return `@expo-google-fonts/${folder}/${WEIGHT_FILE[weight]}/NotoSans${name}_${WEIGHT_FILE[weight]}.ttf`;
}

/** The face a character needs; null for characters every face has (spaces, digits, punctuation). */
export function familyOf(char: string): Family | null {
  for (const [family, script] of SCRIPT_OF) {
    if (script.test(char)) return family;
  }
  if (/[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) return null;
  return "latin";
}

const require = createRequire(import.meta.url);
const files = new Map<string, Uint8Array>();

/** A face's file, read once per process. */
function fontFile(family: Family, weight: Weight): Uint8Array {
  const path = facePath(family, weight);
  let file = files.get(path);
  if (!file) {
    file = new Uint8Array(readFileSync(require.resolve(path)));
    files.set(path, file);
  }
  return file;
}

/**
 * fontkit, parsing each face once per process: pdf-lib asks fontkit to parse the file for every
 * document, and a parsed face keeps its glyphs and shaping tables, which every document can share
 * (each embedding makes its own subset).
 */
const parsed = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const sharedFontkit: typeof fontkit = {
  create(data, postscriptName) {
    let font = parsed.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      parsed.set(data, font);
    }
    return font;
  },
};

/** A face embedded in a document, and the same face parsed by fontkit, which shapes its text. */
export type Face = { font: PDFFont; shaper: ReturnType<typeof fontkit.create> };

export type PdfFonts = {
  /** The face of a family and weight; the Latin face for a family the text did not need. */
  face(family: Family, weight: Weight): PDFFont;
  /** The fontkit face that shapes text for an embedded face. */
  shaper(font: PDFFont): Face["shaper"];
  /** Whether the family's face has a glyph for the character. */
  covers(family: Family, char: string): boolean;
};

/**
 * Embeds, as subsets, the Latin faces and the faces of the other scripts found in `texts` (a
 * Devanagari face only when some text has Devanagari): each face embedded adds its glyphs'
 * outlines, so a receipt in Latin letters carries Latin faces only. `weights` are the weights
 * the document draws (a deck's stamp only the regular).
 */
export async function embedPdfFonts(
  pdf: PDFDocument,
  texts: readonly string[],
  weights: readonly Weight[] = ["regular", "bold"],
): Promise<PdfFonts> {
  pdf.registerFontkit(sharedFontkit);
  const needed = new Set<Family>(["latin"]);
  for (const text of texts) {
    for (const char of text) {
      const family = familyOf(char);
      if (family) needed.add(family);
    }
  }
  const faces = new Map<string, PDFFont>();
  const shapers = new Map<PDFFont, Face["shaper"]>();
  const sets = new Map<Family, Set<number>>();
  for (const family of FAMILIES.filter((name) => needed.has(name))) {
    for (const weight of weights) {
      const file = fontFile(family, weight);
      const font = await pdf.embedFont(file, { subset: true });
      faces.set(`${family}/${weight}`, font);
      shapers.set(font, sharedFontkit.create(file));
      if (!sets.has(family)) sets.set(family, new Set(font.getCharacterSet()));
    }
  }
  const face = (family: Family, weight: Weight) =>
    faces.get(`${family}/${weight}`) ?? (faces.get(`latin/${weight}`) as PDFFont);
  return {
    face,
    shaper: (font) => shapers.get(font) ?? sharedFontkit.create(fontFile("latin", "regular")),
    covers: (family, char) => sets.get(family)?.has(char.codePointAt(0) ?? 0) ?? false,
  };
}
