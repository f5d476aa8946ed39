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

/** The founder uploads a deck from their page, as the browser sends it. */
export const uploadDeckAs = (app: App, token: string, body: Buffer, fileName: string) =>
  asFounder(app, token, {
    method: "PUT",
    url: `/api/my-application/deck?fileName=${encodeURIComponent(fileName)}`,
    payload: body,
    headers: { "content-type": "application/octet-stream" },
  });
