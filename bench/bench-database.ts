import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../api/db/client";

/**
 * A throwaway database for an in-process bench: a PGlite directory, or on PostgreSQL
 * (DATABASE_URL) a schema of its own; `drop` removes it.
 */
export async function openBenchDatabase(
  name: string,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), `nakhla-bench-${name}-`));
    const database = await openDatabase({ driver: "pglite", dataDir, lock: false });
    return { ...database, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const schema = `bench_${name.replaceAll("-", "_")}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openDatabase({ driver: "postgres", url, poolSize: 10, schema });
  return {
    ...database,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
