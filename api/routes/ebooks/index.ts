import { createHash } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { EBOOK_LIST, type EbookSlug } from "../../../core/ebooks/catalogue";
import { EBOOK_DOCUMENTS } from "../../ebooks/content";
import { renderEbookPdf } from "../../ebooks/render-pdf";

type RenderedPdf = { bytes: Buffer; etag: string };

/**
 * GET /ebooks/<slug>.pdf for each ebook of the catalogue. Each PDF is rendered on its first request
 * and kept in memory; the bytes never change while the process runs, so they carry an ETag.
 * Registered outside /api (its no-store hook) and before the site, whose catch-all answers 404.
 */
export const ebookRoutes: FastifyPluginAsync = async (app) => {
  const rendered = new Map<EbookSlug, Promise<RenderedPdf>>();
  const pdfOf = (slug: EbookSlug) => {
    let pdf = rendered.get(slug);
    if (!pdf) {
      pdf = renderEbookPdf(EBOOK_DOCUMENTS[slug]).then((bytes) => ({
        bytes: Buffer.from(bytes),
        etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
      }));
      // A failed render is not cached: the next request tries again.
      pdf.catch(() => rendered.delete(slug));
      rendered.set(slug, pdf);
    }
    return pdf;
  };

  for (const ebook of EBOOK_LIST) {
    app.get(ebook.path, async (request, reply) => {
      const { bytes, etag } = await pdfOf(ebook.slug);
      reply
        .header("cache-control", "public, max-age=86400")
        .header("etag", etag)
        .header("content-disposition", `attachment; filename="${ebook.fileName}"`);
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.type("application/pdf").send(bytes);
    });
  }
};
