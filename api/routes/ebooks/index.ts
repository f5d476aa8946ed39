import type { FastifyPluginAsync } from "fastify";
import { EBOOK_LIST } from "../../../core/ebooks/catalogue";
import { ebookPdfs } from "../../ebooks/ebook-pdfs";

/**
 * GET /ebooks/<slug>.pdf for each ebook of the catalogue, public. Registered outside /api (its
 * no-store hook) and before the site, whose catch-all answers 404.
 */
export const ebookRoutes: FastifyPluginAsync = async (app) => {
  const pdfOf = ebookPdfs();
  for (const ebook of EBOOK_LIST) {
    const schema = { summary: `Download the ebook "${ebook.title}" (PDF)` };
    app.get(ebook.path, { config: { public: true }, schema }, async (request, reply) => {
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
