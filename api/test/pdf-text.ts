import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
} from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

type Piece = { text: string; x: number; y: number; end: number };

/** A PDF opened by PDF.js as a reader would, fonts interpreted (no eval), none from the system. */
const openPdf = (bytes: Uint8Array) =>
  getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;

/**
 * The text of a PDF's pages as a reader copying it gets it, read by PDF.js (Mozilla's reader, not
 * the library that wrote the file): each string decoded through its font's ToUnicode map, right-to-
 * left runs put back in reading order, and strings drawn one after the other on one baseline
 * (a line drawn in several faces) joined into one piece. Pieces in drawing order.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await openPdf(bytes);
  const pieces: Piece[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!("str" in item) || item.str === "") continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const last = pieces.at(-1);
      if (last && Math.abs(last.y - y) < 0.5 && Math.abs(last.end - x) < 0.5) {
        last.text += item.str;
        last.end = x + item.width;
      } else {
        pieces.push({ text: item.str, x, y, end: x + item.width });
      }
    }
  }
  await document.destroy();
  return pieces.map((piece) => piece.text);
}

/** Each page's text as PDF.js reads it, the page's strings joined by spaces: one string a page. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await openPdf(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .filter(Boolean)
        .join(" "),
    );
  }
  await document.destroy();
  return pages;
}

/** The content streams of a PDF's pages, decoded: the operators that draw them. */
export async function pdfContent(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  let content = "";
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref))
        : [contents];
    for (const stream of streams) {
      if (stream instanceof PDFRawStream) {
        content += `${Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")}\n`;
      }
    }
  }
  return content;
}

/**
 * The /ActualText of each marked-content span on the pages, in drawing order: the text as written
 * that a reader honouring it (Acrobat, Poppler) copies instead of the glyphs.
 */
export async function pdfActualText(bytes: Uint8Array): Promise<string[]> {
  const content = await pdfContent(bytes);
  return [...content.matchAll(/\/ActualText <FEFF([0-9A-Fa-f]*)>/g)].map((match) =>
    Buffer.from(match[1] ?? "", "hex")
      .swap16()
      .toString("utf16le"),
  );
}

/**
 * The fonts embedded in a PDF: each face's name, its embedded file (a subset holds the glyphs
 * drawn) and that file's size in bytes.
 */
export async function pdfEmbeddedFonts(
  bytes: Uint8Array,
): Promise<{ name: string; size: number; file: Uint8Array }[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts: { name: string; size: number; file: Uint8Array }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor")) continue;
    const file = object.lookup(PDFName.of("FontFile2"));
    const name = object.lookup(PDFName.of("FontName"), PDFName).decodeText();
    const data =
      file instanceof PDFRawStream ? decodePDFRawStream(file).decode() : new Uint8Array();
    fonts.push({ name, size: data.length, file: data });
  }
  return fonts;
}

/**
 * The first of `parts` that is not in `text` after the one before it, or null when all are, in
 * this order: what a reader of the text meets, each piece after the last.
 */
export function firstOutOfOrder(text: string, parts: readonly string[]): string | null {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    if (at < 0) return part;
    from = at + part.length;
  }
  return null;
}

/**
 * The text poppler's pdftotext (Debian's poppler-utils) reads out of a PDF, in its reading order:
 * what a reader copying the page, or many screen readers, get.
 */
export function pdftotext(bytes: Uint8Array, pages: { first?: number; last?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "nakhla-pdf-"));
  try {
    const file = join(dir, "document.pdf");
    writeFileSync(file, bytes);
    const range = [
      ...(pages.first ? ["-f", String(pages.first)] : []),
      ...(pages.last ? ["-l", String(pages.last)] : []),
    ];
    return execFileSync("pdftotext", [...range, file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type StructNode = { role?: string; children?: StructNode[]; type?: string };

/**
 * How a PDF is tagged for assistive technology: marked as tagged, its language, its title (shown
 * as the window's title), and the roles of each page's structure tree in reading order.
 */
export async function pdfTagging(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const catalog = pdf.catalog;
  const markInfo = catalog.lookupMaybe(PDFName.of("MarkInfo"), PDFDict);
  const preferences = catalog.lookupMaybe(PDFName.of("ViewerPreferences"), PDFDict);
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const roles: string[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const tree = (await (await document.getPage(number)).getStructTree()) as StructNode | null;
    const pageRoles: string[] = [];
    const walk = (node: StructNode) => {
      if (node.role && node.role !== "Root") pageRoles.push(node.role);
      for (const child of node.children ?? []) walk(child);
    };
    if (tree) walk(tree);
    roles.push(pageRoles);
  }
  await document.destroy();
  return {
    marked: markInfo?.get(PDFName.of("Marked"))?.toString() === "true",
    lang: catalog.lookupMaybe(PDFName.of("Lang"), PDFString)?.decodeText() ?? null,
    title: pdf.getTitle() ?? null,
    displayDocTitle: preferences?.get(PDFName.of("DisplayDocTitle"))?.toString() === "true",
    roles,
  };
}
