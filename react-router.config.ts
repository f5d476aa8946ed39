import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { CONSOLE_SCREEN_PATHS } from "./web/console-tabs";
import { precompress } from "./web/lib/precompress";
import { writePrerenderCsp } from "./web/lib/prerender-csp";
import { siteOrigin } from "./web/lib/site-origin";
import { writeSitemap } from "./web/lib/sitemap";
import { PRERENDERED_PATHS } from "./web/paths";

// React Router renders the pages in the server's process; every page without data read on each
// request is prerendered, and the server sends its file (docs/decisions/034-server-rendering.md).
export default {
  appDirectory: "web",
  // BUILD_DIR lets two builds live side by side (the server then needs WEB_BUILD_DIR=<dir>/client).
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  prerender: [...PRERENDERED_PATHS, ...CONSOLE_SCREEN_PATHS],
  // sitemap.xml and robots.txt, from the same lists, with absolute URLs on VITE_SITE_URL; the
  // prerendered pages' script hashes for their CSP (docs/decisions/035-csp.md); then the files'
  // compressed copies.
  buildEnd: async ({ reactRouterConfig, viteConfig }) => {
    const client = join(reactRouterConfig.buildDirectory, "client");
    writeSitemap(client, siteOrigin(viteConfig.env));
    writePrerenderCsp(client, join(reactRouterConfig.buildDirectory, "server"), [
      ...PRERENDERED_PATHS,
      ...CONSOLE_SCREEN_PATHS,
    ]);
    precompress(client);
  },
} satisfies Config;
