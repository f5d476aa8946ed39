import { inflateSync } from "node:zlib";

/**
 * The text drawn on a PDF's pages with a standard font, in drawing order: pdf-lib writes each
 * string as hex WinAnsi codes (`<48656C6C6F> Tj`) in flate-compressed content streams.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf("stream", at, "latin1");
    if (start < 0) break;
    const dataStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf("endstream", dataStart, "latin1");
    if (end < 0) break;
    at = end + 9;
    let content: string;
    try {
      content = inflateSync(raw.subarray(dataStart, end)).toString("latin1");
    } catch {
      content = raw.subarray(dataStart, end).toString("latin1");
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      texts.push(Buffer.from(match[1] ?? "", "hex").toString("latin1"));
    }
  }
  return texts;
}
