import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv } from "vite";

export default defineConfig(({ mode }) => {
  // The dev server proxies to the API on PORT, read like the API reads it: the environment first,
  // then .env (.env.example lists it).
  const env = loadEnv(mode, process.cwd(), "");
  const api = `http://localhost:${env.PORT || 3000}`;
  return {
    publicDir: "web/public",
    plugins: [reactRouter()],
    // Fonts stay files: the CSP's font-src is 'self', which a data: URL is not.
    build: { assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined) },
    // The API also serves the ebooks' PDFs (docs/decisions/008-ebooks-and-mail.md).
    server: { proxy: { "/api": api, "/ebooks": api } },
  };
});
