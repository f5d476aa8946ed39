import { deflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import type { App } from "../app";
import { asFounder } from "./founder";

/** A real one-page PDF, padded with a trailing comment to `size` bytes when asked. */
export async function aPdf(size?: number, text = "Qahwa Labs: seed round"): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  const bytes = Buffer.from(await document.save());
  if (size === undefined) return bytes;
  return Buffer.concat([bytes, Buffer.from("\n%"), Buffer.alloc(size - bytes.length - 2, "x")]);
}

/** A real PDF of `pages` pages, each saying "<title>, page n of N". */
export async function aDeck(pages: number, title = "Qahwa Pay deck"): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let number = 1; number <= pages; number++) {
    document
      .addPage([720, 405])
      .drawText(`${title}, page ${number} of ${pages}`, { x: 40, y: 300 });
  }
  return Buffer.from(await document.save());
}

/**
 * A one-page PDF made to be slow to open: `streams` object streams of a few kilobytes each, every
 * one inflating to 16 MB of spaces that pdf-lib reads through as it opens the file (64 of them are
 * a gigabyte, in a file of about 1 MB). The compressed stream is made once and written again.
 */
/** A file that starts as a PDF does and is none: pdf-lib cannot open it. */
export const aBrokenPdf = () => Buffer.from("%PDF-1.7\nthis only starts like a PDF");

export function anInflatingPdf(streams: number): Buffer {
  const inflated = Buffer.alloc(16 * 1024 * 1024, " ");
  inflated.write("9 0 ");
  const stream = deflateSync(inflated);
  const parts = [
    "%PDF-1.7\n",
    "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n",
    "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n",
    "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n",
  ].map((text) => Buffer.from(text));
  for (let number = 4; number < 4 + streams; number++) {
    parts.push(
      Buffer.from(
        `${number} 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`,
      ),
      stream,
      Buffer.from("\nendstream\nendobj\n"),
    );
  }
  parts.push(Buffer.from("trailer\n<< /Root 1 0 R >>\n%%EOF\n"));
  return Buffer.concat(parts);
}

/** The founder uploads a deck from their page, as the browser sends it. */
export const uploadDeckAs = (app: App, token: string, body: Buffer, fileName: string) =>
  asFounder(app, token, {
    method: "PUT",
    url: `/api/my-application/deck?fileName=${encodeURIComponent(fileName)}`,
    payload: body,
    headers: { "content-type": "application/octet-stream" },
  });
