import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { type Db, fromPglite, type PGliteLike } from "pg-boss";
import type { Database } from "../db/client";

/**
 * pg-boss on the database the app already has open, so the jobs need no connection of their own
 * (docs/decisions/015-background-jobs.md): PGlite through pg-boss's own adapter, PostgreSQL through
 * the app's node-postgres pool, as pg-boss's `db` option takes it.
 */
export function jobsDatabase(db: Database): { db: Db; backend?: "pglite" } {
  const client = clientOf(db);
  if (client instanceof PGlite) {
    return { db: fromPglite(sharedPglite(client)), backend: "pglite" };
  }
  return { db: { executeSql: (text, values) => client.query(text, values) } };
}

/**
 * pg-boss sends its transactional work as one text, `BEGIN; … COMMIT;`. On the one PGlite
 * connection the app's requests share, such a block runs inside a PGlite transaction, so one that
 * fails is rolled back before anything else runs on the connection (pg-boss's adapter rolls back
 * after, by when a request's query may have met the aborted transaction). Other texts, `CREATE
 * INDEX CONCURRENTLY` among them, run as they are.
 */
const sharedPglite = (client: PGlite): PGliteLike => ({
  query: (text, values) => client.query(text, values),
  exec: (text) =>
    /^\s*BEGIN;/.test(text) ? client.transaction((tx) => tx.exec(text)) : client.exec(text),
});

function clientOf(db: Database): PGlite | pg.Pool {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite || client instanceof pg.Pool) return client;
  throw new Error("jobs: the database is neither PGlite nor a node-postgres pool");
}

/** The advisory lock's first key: 7314001 is the migrations' (db/client.ts), this the jobs' setup. */
const SETUP_LOCK = 7314002;

/** Setups in progress on each PGlite database of this process, in turn. */
const pgliteSetups = new WeakMap<PGlite, Promise<unknown>>();

/**
 * Runs `setup` while nothing else sets up the jobs in the same schema: the upgrade from pg-boss 10
 * (jobs/pg-boss-10-upgrade.ts) and pg-boss's own schema and queue DDL must not run twice at once
 * when instances start together. On PostgreSQL the second waits here, on a session advisory lock
 * held on a connection of its own (pg-boss's queries need the pool meanwhile, and with
 * DATABASE_POOL_SIZE=1 a pooled lock connection would starve them). PGlite belongs to one process,
 * whose runners take turns (advisory locks would not tell them apart: they share one session).
 */
export async function withJobsSetupLock<T>(
  db: Database,
  schema: string,
  setup: () => Promise<T>,
): Promise<T> {
  const client = clientOf(db);
  if (client instanceof PGlite) {
    const turn = (pgliteSetups.get(client) ?? Promise.resolve()).catch(() => {}).then(setup);
    pgliteSetups.set(client, turn);
    return turn;
  }
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

/** The rows of a query of ours on pg-boss's tables: both drivers answer `{ rows }`. */
export const rowsOf = async <Row>(db: Database, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
