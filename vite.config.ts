import { lingui } from "@lingui/vite-plugin";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, loadEnv } from "vite";
import { linguiMacros } from "./scripts/lingui-macros.ts";

/** React, React DOM and React Router, with what they bring: the code every page runs first. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/** The console's code, which never goes into the public pages' shared file. */
const CONSOLE =
  /[\\/]web[\\/](features[\\/]admin|routes[\\/]admin-|routes[\\/]report|console-tabs)/;
/**
 * The forms' rules (zod, conform's zod adapter and the schemas): shared by many forms' lazily
 * loaded chunks and the console's, but loaded by no page before its form is used, so never in the
 * shared file every page loads.
 */
const FORM_RULES = /node_modules[\\/](zod|@conform-to[\\/]zod)[\\/]|[\\/]core[\\/]schemas[\\/]/;

/**
 * The public pages' frame: the root, the site's layout, and the page meta (title, description,
 * links) that every public page exports, which every public page loads.
 */
const FRAME = /[\\/]web[\\/](root\.tsx|routes[\\/]site-layout\.tsx|lib[\\/]meta\.ts)(\?.*)?$/;

/**
 * The site's form kit: the field components and the route forms' helpers, which every page with a
 * form loads together, in one file rather than four. Its group comes after the frame's, so that
 * what the frame uses too stays in the frame's file: a group takes the modules it matches and what
 * they import, unless a group before it took them.
 */
const FORM_KIT =
  /[\\/]web[\\/](components[\\/]ui[\\/](form-fields|field)\.tsx|lib[\\/]form-(action|rules)\.ts)$/;

/**
 * Whether a module is part of the frame: the frame itself, or imported (not lazily) by a module of
 * it. A module only some pages or the console use is left to the bundler's own splitting, so a
 * page without it never loads it.
 */
function inFrame(id: string, ctx: ChunkingContext, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false);
  const found =
    FRAME.test(id) ||
    (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => inFrame(importer, ctx, seen));
  seen.set(id, found);
  return found;
}

export default defineConfig(({ mode }) => {
  // `react-router dev` serves everything from one process on PORT, as `npm start` does: the API
  // and the pages, rendered from Vite's modules (api/dev-server.ts). PORT is read like the server
  // reads it: the environment first, then .env (.env.example lists it).
  const env = loadEnv(mode, process.cwd(), "");
  return {
    publicDir: "web/public",
    plugins: [
      // Lingui: its macros, and each language's catalogue compiled when a page imports it
      // (docs/decisions/059-languages.md).
      linguiMacros(),
      lingui(),
      reactRouter(),
      // The server reads React Router's context keys from the build it serves, so nothing of the
      // server's own modules needs to stay outside the build (docs/decisions/034-server-rendering.md).
      fastifyReactRouterDev({ entry: "./api/dev-server.ts", externalizeServerEntryImports: false }),
    ],
    // Fonts stay files: the CSP's font-src is 'self', which a data: URL is not.
    build: { assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined) },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            // A primitive constant a page imports (a label, a number of days) is written where it
            // is used, so the page does not load the module that declares it for one value
            // (rolldown's own optimisation; docs/decisions/092-frame-only-shared-file.md).
            optimization: { inlineConst: true },
            output: {
              // Fewer, larger files for what every page loads: React and React Router in one, the
              // site's frame (not the console's code, not the forms' rules) in another, the form
              // kit in a third. Each file a phone asks for costs it a round trip
              // (docs/decisions/034-server-rendering.md); what only some pages use is left to the
              // bundler's own splitting (docs/decisions/092-frame-only-shared-file.md).
              codeSplitting: {
                groups: [
                  { name: "framework", test: FRAMEWORK, priority: 3 },
                  {
                    name: (id, ctx) => (inFrame(id, ctx) ? "shared" : null),
                    test: (id) => !CONSOLE.test(id) && !FORM_RULES.test(id),
                    priority: 2,
                  },
                  { name: "form-kit", test: FORM_KIT, priority: 1 },
                ],
              },
            },
          },
        },
      },
    },
    server: { port: Number(env.PORT || 3000) },
  };
});
