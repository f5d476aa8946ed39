import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import {
  decodePDFRawStream,
  PDFDict,
  PDFDocument,
  type PDFFont,
  PDFName,
  PDFRawStream,
  rgb,
} from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfActualText, pdfContent, pdfEmbeddedFonts, pdfText } from "../test/pdf-text";
import { embedPdfFonts, familyOf } from "./pdf-fonts";
import { drawTextLine, textRuns } from "./pdf-text-runs";

const NOTO_SANS = createRequire(import.meta.url).resolve(
  "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
);

async function pdfWithLines(lines: string[]) {
  const pdf = await PDFDocument.create();
  const fonts = await embedPdfFonts(pdf, lines);
  const page = pdf.addPage([400, 60 + 20 * lines.length]);
  lines.forEach((line, index) => {
    drawTextLine(page, fonts, line, {
      x: 20,
      y: 40 + 20 * index,
      size: 12,
      weight: "regular",
      colour: rgb(0, 0, 0),
    });
  });
  return pdf.save();
}

describe("the faces of a PDF", () => {
  it("picks a face by script; spaces, digits and punctuation go with their neighbours", () => {
    expect(["A", "é", "ễ", "Ω", "Ж", "₹", " ", "5", "अ", "ा", "م", "த", "র"].map(familyOf)).toEqual(
      [
        "latin",
        "latin",
        "latin",
        "latin",
        "latin",
        null,
        null,
        null,
        "devanagari",
        "devanagari",
        "arabic",
        "tamil",
        "bengali",
      ],
    );
  });

  it("embeds a subset whose glyphs are the face's own outlines", async () => {
    const sample = "Nakhla Ventures ₹5,000";
    const bytes = await pdfWithLines([sample]);
    const face = fontkit.create(readFileSync(NOTO_SANS));
    const outlines = new Set(face.layout(sample).glyphs.map((glyph) => glyph.path.toSVG()));
    const pdf = await PDFDocument.load(bytes);
    const files = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .filter((object) => object.lookup(PDFName.of("FontName"))?.toString().includes("Regular"))
      .map((object) => object.lookup(PDFName.of("FontFile2")))
      .filter((file): file is PDFRawStream => file instanceof PDFRawStream);
    expect(files).toHaveLength(1);
    const subset = fontkit.create(
      Buffer.from(decodePDFRawStream(files[0] as PDFRawStream).decode()),
    );
    // Glyph 0 is .notdef; every other glyph must draw what the face draws for it.
    expect(subset.numGlyphs).toBe(new Set(sample).size + 1);
    for (let id = 1; id < subset.numGlyphs; id++) {
      expect(outlines).toContain(subset.getGlyph(id).path.toSVG());
    }
    expect(await pdfText(bytes)).toEqual([sample]);
  });

  it("orders a line's runs left to right as the Unicode Bidirectional Algorithm does", async () => {
    const pdf = await PDFDocument.create();
    const fonts = await embedPdfFonts(pdf, ["محمد"]);
    const family = (font: PDFFont) =>
      (["latin", "arabic"] as const).find((name) => fonts.face(name, "regular") === font);
    const runs = (line: string) =>
      textRuns(line, fonts, "regular").map((run) => [run.text, family(run.font)]);
    // Runs as handed to fontkit, which lays out a run with Arabic letters right to left itself:
    // the Arabic words keep their order, the number after them goes to their left.
    expect(runs("Ali محمد بن سلمان 2026 Labs")).toEqual([
      ["Ali ", "latin"],
      ["2026", "arabic"],
      ["محمد بن سلمان ", "arabic"],
      // A space takes the face of the letter before it.
      [" ", "arabic"],
      ["Labs", "latin"],
    ]);
    // Brackets around right-to-left text in a left-to-right line stay as they are.
    expect(runs("(محمد)")).toEqual([
      ["(", "arabic"],
      ["محمد", "arabic"],
      [")", "arabic"],
    ]);
  });

  it("places a glyph where GPOS puts it: Arabic dots and a Bengali nukta raised or lowered onto their letters", async () => {
    const bytes = await pdfWithLines(["بن", "রায়"]);
    const content = await pdfContent(bytes);
    // A text rise (Ts) around the dots of ب and ن and around the nukta of য়, then back to 0.
    expect(content.match(/-?[\d.]+ Ts/g)?.filter((rise) => rise !== "0 Ts").length).toBe(3);
  });

  it("draws Telugu, Malayalam and Gurmukhi words whose marks have no anchor on some bases", async () => {
    const words = ["శ్రీనివాస్", "കൃഷ്ണൻ", "ਸਿੰਘ"];
    const bytes = await pdfWithLines(words);
    expect(await pdfActualText(bytes)).toEqual(words);
    const fonts = (await pdfEmbeddedFonts(bytes)).map((font) => font.name.replace(/-\d+$/, ""));
    expect(fonts).toEqual(
      expect.arrayContaining([
        "NotoSansTelugu-Regular",
        "NotoSansMalayalam-Regular",
        "NotoSansGurmukhi-Regular",
      ]),
    );
  });
});
