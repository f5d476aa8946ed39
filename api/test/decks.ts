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

/** The founder uploads a deck from their page, as the browser sends it. */
export const uploadDeckAs = (app: App, token: string, body: Buffer, fileName: string) =>
  asFounder(app, token, {
    method: "PUT",
    url: `/api/my-application/deck?fileName=${encodeURIComponent(fileName)}`,
    payload: body,
    headers: { "content-type": "application/octet-stream" },
  });
