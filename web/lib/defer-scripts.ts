import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { bootHrefFor, deferPageScripts } from "../../core/page-delivery";

/** The hash that names a boot module's file (the API computes the same: plugins/page-delivery.ts). */
export const bootHashOf = (code: string) =>
  createHash("sha256").update(code).digest("base64url").slice(0, 10);

/**
 * The app's scripts start after the first paint (docs/decisions/028-page-css.md): React Router's
 * inline module goes into its own file in `clientDir`, imported once a frame has been painted, and
 * the modulepreload links go. A page with its own boot imports that boot's entry instead
 * (docs/decisions/033-home-page-boot.md).
 */
export function deferScripts(
  html: string,
  clientDir: string,
  bootEntries: ReadonlyMap<string, string>,
): string {
  return deferPageScripts(html, bootEntries, (code) => {
    const href = bootHrefFor(bootHashOf(code));
    writeFileSync(join(clientDir, href), code);
    return href;
  });
}
