import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "../db/client";

/** What pg-boss asks of a database it does not open itself (its `db` option). */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * The jobs' way into the database the app already has open, so pg-boss runs on both drivers
 * without a connection of its own (docs/decisions/015-background-jobs.md):
 *
 * - PostgreSQL: the app's node-postgres pool, exactly what pg-boss would make itself.
 * - PGlite: one connection for everything. A query with parameters goes through `query`. pg-boss's
 *   texts without parameters may hold several statements, some wrapped in their own BEGIN … COMMIT
 *   (schema creation, maintenance); they run through `exec` inside a PGlite transaction, which holds
 *   the single connection for the whole text (no other query slips in between) and rolls back if a
 *   statement fails, so a failure never leaves the shared connection inside an aborted transaction.
 */
export function sqlExecutorFor(db: Database): SqlExecutor {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.transaction((tx) => tx.exec(text));
        const last = results.at(-1);
        return (results.length === 1 ? results[0] : last) ?? { rows: [] };
      },
    };
  }
  if (client instanceof pg.Pool) {
    return { executeSql: (text, values) => client.query(text, values) };
  }
  throw new Error("jobs: the database is neither PGlite nor a node-postgres pool");
}

/** The advisory lock's first key: 7314001 is the migrations' (db/client.ts), this the jobs' setup. */
const SETUP_LOCK = 7314002;

/**
 * Runs `setup` while no other process sets up the jobs in the same schema. pg-boss creates its
 * schema and each queue's table with DDL that fails (a duplicate schema) or deadlocks (partitions
 * of one table) when two instances start together on an empty database; on PostgreSQL the second
 * waits here instead, on a session advisory lock held on a connection of its own. PGlite is one
 * process with one connection: nothing to wait for.
 */
export async function withJobsSetupLock<T>(
  db: Database,
  schema: string,
  setup: () => Promise<T>,
): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) return setup();
  // The lock is held on a connection of its own, outside the pool: pg-boss's setup queries need
  // the pool meanwhile, and with DATABASE_POOL_SIZE=1 a pooled lock connection would starve them.
  const connection = new pg.Client(client.options);
  await connection.connect();
  try {
    await connection.query("select pg_advisory_lock($1, hashtext($2))", [SETUP_LOCK, schema]);
    return await setup();
  } finally {
    await connection
      .query("select pg_advisory_unlock($1, hashtext($2))", [SETUP_LOCK, schema])
      .catch(() => {});
    await connection.end().catch(() => {});
  }
}
