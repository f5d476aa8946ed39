import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { buildBoots } from "./web/lib/build-boots";
import { type CssDelivery, deliverPageCss } from "./web/lib/page-css";
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
  // React Router v8's behaviour, adopted now: the v7 build warns until each flag is set, and v8
  // becomes a version bump rather than a migration.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // sitemap.xml and robots.txt, from the same list, with absolute URLs on VITE_SITE_URL; then each
  // page's CSS in one piece (docs/decisions/028-page-css.md; CSS_DELIVERY to compare the ways), and
  // the home page's own boot (docs/decisions/033-home-page-boot.md).
  buildEnd: async ({ reactRouterConfig, viteConfig }) => {
    const client = join(reactRouterConfig.buildDirectory, "client");
    writeSitemap(client, siteOrigin(viteConfig.env));
    await buildBoots(client, viteConfig);
    deliverPageCss(
      client,
      (process.env.CSS_DELIVERY as CssDelivery | undefined) ?? "inline",
      process.env.DEFER_SCRIPTS !== "false",
    );
  },
} satisfies Config;
