import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";

/**
 * Keeps a copy of React Router's server build in <build>/render: with `ssr: false` it is deleted
 * once the pages are prerendered, and the API renders the live pages (events, cohorts) with it at
 * run time (api/plugins/live-page-renderer.ts, docs/decisions/024-events-and-cohorts.md).
 */
function keepServerBuild(): Plugin {
  return {
    name: "nakhla:keep-server-build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle: {
      // Before React Router's own writeBundle, which prerenders and then removes the server build.
      order: "pre",
      sequential: true,
      handler(options) {
        const serverDir = options.dir;
        if (!serverDir) return;
        const renderDir = join(serverDir, "..", "render");
        rmSync(renderDir, { recursive: true, force: true });
        cpSync(serverDir, renderDir, { recursive: true });
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  // The dev server proxies to the API on PORT, read like the API reads it: the environment first,
  // then .env (.env.example lists it).
  const env = loadEnv(mode, process.cwd(), "");
  const api = `http://localhost:${env.PORT || 3000}`;
  return {
    publicDir: "web/public",
    plugins: [keepServerBuild(), reactRouter()],
    // Fonts stay files: the CSP's font-src is 'self', which a data: URL is not.
    build: { assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined) },
    // The API also serves the ebooks' PDFs (docs/decisions/008-ebooks-and-mail.md).
    server: { proxy: { "/api": api, "/ebooks": api } },
  };
});
