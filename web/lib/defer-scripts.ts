import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { bootHrefFor, bootModuleOf, deferBootModule } from "../../core/page-delivery";

/** The hash that names a boot module's file (the API computes the same: plugins/web.ts). */
export const bootHashOf = (code: string) =>
  createHash("sha256").update(code).digest("base64url").slice(0, 10);

/**
 * The app's scripts start after the first paint (docs/decisions/028-page-css.md): React Router's
 * inline module goes into its own file in `clientDir`, imported once a frame has been painted, and
 * the modulepreload links go.
 */
export function deferScripts(html: string, clientDir: string): string {
  const code = bootModuleOf(html);
  if (code === undefined) return html;
  const href = bootHrefFor(bootHashOf(code));
  writeFileSync(join(clientDir, href), code);
  return deferBootModule(html, href);
}
