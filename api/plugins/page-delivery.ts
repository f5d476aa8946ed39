import { createHash } from "node:crypto";
import {
  bootEntriesOf,
  bootHrefFor,
  deferPageScripts,
  inlinePageCss,
} from "../../core/page-delivery";
import type { WebFile } from "./web-files";

/**
 * Delivers a live page's HTML as the build delivers the prerendered ones (docs/decisions/
 * 028-page-css.md): its CSS inline, from the built stylesheets, and its scripts after the first
 * paint, through its own boot's entry (docs/decisions/033-home-page-boot.md) or the boot module the
 * build wrote for the same route modules (named by the same hash as web/lib/defer-scripts.ts).
 * Whatever the build did not write is left as React Router rendered it.
 */
export function livePageDelivery(files: ReadonlyMap<string, WebFile>) {
  const text = (path: string) => files.get(path)?.body.toString("utf8");
  const bootEntries = bootEntriesOf(files.keys());
  return (html: string) =>
    deferPageScripts(inlinePageCss(html, text), bootEntries, (code) => {
      const href = bootHrefFor(createHash("sha256").update(code).digest("base64url").slice(0, 10));
      return files.has(href) ? href : undefined;
    });
}
