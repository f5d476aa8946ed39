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

export async function prepareDatabases(
  url = process.env.DATABASE_URL,
  keptSchema = process.env.BENCH_KEEP_SCHEMA,
): Promise<BenchDatabases> {
  if (keptSchema && !url) throw new Error("BENCH_KEEP_SCHEMA needs DATABASE_URL (PostgreSQL)");
  if (keptSchema && !/^[a-z_][a-z0-9_]*$/.test(keptSchema))
    throw new Error("BENCH_KEEP_SCHEMA: lower-case letters, digits and _ only");
  return url ? preparePostgres(url, keptSchema) : preparePglite();
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

/**
 * A fresh schema per server: nothing left by an earlier run or by tests skews the inserts. With
 * `keptSchema` (BENCH_KEEP_SCHEMA, while iterating on a query) the app's schema is that one, created
 * when missing and kept afterwards, so its seeded rows serve the next run (the seeds skip a table
 * already filled).
 */
async function preparePostgres(url: string, keptSchema?: string): Promise<BenchDatabases> {
  const suffix = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const schemas = [keptSchema ?? `bench_app_${suffix}`, `bench_direct_${suffix}`];
  const [appSchema = "", directSchema = ""] = schemas;
  const dropped = keptSchema ? [directSchema] : schemas;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const schema of schemas) await admin.query(`create schema if not exists "${schema}"`);
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
        for (const schema of dropped)
          await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
