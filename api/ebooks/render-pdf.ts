import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { type StructureElement, type TaggedPdf, taggedPdf } from "../lib/pdf-structure";
import { type Block, documentStrings, type EbookDocument } from "./document";

// Draws an ebook with pdf-lib's standard Helvetica fonts: no font files to ship, but only the
// WinAnsi character set can be drawn (no ₹, no arrows), so the text is checked before drawing.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { top: 64, bottom: 72, side: 64 };
const TEXT_WIDTH = A4.width - 2 * MARGIN.side;

// The site's colours (web/styles/app.css): ink, soft ink, accent, line.
const INK = rgb(0x0f / 255, 0x1b / 255, 0x2d / 255);
const INK_SOFT = rgb(0x3b / 255, 0x4a / 255, 0x5e / 255);
const ACCENT = rgb(0xc2 / 255, 0x41 / 255, 0x0c / 255);
const LINE = rgb(0xe3 / 255, 0xdd / 255, 0xd2 / 255);

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
type TextStyle = { font: PDFFont; size: number; leading: number; colour?: ReturnType<typeof rgb> };

/**
 * Splits text into lines no wider than `width`; "\n" forces a break, over-long words are cut.
 * `font` is a face, or anything that measures a line as one (a line drawn in several faces).
 */
export function wrapText(
  text: string,
  font: Pick<PDFFont, "widthOfTextAtSize">,
  size: number,
  width: number,
): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The characters of the document that Helvetica (WinAnsi) cannot draw, each once. */
export async function unencodableCharacters(document: EbookDocument): Promise<string[]> {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const charset = new Set(font.getCharacterSet());
  const missing = new Set<string>();
  for (const text of documentStrings(document)) {
    for (const char of text.replaceAll("\n", "")) {
      if (!charset.has(char.codePointAt(0) ?? 0)) missing.add(char);
    }
  }
  return [...missing];
}

/**
 * Places text top to bottom, opening a new page when the next piece does not fit; each line is
 * content of a structure element, each decoration an artifact (api/lib/pdf-structure.ts).
 */
class Layout {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly pdf: PDFDocument,
    readonly tags: TaggedPdf,
  ) {}

  newPage() {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN.top;
  }

  /** Starts a new page unless `height` still fits above the bottom margin. */
  ensure(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  space(points: number) {
    this.y -= points;
  }

  /**
   * Wrapped text at `indent` from the margin, as content of `element`; `beside` draws something
   * next to each line (a bullet, a bar), given the line's baseline.
   */
  text(
    element: StructureElement,
    text: string,
    style: TextStyle,
    indent = 0,
    beside?: (y: number) => void,
  ) {
    const x = MARGIN.side + indent;
    for (const line of wrapText(text, style.font, style.size, TEXT_WIDTH - indent)) {
      this.ensure(style.leading);
      const baseline = this.y - style.size;
      beside?.(baseline);
      this.tags.content(this.page, element, () =>
        this.page.drawText(line, {
          x,
          y: baseline,
          font: style.font,
          size: style.size,
          color: style.colour ?? INK,
        }),
      );
      this.y -= style.leading;
    }
  }

  /** Decoration: drawn, and skipped by a screen reader. */
  decorate(draw: (page: PDFPage) => void) {
    this.tags.artifact(this.page, () => draw(this.page));
  }

  /** The height `text` will take, to keep a heading with what follows it. */
  height(text: string, style: TextStyle, indent = 0) {
    return wrapText(text, style.font, style.size, TEXT_WIDTH - indent).length * style.leading;
  }
}

function styles(fonts: Fonts) {
  return {
    body: { font: fonts.regular, size: 11, leading: 16 },
    heading: { font: fonts.bold, size: 13.5, leading: 18 },
    chapter: { font: fonts.bold, size: 22, leading: 28 },
    promptTitle: { font: fonts.bold, size: 11.5, leading: 16 },
    when: { font: fonts.italic, size: 9.5, leading: 13.5, colour: INK_SOFT },
    prompt: { font: fonts.regular, size: 10, leading: 14.5 },
  } satisfies Record<string, TextStyle>;
}

