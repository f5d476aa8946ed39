import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseSpec } from "./protocol";

/** One database for the app and one for the direct insert, of the same kind, never shared. */
export type BenchDatabases = {
  kind: "pglite" | "postgres";
  app: DatabaseSpec;
  direct: DatabaseSpec;
  /** Removes what was created; safe to call more than once. */
  cleanup(): Promise<void>;
};

export async function prepareDatabases(url = process.env.DATABASE_URL): Promise<BenchDatabases> {
  return url ? preparePostgres(url) : preparePglite();
}

function preparePglite(): BenchDatabases {
  const dirs = ["app", "direct"].map((name) =>
    mkdtempSync(join(tmpdir(), `nakhla-bench-${name}-`)),
  );
  const [appDir = "", directDir = ""] = dirs;
  return {
    kind: "pglite",
    app: { driver: "pglite", dataDir: appDir },
    direct: { driver: "pglite", dataDir: directDir },
    async cleanup() {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function preparePostgres(url: string): Promise<BenchDatabases> {
  // A fresh schema per server: nothing left by an earlier run or by tests skews the inserts.
  const suffix = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const schemas = [`bench_app_${suffix}`, `bench_direct_${suffix}`];
  const [appSchema = "", directSchema = ""] = schemas;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const schema of schemas) await admin.query(`create schema "${schema}"`);
  } finally {
    await admin.end();
  }
  let cleaned = false;
  return {
    kind: "postgres",
    app: { driver: "postgres", url, schema: appSchema },
    direct: { driver: "postgres", url, schema: directSchema },
    async cleanup() {
      if (cleaned) return;
      cleaned = true;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (const schema of schemas)
          await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
