import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../lib/passwords";
import { createAdmin, findAdminByUsername } from "../staff/staff-repository";
import { openTestDatabase } from "../test/database";
import { type DatabaseHandle, openDatabase } from "./client";

/**
 * The setup scripts open the database with a pool of one connection (and DATABASE_POOL_SIZE=1 is
 * allowed for the server). On PostgreSQL the migration's advisory lock held that one connection
 * and the migration waited for a second one for ever: nobody could create the first admin.
 */
async function openWithPoolOfOne(): Promise<{
  database: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // PGlite has no pool: the embedded database is the same whatever the size asked for.
    const database = await openTestDatabase();
    return { database: { ...database, close: async () => {} }, dispose: database.close };
  }
  const schema = `test_${randomUUID().replaceAll("-", "")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  // A fresh schema: the migrations run in full on the one connection.
  const database = await openDatabase({ driver: "postgres", url, poolSize: 1, schema });
  return { database, dispose: () => run(`drop schema ${schema} cascade`) };
}

/** Fails with a clear message instead of waiting for the test runner's own timeout. */
const within = <T>(ms: number, what: string, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms).unref(),
    ),
  ]);

describe("openDatabase with a pool of one connection", () => {
  it("migrates, then creates and reads an admin on that one connection", {
    timeout: 30_000,
  }, async () => {
    const { database, dispose } = await within(
      20_000,
      "opening and migrating the database",
      openWithPoolOfOne(),
    );
    try {
      await within(
        5_000,
        "creating an admin",
        createAdmin(database.db, {
          username: "first-admin",
          displayName: "Leena Farouk",
          passwordHash: await hashPassword("a long enough secret"),
        }),
      );
      const admin = await findAdminByUsername(database.db, "first-admin");
      expect(admin?.displayName).toBe("Leena Farouk");
    } finally {
      await database.close();
      await dispose();
    }
  });
});