function drawBlock(
  layout: Layout,
  block: Block,
  style: ReturnType<typeof styles>,
  chapter: StructureElement,
) {
  const element = (role: Parameters<TaggedPdf["element"]>[0], parent = chapter) =>
    layout.tags.element(role, parent);
  switch (block.kind) {
    case "paragraph":
      layout.text(element("P"), block.text, style.body);
      layout.space(8);
      return;
    case "heading":
      // Keep the heading with at least three lines of what follows.
      layout.space(10);
      layout.ensure(layout.height(block.text, style.heading) + 3 * style.body.leading);
      layout.text(element("H2"), block.text, style.heading);
      layout.space(4);
      return;
    case "bullets":
    case "checklist": {
      const list = element("L");
      for (const item of block.items) {
        const listItem = element("LI", list);
        const label = block.kind === "bullets" ? element("Lbl", listItem) : null;
        const body = element("LBody", listItem);
        let first = true;
        layout.text(body, item, style.body, 18, (baseline) => {
          if (!first) return;
          first = false;
          if (label) {
            layout.tags.content(layout.page, label, () =>
              layout.page.drawText("•", {
                x: MARGIN.side + 4,
                y: baseline,
                font: style.body.font,
                size: style.body.size,
                color: ACCENT,
              }),
            );
          } else {
            layout.decorate((page) =>
              page.drawRectangle({
                x: MARGIN.side + 1,
                y: baseline - 1,
                width: 9,
                height: 9,
                borderColor: INK_SOFT,
                borderWidth: 1,
              }),
            );
          }
        });
        layout.space(5);
      }
      layout.space(4);
      return;
    }
    case "prompt": {
      const { prompt, number } = block;
      const title = `${number}. ${prompt.title}`;
      const when = `When to use: ${prompt.when}`;
      // Name, when-to-use line and the first lines of the prompt stay on one page.
      layout.space(6);
      layout.ensure(
        layout.height(title, style.promptTitle) +
          layout.height(when, style.when) +
          3 * style.prompt.leading,
      );
      layout.text(element("H3"), title, style.promptTitle);
      layout.text(element("P"), when, style.when);
      layout.space(4);
      layout.text(element("P"), prompt.text, style.prompt, 14, (baseline) =>
        layout.decorate((page) =>
          page.drawRectangle({
            x: MARGIN.side + 2,
            y: baseline - 4,
            width: 2.5,
            height: style.prompt.leading,
            color: ACCENT,
          }),
        ),
      );
      layout.space(12);
      return;
    }
  }
}

function drawCover(layout: Layout, document: EbookDocument, fonts: Fonts) {
  layout.newPage();
  const cover = layout.tags.element("Sect");
  const element = (role: Parameters<TaggedPdf["element"]>[0]) => layout.tags.element(role, cover);
  layout.decorate((page) =>
    page.drawRectangle({ x: 0, y: A4.height - 18, width: A4.width, height: 18, color: ACCENT }),
  );
  layout.y = A4.height - 200;
  layout.text(element("P"), document.author.toUpperCase(), {
    font: fonts.bold,
    size: 11,
    leading: 24,
    colour: ACCENT,
  });
  layout.text(element("H1"), document.title, { font: fonts.bold, size: 32, leading: 38 });
  layout.space(10);
  layout.text(element("P"), document.subtitle, {
    font: fonts.regular,
    size: 16,
    leading: 22,
    colour: INK_SOFT,
  });
  layout.space(18);
  layout.decorate((page) =>
    page.drawRectangle({ x: MARGIN.side, y: layout.y, width: 60, height: 3, color: ACCENT }),
  );
  layout.space(24);
  layout.text(element("P"), document.summary, { font: fonts.regular, size: 12, leading: 18 });
  const edition = `Free ebook · ${document.published.getUTCFullYear()} · ${document.author}`;
  layout.tags.content(layout.page, element("P"), () =>
    layout.page.drawText(edition, {
      x: MARGIN.side,
      y: MARGIN.bottom,
      font: fonts.regular,
      size: 10,
      color: INK_SOFT,
    }),
  );
}

