import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { aBrokenPdf, aDeck, anInflatingPdf } from "../test/decks";
import { firstOutOfOrder, pdfContent, pdfEmbeddedFonts, pdftotext } from "../test/pdf-text";
import { deckStampOf, stampCopyApart, stampPdf } from "./deck-stamp";

// The stamp of a viewer's copy of the deck (docs/decisions/060-deal-room-deck.md), drawn in the
// deal link's language (docs/decisions/086-deal-room-language.md).

const MADE = new Date("2026-11-27T10:00:00Z");
/** What poppler reads, without the direction marks it writes around right-to-left stretches. */
const readBack = (bytes: Uint8Array) => pdftotext(bytes).replace(/[\u202A-\u202E]/g, "");
const faces = async (bytes: Uint8Array) =>
  (await pdfEmbeddedFonts(bytes)).map((font) => ({
    ...font,
    name: font.name.replace(/-\d+$/, ""),
  }));

const ARABIC_FACE = createRequire(import.meta.url).resolve(
  "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf",
);
type Outlined = { path: { toSVG(): string } };
/** The outlines fontkit draws `text` with in Noto Sans Arabic: its letters as they join. */
const outlinesOf = (text: string) => {
  const face = fontkit.create(readFileSync(ARABIC_FACE));
  return face.layout(text).glyphs.map((glyph) => (glyph as unknown as Outlined).path.toSVG());
};
/** Every outline a subset embedded in a PDF holds: the glyphs the document draws. */
const subsetOutlines = (file: Uint8Array) => {
  const subset = fontkit.create(Buffer.from(file));
  return new Set(
    Array.from({ length: subset.numGlyphs }, (_, id) =>
      (subset.getGlyph(id) as unknown as Outlined).path.toSVG(),
    ),
  );
};

describe("the stamp on a viewer's copy of the deck", () => {
  it("is in Helvetica in English, as it always was, embedding nothing", async () => {
    const stamp = deckStampOf("aisha@alpha.example", "en", MADE);
    expect(stamp).toBe("aisha@alpha.example · 27 Nov 2026 · Confidential");
    const deck = await aDeck(2);
    const copy = await stampPdf(deck, stamp);
    const text = readBack(copy);
    // The foot of each page (poppler reads the diagonal one in pieces).
    expect(text.match(/aisha@alpha\.example · 27 Nov 2026 · Confidential/g)).toHaveLength(2);
    expect(await pdfEmbeddedFonts(copy)).toEqual([]);
    expect(await pdfContent(copy)).toContain("/Helvetica");
    expect(copy.length - deck.length).toBeLessThan(3_000);
  });

  it("is in Arabic, right to left, its letters joined, in embedded subsets", async () => {
    const stamp = deckStampOf("aisha@alpha.example", "ar", MADE);
    const copy = await stampPdf(await aDeck(2), stamp, "ar");
    // Poppler reads a page of an English deck left to right: right to left, the stamp reads
    // the address (in its own order), 27 نوفمبر 2026, then «سري».
    const foot = readBack(copy)
      .split("\n")
      .filter((line) => line.includes("aisha@alpha.example") && line.includes("سري"));
    expect(foot).toHaveLength(2);
    for (const line of foot) {
      expect(firstOutOfOrder(line, ["سري", "2026", "نوفمبر", "27", "aisha@alpha.example"])).toBe(
        null,
      );
    }
    expect(readBack(copy)).not.toContain("?");
    expect(readBack(copy)).not.toContain("Confidential");
    // The Arabic face draws the joined forms (an initial seen, a final reh), never the letters
    // one by one; both faces are subsets of the glyphs drawn.
    const fonts = await faces(copy);
    expect(fonts.map((font) => font.name).sort()).toEqual([
      "NotoSans-Regular",
      "NotoSansArabic-Regular",
    ]);
    for (const font of fonts) expect(font.size).toBeLessThan(20_000);
    const arabic = subsetOutlines(
      fonts.find((font) => font.name.includes("Arabic"))?.file ?? new Uint8Array(),
    );
    for (const outline of [...outlinesOf("سري"), ...outlinesOf("نوفمبر")]) {
      expect(arabic.has(outline)).toBe(true);
    }
    const [alone] = outlinesOf("س");
    expect(arabic.has(alone ?? "")).toBe(false);
    // Along the foot, and across the page along its diagonal, faintly.
    const content = await pdfContent(copy);
    const matrices = [...content.matchAll(/^(\S+) (\S+) (\S+) (\S+) \S+ \S+ Tm$/gm)].map((match) =>
      match.slice(1, 5).map(Number),
    );
    const [cos, sin] = [720 / Math.hypot(720, 405), 405 / Math.hypot(720, 405)];
    const along = (a: number[], b: number[]) =>
      a.every((value, at) => Math.abs(value - (b[at] ?? 0)) < 1e-6);
    expect(matrices.filter((matrix) => along(matrix, [1, 0, 0, 1]))).toHaveLength(2 + 2);
    expect(matrices.filter((matrix) => along(matrix, [cos, sin, -sin, cos]))).toHaveLength(2);
    expect(content.match(/\/GS-\d+ gs/g)).toHaveLength(2 * 2);
  });

  it.each([
    ["an Arabic local part", "عبدالله@example.ae", ["عبدالله", "example.ae"]],
    ["an Arabic domain", "aisha@مثال.امارات", ["aisha@", "امارات", "مثال"]],
  ])("draws an address with %s in English with no letter lost", async (_, email, parts) => {
    const stamp = deckStampOf(email, "en", MADE);
    const copy = await stampPdf(await aDeck(1), stamp);
    const text = readBack(copy);
    expect(text).not.toContain("?");
    for (const part of parts) expect(text).toContain(part);
    expect(text).toContain("27 Nov 2026 · Confidential");
    expect((await faces(copy)).map((font) => font.name)).toContain("NotoSansArabic-Regular");
  });
});

// The deal room stamps a copy in a worker thread, given up at a time limit
// (docs/decisions/093-pdf-work-in-workers.md).
describe("stampCopyApart", () => {
  it("makes the same copy as stamping on the server's own thread", async () => {
    const deck = await aDeck(2);
    const stamp = deckStampOf("aisha@alpha.example", "ar", MADE);
    const apart = await stampCopyApart(deck, stamp, "ar");
    expect(apart).not.toBeNull();
    expect(readBack(apart ?? new Uint8Array())).toBe(readBack(await stampPdf(deck, stamp, "ar")));
  });

  it("answers null for a deck pdf-lib cannot open", async () => {
    const stamp = deckStampOf("aisha@alpha.example", "en", MADE);
    expect(await stampCopyApart(aBrokenPdf(), stamp, "en")).toBeNull();
  });

  it("gives up on a deck made to take long, and the server goes on meanwhile", async () => {
    const stamp = deckStampOf("aisha@alpha.example", "en", MADE);
    let ticks = 0;
    const clock = setInterval(() => ticks++, 10);
    // 1,000 object streams: 16 GB to inflate, minutes of pdf-lib's work on any machine.
    const copy = await stampCopyApart(anInflatingPdf(1_000), stamp, "en", 500);
    clearInterval(clock);
    expect(copy).toBeNull();
    // The event loop ran while pdf-lib worked: the stamp did not hold the server up.
    expect(ticks).toBeGreaterThan(10);
  });
});
