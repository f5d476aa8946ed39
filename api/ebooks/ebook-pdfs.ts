import { createHash } from "node:crypto";
import type { EbookSlug } from "../../core/ebooks/catalogue";
import { EBOOK_DOCUMENTS } from "./content";
import { renderEbookPdf } from "./render-pdf";

export type RenderedPdf = { bytes: Buffer; etag: string };

/**
 * The ebooks' PDFs, each rendered on its first request and kept in memory: the bytes never change
 * while the process runs, so they carry an ETag. A failed render is not kept: the next call tries
 * again.
 */
export function ebookPdfs() {
  const rendered = new Map<EbookSlug, Promise<RenderedPdf>>();
  return (slug: EbookSlug): Promise<RenderedPdf> => {
    let pdf = rendered.get(slug);
    if (!pdf) {
      pdf = renderEbookPdf(EBOOK_DOCUMENTS[slug]).then((bytes) => ({
        bytes: Buffer.from(bytes),
        etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
      }));
      pdf.catch(() => rendered.delete(slug));
      rendered.set(slug, pdf);
    }
    return pdf;
  };
}
