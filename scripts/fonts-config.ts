// The typefaces of the site and the characters they are subset to (docs/decisions/029-typography.md).
// scripts/fonts.ts writes the fonts from this; scripts/fonts.test.ts checks they are up to date.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export type FontFamily = {
  /** The CSS family name of the @font-face rules. */
  name: string;
  /** The custom property of web/styles/app.css that carries the stack. */
  variable: "--font-display" | "--font" | "--font-arabic";
  package: string;
  /** fontsource's file for one unicode subset. */
  source: (subset: string) => string;
  subsets: readonly string[];
  /** The weight range kept from the variable font (the pages use 400 to 700). */
  weights: { min: number; max: number };
  /** @capsizecss/metrics keys: the face and the system fonts it falls back on, with their Linux twins. */
  metrics: "fraunces" | "inter" | "notoSansArabic";
  /** The weights whose metrics are matched: the face's and its fallbacks' (the nearest they have). */
  metricsWeight?: { own: "600"; fallback: "700" };
  fallbacks: readonly (readonly ["arial" | "timesNewRoman", string?, string?])[];
  generic: string;
};

export const OUT_DIR = "web/styles/fonts";

export const FONTS: readonly FontFamily[] = [
  {
    name: "Fraunces",
    variable: "--font-display",
    package: "@fontsource-variable/fraunces",
    source: (subset) => `fraunces-${subset}-wght-normal.woff2`,
    subsets: ["latin", "latin-ext"],
    weights: { min: 500, max: 700 },
    metrics: "fraunces",
    // Headings are semibold; Times New Roman's nearest is its bold.
    metricsWeight: { own: "600", fallback: "700" },
    fallbacks: [
      ["timesNewRoman"],
      ["timesNewRoman", "Liberation Serif Bold", "LiberationSerif-Bold"],
    ],
    generic: "Georgia, serif",
  },
  {
    name: "Inter",
    variable: "--font",
    package: "@fontsource-variable/inter",
    source: (subset) => `inter-${subset}-wght-normal.woff2`,
    subsets: ["latin", "latin-ext"],
    weights: { min: 400, max: 700 },
    metrics: "inter",
    fallbacks: [["arial"], ["arial", "Liberation Sans", "LiberationSans"]],
    generic: "system-ui, sans-serif",
  },
  {
    // The Arabic pages' text and headings, one sans face at the weights Inter is used in
    // (docs/decisions/059-languages.md). Only its Arabic letters are kept: Latin names and figures
    // on an Arabic page are set in Inter, which comes first in the Arabic pages' stack.
    name: "Noto Sans Arabic",
    variable: "--font-arabic",
    package: "@fontsource-variable/noto-sans-arabic",
    source: (subset) => `noto-sans-arabic-${subset}-wght-normal.woff2`,
    subsets: ["arabic"],
    weights: { min: 400, max: 700 },
    metrics: "notoSansArabic",
    fallbacks: [["arial"], ["arial", "Liberation Sans", "LiberationSans"]],
    generic: "system-ui, sans-serif",
  },
];

export const FONT_FILES = (family: FontFamily, subset: string) =>
  `${family.name.toLowerCase().replaceAll(" ", "-")}-${subset}.woff2`;

/**
 * Characters every page may show beyond what the sources spell out: the spaces and quotes that
 * Intl's dates and numbers and typed names bring, and the Eastern Arabic digits, separators and
 * percent sign that Intl and core/eastern-digits.ts write for a visitor who chose them on the
 * Arabic pages (core/languages.ts).
 */
const ALWAYS = "\u00a0\u2009\u202f‘’“”–—…٠١٢٣٤٥٦٧٨٩٫٬٪\u061c";

/** The sources whose text reaches a page: the site, its content and the shared code. */
const SOURCE_DIRS = ["web", "core"];
const isSource = (file: string) => /\.(tsx?|css|po)$/.test(file) && !/\.test\.tsx?$/.test(file);

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (isSource(name)) yield path;
  }
}

/** Printable ASCII, every other character the sources contain, and ALWAYS; sorted. */
export function charactersUsed(root: string): string {
  const found = new Set<string>();
  for (let code = 0x20; code < 0x7f; code++) found.add(String.fromCharCode(code));
  for (const char of ALWAYS) found.add(char);
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(root, dir))) {
      for (const char of readFileSync(file, "utf8")) {
        if ((char.codePointAt(0) as number) > 0x7e) found.add(char);
      }
    }
  }
  return [...found]
    .sort((a, b) => (a.codePointAt(0) as number) - (b.codePointAt(0) as number))
    .join("");
}
