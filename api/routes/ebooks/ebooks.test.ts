import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { EBOOK_LIST } from "../../../core/ebooks/catalogue";
import { useTestApp } from "../../test/helpers";

describe("GET /ebooks/<slug>.pdf", () => {
  const t = useTestApp();

  it.each(EBOOK_LIST)("serves $path as a PDF download", async (ebook) => {
    const response = await t.app.inject({ method: "GET", url: ebook.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="${ebook.fileName}"`,
    );
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(ebook.title);
    // The security headers of every response.
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("renders once: the second answer is the same bytes, and a known ETag gets 304", async () => {
    const [ebook] = EBOOK_LIST;
    const url = String(ebook?.path);
    const first = await t.app.inject({ method: "GET", url });
    const second = await t.app.inject({ method: "GET", url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await t.app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it("answers 404 for an ebook that does not exist", async () => {
    for (const url of ["/ebooks/nope.pdf", "/ebooks/ai-handbook", "/ebooks/"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });
});
