import { PDFDocument } from "pdf-lib";

// The worker of countPdfPages (pdf-pages.ts), run by a piscina pool (api/lib/worker-pool.ts):
// opens the PDF it is given with pdf-lib and answers its page count, or null when pdf-lib cannot
// open it. Built beside the server as an entry of its own (scripts/build-api.mjs).

export default async function pageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    return document.getPageCount();
  } catch {
    return null;
  }
}
