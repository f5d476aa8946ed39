import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, E2E_PORT, E2E_SMTP_PORT, REQUEST_LOG } from "./e2e/browser";

// The tests run against the production build served by the real server on a fresh embedded
// database (`npm run test:e2e` builds first).
const dataDir = join(tmpdir(), `nakhla-e2e-${process.pid}`);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"]],
  // Journeys that run axe on several screens take more than half a minute on two cores.
  timeout: 60_000,
  // After the whole suite: no request carried a password, a code or a token in its address.
  globalTeardown: "./e2e/request-log.ts",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: CHROMIUM,
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM } }],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx e2e/seed.ts && node --enable-source-maps build/api/server.js > ${REQUEST_LOG}`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    // Seeding a fresh PGlite database and starting the server takes 20 s on a quiet machine and
    // past a minute on a loaded one; this is a wait, not a budget (`npm run bench` keeps those).
    timeout: 180_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // One line per request answered, into REQUEST_LOG for e2e/request-log.ts (with the server's
      // warnings and errors, which went to the ignored stdout before).
      LOG_LEVEL: "info",
      // The journeys pay through the labelled test checkout, whatever NODE_ENV the shell has.
      PAYMENT_MODE: "test",
      // A browser may ask to be served at a later instant (its x-test-now header): the journeys
      // that pass a respond-by date move the clock instead of waiting (docs/decisions/082-test-clock.md).
      TEST_CLOCK: "true",
      PUBLIC_WRITE_RATE_LIMIT: "10000",
      // Registered for GST in Karnataka: receipts are tax invoices and refunds get credit notes.
      GSTIN: "29ABCDE1234F1Z5",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      WEB_BUILD_DIR: process.env.WEB_BUILD_DIR || "./build/client",
    },
  },
});
