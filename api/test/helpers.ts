import { afterAll, beforeAll } from "vitest";
import { type App, type AppOptions, buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database, DatabaseHandle } from "../db/client";
import { openTestDatabase } from "./database";

export type TestContext = { app: App; db: Database };

/** Settings for tests: quiet, no site, limits high enough not to get in the way. */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SERVE_WEB: "false",
    PUBLIC_WRITE_RATE_LIMIT: "10000",
    // Background jobs stay off unless a test turns them on (api/jobs/jobs.test.ts).
    JOBS_ENABLED: "false",
    ...env,
  });

/** Builds the app on a database of its own. Call close() when done. */
export async function build(
  env: Record<string, string> = {},
  options: Pick<AppOptions, "sharedRateLimits" | "logStream"> = {},
) {
  const database: DatabaseHandle = await openTestDatabase();
  const app = await buildApp({ config: testConfig(env), database, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** One app and database for the whole test file, opened before its tests and closed after. */
export function useTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, "logStream"> = {},
): TestContext {
  const context = {} as TestContext;
  let close = async () => {};
  beforeAll(async () => {
    const built = await build(env, options);
    context.app = built.app;
    context.db = built.db;
    close = built.close;
  });
  afterAll(() => close());
  return context;
}

/** POSTs a JSON body through the app without a network. */
export const postJson = (app: App, url: string, body: unknown) =>
  app.inject({ method: "POST", url, payload: body as object });

/**
 * As useTestApp, with the app logging at "info", as in production, into `lines` (one JSON line
 * each) for the test file to read.
 */
export function useLoggedTestApp(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const context = useTestApp(
    { ...env, LOG_LEVEL: "info" },
    {
      logStream: { write: (line) => void lines.push(line) },
    },
  );
  return Object.assign(context, { lines });
}
