// An API process keeps serving when PostgreSQL ends its idle connections: a restart, a failover,
// an operator's pg_terminate_backend. pg reports such an error on the pool, where an event without
// a listener would end the process (api/db/client.ts). Run by .ci/run on its PostgreSQL:
// DATABASE_URL=postgres://… npx vitest run --project instances
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createScratchDatabase,
  type Instance,
  requireDatabaseUrl,
  startInstance,
} from "./instances";

const serverUrl = requireDatabaseUrl();

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let api: Instance;

beforeAll(async () => {
  scratch = await createScratchDatabase(serverUrl);
  api = await startInstance("the API", {
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATABASE_URL: scratch.url,
    DATABASE_POOL_SIZE: "3",
    PAYMENT_MODE: "test",
    PAYMENT_TEST_SECRET: "idle-connections-test-secret",
  });
});

afterAll(async () => {
  await api?.stop();
  await scratch?.drop();
});

/** Ends every connection to the API's database but the caller's own; answers how many it ended. */
async function endConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [new URL(scratch.url).pathname.slice(1)],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe("PostgreSQL ending the API's idle connections", () => {
  it("leaves the process up: it warns, and answers the next requests on fresh connections", async () => {
    // Connections that have served requests, idle in the pool now (and pg-boss's own).
    for (let i = 0; i < 3; i += 1) {
      expect((await api.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    }
    expect(await endConnections()).toBeGreaterThan(0);
    await vi.waitFor(
      () => expect(api.output.join("\n")).toContain("An idle database connection ended"),
      { timeout: 10_000, interval: 100 },
    );
    // /api/health reads the database: a dead process, or a pool left broken, answers no 200.
    for (let i = 0; i < 3; i += 1) {
      expect((await api.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    }
  });
});
