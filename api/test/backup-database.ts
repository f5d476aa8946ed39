import { randomBytes } from "node:crypto";
import { cpSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseSource } from "../backups/database-copy";
import type { RestoreTarget } from "../backups/restore-backup";
import { openDatabase } from "../db/client";

const serverUrl = process.env.DATABASE_URL;

/** A fresh PostgreSQL database of its own on the test server; answers its URL and its drop. */
async function aPostgresDatabase() {
  const name = `nakhla_copy_test_${randomBytes(5).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl ?? "");
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * A migrated database of its own that a backup can copy whole: a copy of the PGlite template in
 * `work`, or a database of its own on the PostgreSQL server (pg_dump copies a whole database, and
 * other test files' schemas come and go in the shared one). With where a backup of it restores to.
 */
export async function aBackedUpDatabase(work: string) {
  const drops: Array<() => Promise<void>> = [];
  const restoreTarget = async (): Promise<RestoreTarget> => {
    if (!serverUrl)
      return {
        driver: "pglite",
        dataDir: join(work, `restored-${randomBytes(4).toString("hex")}`),
      };
    const restored = await aPostgresDatabase();
    drops.push(restored.drop);
    return { driver: "postgres", url: restored.url };
  };
  const drop = async () => {
    for (const step of drops) await step();
  };
  if (!serverUrl) {
    // A copy of the migrated template, as api/test/database.ts makes.
    const dataDir = join(work, "db");
    cpSync(inject("templateDataDir"), dataDir, { recursive: true });
    const database = await openDatabase({ driver: "pglite", dataDir, lock: false });
    const source: DatabaseSource = {
      driver: "pglite",
      dumpDataDir: database.dumpDataDir as () => Promise<Blob>,
    };
    return { database, source, restoreTarget, drop };
  }
  const own = await aPostgresDatabase();
  drops.push(own.drop);
  const database = await openDatabase({ driver: "postgres", url: own.url, poolSize: 4 });
  const source: DatabaseSource = { driver: "postgres", url: own.url };
  return { database, source, restoreTarget, drop };
}
