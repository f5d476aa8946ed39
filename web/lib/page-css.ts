import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  bootEntriesOf,
  inlinePageCss,
  PAGE_CSS_ATTRIBUTE,
  replaceStylesheets,
  stylesheetsOf,
} from "../../core/page-delivery";
import { deferScripts } from "./defer-scripts";

/**
 * How a prerendered page gets its CSS (docs/decisions/028-page-css.md). React Router links each
 * route's stylesheets (root, sections, the page's own, its components'): three or four requests that
 * block the first paint. After the build, each page's HTML instead carries
 * - `inline`: the page's CSS in one <style data-page-css> element, or
 * - `bundle`: one stylesheet of its own, made of the same files;
 * - `links`: React Router's links, untouched (what the measurement compares against).
 * The original links stay in the HTML for hydration, with media="print" so they no longer block;
 * web/root.tsx turns them back on once the page is interactive and drops the copy.
 */
export type CssDelivery = "inline" | "bundle" | "links";

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name === "index.html") yield path;
  }
}

/**
 * Rewrites every prerendered page of the built client in `clientDir`: its CSS as `delivery` says,
 * and its scripts after the first paint unless `deferring` is false (web/lib/defer-scripts.ts).
 */
export function deliverPageCss(clientDir: string, delivery: CssDelivery, deferring = true) {
  const css = (href: string) => readFileSync(join(clientDir, href), "utf8");
  const assets = join(clientDir, "assets");
  const bootEntries = bootEntriesOf(
    existsSync(assets) ? readdirSync(assets).map((name) => `/assets/${name}`) : [],
  );
  for (const file of htmlFiles(clientDir)) {
    const original = readFileSync(file, "utf8");
    const html = deferring ? deferScripts(original, clientDir, bootEntries) : original;
    writeFileSync(file, delivered(html, delivery, clientDir, css));
  }
}

function delivered(
  html: string,
  delivery: CssDelivery,
  clientDir: string,
  css: (href: string) => string,
) {
  if (delivery === "links") return html;
  if (delivery === "inline") return inlinePageCss(html, css);
  const hrefs = stylesheetsOf(html);
  if (hrefs.length === 0) return html;
  const text = hrefs.map(css).join("\n");
  const hash = createHash("sha256").update(text).digest("base64url").slice(0, 10);
  const href = `/assets/page-${hash}.css`;
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, href), text);
  return replaceStylesheets(html, `<link rel="stylesheet" href="${href}" ${PAGE_CSS_ATTRIBUTE}/>`);
}
