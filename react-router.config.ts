import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { siteOrigin } from "./web/lib/site-origin";
import { writeSitemap } from "./web/lib/sitemap";
import { PRERENDERED_PATHS } from "./web/paths";

// Public pages are prerendered to real HTML; admin, report and payment are client-only
// and served by the SPA fallback (docs/decisions/003-how-pages-are-served.md).
export default {
  appDirectory: "web",
  // BUILD_DIR lets two builds live side by side (the server then needs WEB_BUILD_DIR=<dir>/client).
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  // sitemap.xml and robots.txt, from the same list, with absolute URLs on VITE_SITE_URL.
  buildEnd: ({ reactRouterConfig, viteConfig }) =>
    writeSitemap(join(reactRouterConfig.buildDirectory, "client"), siteOrigin(viteConfig.env)),
} satisfies Config;
