import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./web/paths";

// Public pages are prerendered to real HTML; admin, report and payment are client-only
// and served by the SPA fallback (docs/decisions/003-how-pages-are-served.md).
export default {
  appDirectory: "web",
  // BUILD_DIR lets two builds live side by side (the server then needs WEB_BUILD_DIR=<dir>/client).
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
