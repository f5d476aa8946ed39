import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: "web/public",
  plugins: [reactRouter()],
  // The API also serves the ebooks' PDFs (docs/decisions/008-ebooks-and-mail.md).
  server: { proxy: { "/api": "http://localhost:3000", "/ebooks": "http://localhost:3000" } },
});