function drawChapterTitle(
  layout: Layout,
  title: string,
  style: ReturnType<typeof styles>,
  chapter: StructureElement,
) {
  layout.newPage();
  layout.text(layout.tags.element("H1", chapter), title, style.chapter);
  layout.decorate((page) =>
    page.drawRectangle({
      x: MARGIN.side,
      y: layout.y - 4,
      width: TEXT_WIDTH,
      height: 1,
      color: LINE,
    }),
  );
  layout.space(22);
}

/**
 * The contents page, drawn once the chapters are laid out and their first pages are known; its
 * section was made before theirs, so it is read before them.
 */
function drawContents(
  tags: TaggedPdf,
  section: StructureElement,
  page: PDFPage,
  entries: { title: string; page: number }[],
  style: ReturnType<typeof styles>,
) {
  let y = A4.height - MARGIN.top - style.chapter.size;
  tags.content(page, tags.element("H1", section), () =>
    page.drawText("Contents", {
      x: MARGIN.side,
      y,
      font: style.chapter.font,
      size: 22,
      color: INK,
    }),
  );
  y -= 40;
  const list = tags.element("L", section);
  for (const entry of entries) {
    const number = String(entry.page);
    const { font, size } = style.body;
    const item = tags.element("LI", list);
    tags.content(page, tags.element("LBody", item), () => {
      page.drawText(entry.title, { x: MARGIN.side, y, font, size, color: INK });
      page.drawText(number, {
        x: A4.width - MARGIN.side - font.widthOfTextAtSize(number, size),
        y,
        font,
        size,
        color: INK,
      });
    });
    tags.artifact(page, () =>
      page.drawLine({
        start: { x: MARGIN.side, y: y - 6 },
        end: { x: A4.width - MARGIN.side, y: y - 6 },
        thickness: 0.5,
        color: LINE,
      }),
    );
    y -= 26;
  }
}

/** The running footer of every page but the cover: an artifact, as a reader announces pages itself. */
function drawFooters(pdf: PDFDocument, tags: TaggedPdf, document: EbookDocument, fonts: Fonts) {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    if (index === 0) return; // the cover
    const size = 8.5;
    const label = `Page ${index + 1} of ${pages.length}`;
    const y = MARGIN.bottom / 2;
    tags.artifact(page, () => drawFooter(page, document, fonts, { y, size, label }));
  });
}

function drawFooter(
  page: PDFPage,
  document: EbookDocument,
  fonts: Fonts,
  { y, size, label }: { y: number; size: number; label: string },
) {
  page.drawText(`${document.title} · ${document.author}`, {
    x: MARGIN.side,
    y,
    font: fonts.regular,
    size,
    color: INK_SOFT,
  });
  page.drawText(label, {
    x: A4.width - MARGIN.side - fonts.regular.widthOfTextAtSize(label, size),
    y,
    font: fonts.regular,
    size,
    color: INK_SOFT,
  });
}

/** Renders the ebook to PDF bytes: cover, contents, one chapter per new page, page numbers. */
export async function renderEbookPdf(document: EbookDocument): Promise<Uint8Array> {
  const missing = await unencodableCharacters(document);
  if (missing.length > 0) {
    throw new Error(`"${document.title}" has characters the PDF font cannot draw: ${missing}`);
  }
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const style = styles(fonts);
  const tags = taggedPdf(pdf, { title: document.title, lang: "en-GB" });
  const layout = new Layout(pdf, tags);

  drawCover(layout, document, fonts);
  layout.newPage();
  const contentsPage = layout.page;
  const contents = tags.element("Sect");
  const entries: { title: string; page: number }[] = [];
  for (const chapter of document.chapters) {
    const section = tags.element("Sect");
    drawChapterTitle(layout, chapter.title, style, section);
    entries.push({ title: chapter.title, page: pdf.getPageCount() });
    for (const block of chapter.blocks) drawBlock(layout, block, style, section);
  }
  drawContents(tags, contents, contentsPage, entries, style);
  drawFooters(pdf, tags, document, fonts);
  tags.finish();

  pdf.setSubject(document.summary);
  pdf.setAuthor(document.author);
  pdf.setCreator(document.author);
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(document.published);
  pdf.setModificationDate(document.published);
  return pdf.save();
}
