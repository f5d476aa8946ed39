import type { FastifyReply } from "fastify";

/**
 * Sends a PDF: downloaded (attachment) or shown in the page (inline, the console's deck viewer).
 * nosniff is on every response already (plugins/security-headers.ts); it is repeated here because
 * a PDF shown inline must never be sniffed into anything else.
 */
export function sendPdf(
  reply: FastifyReply,
  { fileName, bytes }: { fileName: string; bytes: Uint8Array },
  disposition: "attachment" | "inline",
) {
  const safeName = fileName.replace(/[^\w.-]+/g, "_").slice(0, 120) || "document.pdf";
  return reply
    .type("application/pdf")
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", `${disposition}; filename="${safeName}"`)
    .send(Buffer.from(bytes));
}
