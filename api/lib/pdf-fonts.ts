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
// Vietnamese, Greek, Cyrillic and the rupee sign in Noto Sans; Devanagari and Arabic in their own
// faces (docs/decisions/026-receipts.md).

export type Weight = "regular" | "bold";
export type Family = "latin" | "devanagari" | "arabic";

const FILES: Record<Family, Record<Weight, string>> = {
  latin: {
    regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  },
  devanagari: {
    regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
  },
  arabic: {
    regular: "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf",
  },
};

const FAMILIES = Object.keys(FILES) as Family[];

/** The script a character needs a face for; null for characters every face has (spaces, digits). */
export function familyOf(char: string): Family | null {
  if (/[\p{Script=Devanagari}\u0964\u0965]/u.test(char)) return "devanagari";
  if (/\p{Script=Arabic}/u.test(char)) return "arabic";
  if (/[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) return null;
  return "latin";
}

const require = createRequire(import.meta.url);
const files = new Map<string, Uint8Array>();

/** A face's file, read once per process. */
function fontFile(family: Family, weight: Weight): Uint8Array {
  const path = FILES[family][weight];
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

export type PdfFonts = {
  /** The face of a family and weight; the Latin face for a family the text did not need. */
  face(family: Family, weight: Weight): PDFFont;
  /** Whether the family's face has a glyph for the character. */
  covers(family: Family, char: string): boolean;
};

/**
 * Embeds, as subsets, the Latin faces and the faces of the other scripts found in `texts` (a
 * Devanagari face only when some text has Devanagari): each face embedded adds its glyphs'
 * outlines, so a receipt in Latin letters carries Latin faces only.
 */
export async function embedPdfFonts(pdf: PDFDocument, texts: readonly string[]): Promise<PdfFonts> {
  pdf.registerFontkit(sharedFontkit);
  const needed = new Set<Family>(["latin"]);
  for (const text of texts) {
    for (const char of text) {
      const family = familyOf(char);
      if (family) needed.add(family);
    }
  }
  const faces = new Map<string, PDFFont>();
  const sets = new Map<Family, Set<number>>();
  for (const family of FAMILIES.filter((name) => needed.has(name))) {
    for (const weight of ["regular", "bold"] as const) {
      const font = await pdf.embedFont(fontFile(family, weight), { subset: true });
      faces.set(`${family}/${weight}`, font);
      if (weight === "regular") sets.set(family, new Set(font.getCharacterSet()));
    }
  }
  return {
    face: (family, weight) =>
      faces.get(`${family}/${weight}`) ?? (faces.get(`latin/${weight}`) as PDFFont),
    covers: (family, char) => sets.get(family)?.has(char.codePointAt(0) ?? 0) ?? false,
  };
}
