import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's Chromium, started the way this machine allows (no sandbox as root, no background network). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
/**
 * Where the e2e server sends mail. Nothing listens there, so every mail fails and waits for a
 * retry, until e2e/background-work.spec.ts starts an SMTP server on it to retry one.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || E2E_PORT + 1);

/**
 * The e2e server's log (JSON lines, one per request answered, with the query's keys and not its
 * values), read after the whole suite by e2e/request-log.ts. Named by the Playwright process, which
 * starts the server and runs the check.
 */
export const REQUEST_LOG = join(tmpdir(), `nakhla-e2e-requests-${process.pid}.log`);
