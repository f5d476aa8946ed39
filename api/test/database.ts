import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";

/** A database of this test file's own: a copy of the migrated PGlite template, or a fresh schema. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgresSchema(url) : openPgliteCopy();
}

async function openPgliteCopy(): Promise<DatabaseHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), "nakhla-test-db-"));
  cpSync(inject("templateDataDir"), dataDir, { recursive: true });
  const database = await openDatabase({ driver: "pglite", dataDir, lock: false });
  return {
    ...database,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgresSchema(url: string): Promise<DatabaseHandle> {
  const schema = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openDatabase({ driver: "postgres", url, poolSize: 4, schema });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
