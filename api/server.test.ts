import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { contacts } from "./db/schema/public-forms";
import { aContact } from "./test/factories";

// These tests run the real server process on the embedded database, as `npm start` does: compiled
// by the build script (into a directory of their own, under build/ so node_modules is found) and
// run with plain node (docs/decisions/042-compiled-server.md).
const dataDir = mkdtempSync(join(tmpdir(), "nakhla-server-"));
mkdirSync("build", { recursive: true });
const apiDir = mkdtempSync(join("build", "server-test-"));
beforeAll(() => {
  execFileSync(process.execPath, ["scripts/build-api.mjs", apiDir], { stdio: "ignore" });
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(apiDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(port: number, env: Record<string, string> = {}): Server {
  const child = spawn(process.execPath, ["--enable-source-maps", join(apiDir, "server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVE_WEB: "false",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      PUBLIC_WRITE_RATE_LIMIT: "1000",
      ...env,
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(server: Server, text: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for "${text}"; output:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the server process", () => {
  it("locks its data directory, finishes in-flight requests on SIGTERM, and keeps the data", async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitForOutput(first, `running at http://localhost:${port}`);

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another process`);

    const send = () =>
      fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(aContact()),
      }).then(
        (response) => response.status,
        () => "connection failed",
      );
    const inFlight = Array.from({ length: 30 }, send);
    // Signal as soon as one answer is back, while the others are still in flight.
    await Promise.race(inFlight);
    first.child.kill("SIGTERM");
    const statuses = await Promise.all(inFlight);
    expect(await first.exited).toBe(0);

    // Every request that reached the server got its answer; each 201 is a row on disk.
    const created = statuses.filter((status) => status === 201).length;
    expect(created).toBeGreaterThan(0);
    for (const status of statuses) expect([201, 503, "connection failed"]).toContain(status);
    const reopened = await openDatabase({ driver: "pglite", dataDir });
    try {
      expect(await reopened.db.$count(contacts)).toBe(created);
    } finally {
      await reopened.close();
    }
    // Three real processes start on the embedded database: slow on a busy two-core machine.
  }, 180_000);

  it("refuses to start in production when the payment mode is left to its default", async () => {
    const server = startServer(await freePort(), { NODE_ENV: "production", PAYMENT_MODE: "" });
    // A server that starts anyway is stopped, not left running.
    const started = waitForOutput(server, "running at", 60_000).then(() => "started");
    const outcome = await Promise.race([server.exited, started.catch(() => "timed out")]);
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    expect(outcome).toBe(1);
    expect(server.output()).toContain("Invalid configuration:");
    expect(server.output()).toContain("PAYMENT_MODE: must be set when NODE_ENV=production");
    expect(server.output()).not.toContain("running at");
  }, 120_000);

  it("starts in production with PAYMENT_MODE=test, says so, and reports it on /api/health", async () => {
    const port = await freePort();
    const server = startServer(port, { NODE_ENV: "production", PAYMENT_MODE: "test" });
    try {
      await waitForOutput(server, `running at http://localhost:${port}`);
      await waitForOutput(server, "Payments are in TEST MODE");
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: "ok", database: "ok", payments: "test" });
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 180_000);
});
