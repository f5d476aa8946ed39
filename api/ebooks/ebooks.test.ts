import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { EBOOK_LIST, EBOOK_SLUGS, EBOOKS } from "../../core/ebooks/catalogue";
import { HANDBOOK_ROLES } from "../../core/lead-choices";
import { AI_HANDBOOK, HANDBOOK_SECTIONS } from "./ai-handbook";
import { EBOOK_DOCUMENTS } from "./content";
import type { EbookDocument } from "./document";
import { renderEbookPdf, unencodableCharacters, wrapText } from "./render-pdf";

describe("the AI handbook", () => {
  it("holds at least 50 prompts, in exactly the three groups of the handbook form", () => {
    expect(HANDBOOK_SECTIONS.map((section) => section.role)).toEqual([...HANDBOOK_ROLES]);
    const prompts = HANDBOOK_SECTIONS.flatMap((section) => section.prompts);
    expect(prompts.length).toBeGreaterThanOrEqual(50);
    for (const section of HANDBOOK_SECTIONS) expect(section.prompts.length).toBeGreaterThan(10);
  });

  it("gives every prompt a name, a when-to-use line and a prompt, none repeated", () => {
    const prompts = HANDBOOK_SECTIONS.flatMap((section) => section.prompts);
    for (const prompt of prompts) {
      expect(prompt.title.length).toBeGreaterThan(5);
      expect(prompt.when.length).toBeGreaterThan(20);
      expect(prompt.text.length).toBeGreaterThan(100);
    }
    expect(new Set(prompts.map((prompt) => prompt.title)).size).toBe(prompts.length);
    expect(new Set(prompts.map((prompt) => prompt.text)).size).toBe(prompts.length);
  });

  it("numbers the prompts 1 to n through the book, one chapter per group", () => {
    const blocks = AI_HANDBOOK.chapters.flatMap((chapter) => chapter.blocks);
    const numbers = blocks.flatMap((block) => (block.kind === "prompt" ? [block.number] : []));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const titles = AI_HANDBOOK.chapters.map((chapter) => chapter.title);
    for (const section of HANDBOOK_SECTIONS) expect(titles).toContain(section.title);
  });
});

describe("the catalogue", () => {
  it("has a document, a PDF path and a file name for every ebook", () => {
    expect(EBOOK_LIST.map((entry) => entry.slug)).toEqual([...EBOOK_SLUGS]);
    for (const entry of EBOOK_LIST) {
      expect(entry.path).toBe(`/ebooks/${entry.slug}.pdf`);
      expect(entry.fileName).toMatch(/^[\w-]+\.pdf$/);
      expect(EBOOK_DOCUMENTS[entry.slug].title).toBe(entry.title);
    }
    expect(EBOOKS["before-you-build"].title).toBe("Before You Build — Read This First");
  });
});

describe.each(EBOOK_SLUGS)("the %s PDF", (slug) => {
  const document = EBOOK_DOCUMENTS[slug];

  it("uses only characters the PDF's Helvetica (WinAnsi) can draw", async () => {
    expect(await unencodableCharacters(document)).toEqual([]);
  });

  it("renders to a PDF of several pages with its title and author", async () => {
    const bytes = await renderEbookPdf(document);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(slug === "ai-handbook" ? 10 : 4);
    expect(pdf.getTitle()).toBe(document.title);
    expect(pdf.getAuthor()).toBe("Nakhla Ventures");
  });

  it("renders the same bytes every time", async () => {
    expect(await renderEbookPdf(document)).toEqual(await renderEbookPdf(document));
  });
});

describe("the WinAnsi check", () => {
  const withText = (text: string): EbookDocument => ({
    ...AI_HANDBOOK,
    chapters: [{ title: "Money", blocks: [{ kind: "paragraph", text }] }],
  });

  it("finds characters Helvetica cannot draw, and rendering refuses them", async () => {
    const document = withText("Invest ₹5,000 → grow");
    expect(await unencodableCharacters(document)).toEqual(["₹", "→"]);
    await expect(renderEbookPdf(document)).rejects.toThrow(/cannot draw: ₹,→/);
  });

  it("accepts the typography WinAnsi has: dashes, curly quotes, bullets, Rs.", async () => {
    expect(await unencodableCharacters(withText("“Rs. 5,000” — ‘INR’ … • · é"))).toEqual([]);
  });
});

describe("word wrapping", () => {
  it("keeps every line within the width, breaks at spaces and newlines, and cuts over-long words", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const width = 200;
    const url = `https://nakhla.example/${"very-long-path-".repeat(6)}`;
    const lines = wrapText(`Read the handbook at ${url} today.\n[paste notes]`, font, 10, width);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(width);
    // Nothing lost: the same characters, apart from the spaces the breaks replaced.
    const letters = (text: string) => text.replaceAll(/\s/g, "");
    expect(letters(lines.join(""))).toBe(
      letters(`Read the handbook at ${url} today.[paste notes]`),
    );
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.at(-1)).toBe("[paste notes]");
    expect(lines[0]).toBe("Read the handbook at");
  });
});
