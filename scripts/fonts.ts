// npm run fonts: the site's two typefaces, subset to the characters the site uses, with fallbacks
// whose metrics match them (docs/decisions/029-typography.md). Writes web/styles/fonts/: the woff2
// files, fonts.css (the @font-face rules and the families) and characters.json (what was kept).
// Run it again when a page gains a character outside the set: scripts/fonts.test.ts says so.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createFontStack } from "@capsizecss/core";
import { entireMetricsCollection as metrics } from "@capsizecss/metrics/entireMetricsCollection";
import { charactersUsed, FONT_FILES, FONTS, type FontFamily, OUT_DIR } from "./fonts-config";

const require = createRequire(import.meta.url);
const subsetFont: (
  font: Buffer,
  text: string,
  options: { targetFormat: "woff2"; variationAxes?: Record<string, { min: number; max: number }> },
) => Promise<Buffer> = require("subset-font");

const ROOT = new URL("..", import.meta.url).pathname;

type Metrics = Parameters<typeof createFontStack>[0][number];

/** Arial's and Times New Roman's metric twins on Linux, where `local("Arial")` finds nothing. */
const twin = (base: Metrics, name: string, postscriptName: string): Metrics => ({
  ...base,
  familyName: name,
  fullName: name,
  postscriptName,
});

const codePoint = (char: string) => char.codePointAt(0) ?? 0;
const hex = (point: number) => point.toString(16).toUpperCase();

/** "U+20-7E,U+A0": the code points of `text`, as ranges. */
function unicodeRange(text: string) {
  const points = [...new Set([...text].map(codePoint))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(",");
}

/** The characters of `text` inside a fontsource unicode-range such as "U+0000-00FF,U+2013". */
function within(text: string, range: string) {
  const spans = range.split(",").map((part) => {
    const [start = "0", end = start] = part.replace("U+", "").split("-");
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)] as const;
  });
  return [...text]
    .filter((char) =>
      spans.some(([start, end]) => codePoint(char) >= start && codePoint(char) <= end),
    )
    .join("");
}

async function faces(family: FontFamily, characters: string) {
  const ranges: Record<string, string> = JSON.parse(
    readFileSync(join(ROOT, "node_modules", family.package, "unicode.json"), "utf8"),
  );
  const rules: string[] = [];
  for (const subset of family.subsets) {
    const kept = within(characters, ranges[subset] ?? "");
    if (!kept) continue;
    const source = join(ROOT, "node_modules", family.package, "files", family.source(subset));
    const font = await subsetFont(readFileSync(source), kept, {
      targetFormat: "woff2",
      variationAxes: { wght: family.weights },
    });
    const file = FONT_FILES(family, subset);
    writeFileSync(join(ROOT, OUT_DIR, file), font);
    console.info(`${file}: ${kept.length} characters, ${(font.length / 1024).toFixed(1)} kB`);
    rules.push(
      [
        "@font-face {",
        `  font-family: "${family.name}";`,
        "  font-style: normal;",
        `  font-weight: ${family.weights.min} ${family.weights.max};`,
        "  font-display: swap;",
        `  src: url("./${file}") format("woff2");`,
        `  unicode-range: ${unicodeRange(kept)};`,
        "}",
      ].join("\n"),
    );
  }
  // Fallbacks scaled to the face's metrics at the weight it is mostly set in, so the swap moves
  // nothing (CLS 0).
  const weighted = (key: FontFamily["metrics"] | "arial" | "timesNewRoman", weight?: string) => {
    const base: Metrics = metrics[key];
    const variants = (base as { variants?: Record<string, Metrics> }).variants;
    return (weight && variants?.[weight]) || base;
  };
  const own = weighted(family.metrics, family.metricsWeight?.own);
  const fallbacks = family.fallbacks.map(([key, twinName, twinPostscript]) => {
    const base = weighted(key, family.metricsWeight?.fallback);
    return twinName && twinPostscript ? twin(base, twinName, twinPostscript) : base;
  });
  const stack = createFontStack([{ ...own, familyName: family.name }, ...fallbacks], {
    fontFaceProperties: { fontWeight: `${family.weights.min} ${family.weights.max}` },
  });
  // The face, then its adjusted fallbacks (capsize would add the unadjusted system families too).
  const adjusted = stack.fontFamily
    .split(/,\s*/)
    .filter((name) => name.replaceAll('"', "") === family.name || name.includes(" Fallback: "));
  return { rules: [...rules, stack.fontFaces], fontFamily: adjusted.join(", ") };
}

const characters = charactersUsed(ROOT);
const css = [
  "/* Written by `npm run fonts` (scripts/fonts.ts): do not edit. docs/decisions/029-typography.md */",
];
const families: string[] = [];
for (const family of FONTS) {
  const { rules, fontFamily } = await faces(family, characters);
  css.push(...rules);
  families.push(`  ${family.variable}: ${fontFamily}, ${family.generic};`);
}
css.push(":root {", ...families, "}");
writeFileSync(join(ROOT, OUT_DIR, "fonts.css"), `${css.join("\n")}\n`);
writeFileSync(
  join(ROOT, OUT_DIR, "characters.json"),
  `${JSON.stringify({ characters: [...characters].join("") }, null, 2)}\n`,
);
