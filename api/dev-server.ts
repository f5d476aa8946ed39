import type { ViteDevServer } from "vite";
import { buildApp } from "./app";
import { loadConfigFromEnvironment } from "./config";
import { openConfiguredDatabase } from "./db/client";

/**
 * `npm run dev` (react-router dev): the whole server, built by Vite's plugin for Fastify
 * (vite.config.ts) around Vite's dev server, which then renders the pages from their modules with
 * hot reload. Vite builds it again after a change to the server's code, so it closes the database
 * with the app.
 */
export async function createServer(vite: ViteDevServer) {
  const config = loadConfigFromEnvironment();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, vite });
  app.addHook("onClose", () => database.close());
  return app;
}
