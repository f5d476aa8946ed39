import { readFileSync } from "node:fs";
import babel from "vite-plugin-babel";

/**
 * The site's own modules, where Lingui's macros may be, and the parts React Router splits a route
 * module into (`site-layout.tsx?route-chunk=clientMiddleware`).
 */
const OWN_MODULES = /[\\/](web|core)[\\/].*\.tsx?(\?|$)/;
const usesMacros = (id: string) =>
  readFileSync(id.replace(/\?.*$/, ""), "utf8").includes("@lingui/");

/**
 * Lingui's macros (`msg`, `t`, `<Trans>`) turned into lookups in the page's catalogue by Lingui's
 * Babel plugin, for the build (vite.config.ts) and the unit tests (vitest.config.ts) alike
 * (docs/decisions/059-languages.md). Only modules that import Lingui go through Babel. Lingui's
 * native transform would need no Babel, but its binary needs Node 22.19 to install, and npm here
 * runs on Node 20.
 */
export const linguiMacros = () =>
  babel({
    include: OWN_MODULES,
    filter: usesMacros,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ["typescript", "jsx"] },
      plugins: ["@lingui/babel-plugin-lingui-macro"],
    },
  });
