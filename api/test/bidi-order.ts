import bidiFactory from "bidi-js";

// How a line of text stands on screen by the Unicode Bidirectional Algorithm (bidi-js), for the
// bidi suite (docs/decisions/087-bidi-suite.md): mail clients lay out a mail's lines by it.

const bidi = bidiFactory();

/** The indices of `line`'s characters from left to right; "auto" takes the first strong letter. */
export function visualOrder(line: string, direction: "ltr" | "rtl" | "auto"): number[] {
  const levels = bidi.getEmbeddingLevels(line, direction === "auto" ? undefined : direction);
  return bidi.getReorderedIndices(line, levels);
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/**
 * A line of a mail's HTML part as the text a browser orders: `<bdi>` is a first-strong isolate,
 * an element with `dir="ltr"` a left-to-right one (HTML's `[dir] { unicode-bidi: isolate }`),
 * other tags are dropped and entities read.
 */
export function htmlLineAsText(html: string): string {
  const open: string[] = [];
  return html
    .replace(/<(\/?)([a-z]+)([^>]*)>/g, (_tag, closing: string, name: string, rest: string) => {
      if (closing) return open.pop() ?? "";
      if (name === "bdi") {
        open.push("\u2069");
        return /dir="ltr"/.test(rest) ? "\u2066" : "\u2068";
      }
      if (/dir="ltr"/.test(rest)) {
        open.push("\u2069");
        return "\u2066";
      }
      if (name !== "br") open.push("");
      return "";
    })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}
