/**
 * How a page's HTML is delivered (docs/decisions/028-page-css.md): its CSS in one inline
 * <style data-page-css>, and its scripts started after the first paint. Pure string work on React
 * Router's output, shared by the build (web/lib/page-css.ts rewrites the prerendered pages) and the
 * API (plugins/web.ts rewrites the live pages it renders), so both serve the same shape.
 */

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const BOOT_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

export const PAGE_CSS_ATTRIBUTE = "data-page-css";

/**
 * Set on an element by a page that boots its own entry instead of React Router's
 * (docs/decisions/033-home-page-boot.md): `data-boot="home"` asks for /assets/home-boot-HASH.js.
 */
export const BOOT_ATTRIBUTE = "data-boot";
// BOOT_ATTRIBUTE written out: a RegExp built from it would stay in the browser's bundle of the page.
const PAGE_BOOT = / data-boot="([a-z]+)"/;
const BOOT_ENTRY = /^\/assets\/([a-z]+)-boot-[\w-]{8}\.js$/;

/** The boot a page asks for, if any. */
const pageBootOf = (html: string) => html.match(PAGE_BOOT)?.[1];

/** The boots' entries among the built files' paths (`/assets/…`), by boot name. */
export function bootEntriesOf(paths: Iterable<string>): Map<string, string> {
  const entries = new Map<string, string>();
  for (const path of paths) {
    const boot = path.match(BOOT_ENTRY)?.[1];
    if (boot) entries.set(boot, path);
  }
  return entries;
}

/** The hrefs of the page's stylesheets, in order. */
export const stylesheetsOf = (html: string) =>
  [...html.matchAll(STYLESHEET)].map((match) => match[1] as string);

/**
 * Puts `piece` (a <style> with the page's CSS, or one <link> to it) where the first stylesheet was,
 * and keeps React Router's links for hydration with media="print", so they no longer block the
 * first paint; web/root.tsx switches them back on once the page is interactive.
 */
export function replaceStylesheets(html: string, piece: string): string {
  let first = true;
  return html.replace(STYLESHEET, (_, href: string) => {
    const link = `<link rel="stylesheet" href="${href}" media="print" ${PAGE_CSS_ATTRIBUTE}-source/>`;
    if (!first) return link;
    first = false;
    return `${piece}${link}`;
  });
}

/** The page's CSS inline; `cssOf` gives a stylesheet's text. Unchanged when one is missing. */
export function inlinePageCss(html: string, cssOf: (href: string) => string | undefined) {
  const hrefs = stylesheetsOf(html);
  const texts = hrefs.map(cssOf);
  if (hrefs.length === 0 || texts.some((text) => text === undefined)) return html;
  return replaceStylesheets(html, `<style ${PAGE_CSS_ATTRIBUTE}>${texts.join("\n")}</style>`);
}

/** The code of React Router's inline module (the route modules' imports and the entry's). */
export const bootModuleOf = (html: string) => html.match(BOOT_MODULE)?.[1];

/**
 * The inline module replaced by a one-line module that imports `bootHref` (a file holding the same
 * code) once a frame has been painted, and the modulepreload links removed, so the page paints
 * before its JavaScript is fetched.
 */
export function deferBootModule(html: string, bootHref: string): string {
  const starter = `<script type="module">requestAnimationFrame(()=>setTimeout(()=>import("${bootHref}")))</script>`;
  return html.replace(BOOT_MODULE, starter).replace(MODULE_PRELOAD, "");
}

/**
 * The page's scripts after the first paint: its own boot's entry when it asks for one that was
 * built, else `bootHrefOf(code)`, the file holding React Router's inline module (written by the
 * build; the API finds it again by the same name). Unchanged when there is neither.
 */
export function deferPageScripts(
  html: string,
  bootEntries: ReadonlyMap<string, string>,
  bootHrefOf: (code: string) => string | undefined,
): string {
  const code = bootModuleOf(html);
  if (code === undefined) return html;
  const boot = pageBootOf(html);
  const href = (boot && bootEntries.get(boot)) || bootHrefOf(code);
  return href ? deferBootModule(html, href) : html;
}

/** Where the build keeps a boot module: named by a hash of its code, so the API finds it again. */
export const bootHrefFor = (hash: string) => `/assets/boot-${hash}.js`;
