// Text set as SVG outlines in the site's own typefaces, so a picture shows Fraunces or Inter
// wherever it is opened (an <img> cannot use the page's fonts). HarfBuzz shapes and draws.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);
const fontverter: { convert: (font: Buffer, to: "sfnt") => Promise<Buffer> } =
  require("fontverter");

type HarfBuzz = typeof import("harfbuzzjs");
const ROOT = new URL("../..", import.meta.url).pathname;

export type Face = "Fraunces" | "Inter";
const SOURCES: Record<Face, string> = {
  Fraunces: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  Inter: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
};

let harfbuzz: Promise<HarfBuzz> | undefined;
const faces = new Map<Face, Promise<InstanceType<HarfBuzz["Face"]>>>();

async function faceOf(name: Face) {
  harfbuzz ??= import("harfbuzzjs");
  const hb = await harfbuzz;
  let face = faces.get(name);
  if (!face) {
    face = fontverter
      .convert(readFileSync(join(ROOT, "node_modules", SOURCES[name])), "sfnt")
      .then((sfnt) => new hb.Face(new hb.Blob(sfnt), 0));
    faces.set(name, face);
  }
  return { hb, face: await face };
}

export type Lettering = { d: string; width: number; ascent: number; descent: number };

/**
 * `text` in `face` at `weight`, `size` px high (the em), `tracking` in em, as one path whose
 * baseline is y = 0 and whose first glyph starts at x = 0.
 */
export async function letter(
  text: string,
  {
    face: name,
    weight,
    size,
    tracking = 0,
  }: { face: Face; weight: number; size: number; tracking?: number },
): Promise<Lettering> {
  const { hb, face } = await faceOf(name);
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation("wght", weight)]);
  const upem = face.upem;
  const scale = size / upem;
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const parts: string[] = [];
  let x = 0;
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const outline = font.glyphToPath(glyph.codepoint);
    if (outline) parts.push(transform(outline, x + (glyph.xOffset ?? 0) * scale, scale));
    x += (glyph.xAdvance ?? 0) * scale + tracking * size;
  }
  const extents = font.hExtents();
  return {
    d: parts.join(""),
    width: x - tracking * size,
    ascent: extents.ascender * scale,
    descent: -extents.descender * scale,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Moves and scales a glyph's path (font units, y up) to `dx` in px, y down. */
function transform(path: string, dx: number, scale: number) {
  return path.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, command: string, args: string) => {
    const numbers = args.trim()
      ? args
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    const moved = numbers.map((value, index) =>
      round(index % 2 === 0 ? dx + value * scale : -value * scale),
    );
    return command + moved.join(" ");
  });
}
