import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { PRERENDER_CSP_FILE } from "../../core/site-paths";

type Node = DefaultTreeAdapterMap["node"];

/** The text of every inline <script> of a document, in order (a script with src has none to run). */
function inlineScripts(node: Node, found: string[] = []): string[] {
  if ("tagName" in node && node.tagName === "script") {
    if (!node.attrs.some((attribute) => attribute.name === "src")) {
      found.push(node.childNodes.map((child) => ("value" in child ? child.value : "")).join(""));
    }
    return found;
  }
  const children =
    "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
  for (const child of children) inlineScripts(child, found);
  return found;
}

/** A CSP hash source of a script's text, as the browser computes it. */
export const scriptHash = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The hashes of a document's inline scripts, read by an HTML parser as a browser reads them. */
export const inlineScriptHashes = (html: string) => [
  ...new Set(inlineScripts(parse(html)).map(scriptHash)),
];

/** What the server needs to send a prerendered page: its file, and its inline scripts' hashes. */
export type PrerenderedPage = { file: string; scriptHashes: string[] };

/**
 * After the prerender (react-router.config.ts, buildEnd): the hashes of each prerendered page's
 * inline scripts (React Router's context, its module imports, scroll restoration), which a static
 * page cannot name by a per-request nonce, written beside the server build for the server to send
 * in that page's CSP (docs/decisions/035-csp.md). Nothing in the pages is changed.
 */
export function writePrerenderCsp(clientDir: string, serverDir: string, paths: readonly string[]) {
  const pages: Record<string, PrerenderedPage> = {};
  for (const path of paths) {
    // Where React Router's prerender writes the page of a path.
    const file = join(path.slice(1), "index.html");
    const html = readFileSync(join(clientDir, file), "utf8");
    pages[path] = { file, scriptHashes: inlineScriptHashes(html) };
  }
  writeFileSync(join(serverDir, PRERENDER_CSP_FILE), `${JSON.stringify(pages, null, 2)}\n`);
}
