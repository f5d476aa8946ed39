import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Config } from "../config";
import { lockDataDir } from "./lock";

// Queries are built with drizzle's query builder over the tables of db/schema/ (no relational
// `db.query` API), so the handle carries no schema.
export type Database = PgDatabase<PgQueryResultHKT>;

/** An open database: the drizzle handle every repository uses, and how to close it. */
export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * The embedded database only: its data directory as a gzipped tarball, taken by PGlite between
   * two queries, so it holds every transaction committed before it (docs/decisions/050-backups.md).
   */
  dumpDataDir?: () => Promise<Blob>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenOptions =
  | { driver: "pglite"; dataDir?: string; lock?: boolean }
  | { driver: "postgres"; url: string; poolSize?: number; schema?: string };

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR (locked
 * to this process). Scripts pass a pool of 1; the server uses DATABASE_POOL_SIZE.
 */
export function openConfiguredDatabase(
  config: Pick<Config, "DATABASE_URL" | "DATABASE_POOL_SIZE" | "DATA_DIR">,
  { poolSize = config.DATABASE_POOL_SIZE }: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ driver: "postgres", url: config.DATABASE_URL, poolSize })
    : openDatabase({ driver: "pglite", dataDir: config.DATA_DIR });
}

/** Opens the database and applies every pending migration. Same schema, same SQL on both drivers. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.driver === "postgres") return openPostgres(options);
  return openPglite(options);
}

async function openPglite(options: { dataDir?: string; lock?: boolean }): Promise<DatabaseHandle> {
  const release =
    options.dataDir && options.lock !== false ? await lockDataDir(options.dataDir) : undefined;
  try {
    // pg_trgm backs the admin lists' text search (trigram indexes).
    const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      driver: "pglite",
      async dumpDataDir() {
        // A checkpoint first: the restored copy then replays little or no WAL when it opens.
        await client.exec("CHECKPOINT");
        return client.dumpDataDir("gzip");
      },
      async close() {
        await client.close();
        release?.();
      },
    };
  } catch (error) {
    release?.();
    throw error;
  }
}

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  schema?: string;
}): Promise<DatabaseHandle> {
  // In a schema of its own (tests), extensions stay in public, where the migrations install them.
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: options.schema ? `-c search_path=${options.schema},public` : undefined,
  });
  // The server may end a connection while it idles in the pool (a restart, a failover, an
  // administrator's pg_terminate_backend, a dropped database). pg then drops that client and emits
  // the error on the pool, where an event without a listener would end the whole process; the next
  // query simply opens a fresh connection, so a warning is all it deserves.
  pool.on("error", (error) => {
    process.emitWarning(`An idle database connection ended: ${error.message}`, "DatabaseWarning");
  });
  // Several API instances may start at once: one migrates while the others wait on the lock. The
  // lock is a session's, so the migrations run on the same connection that holds it, checked out
  // of the pool: a pool of one (the scripts, DATABASE_POOL_SIZE=1) has no second connection to give.
  try {
    const migrationClient = await pool.connect();
    let unlocked = false;
    try {
      await migrationClient.query("select pg_advisory_lock(7314001)");
      await migrateNodePg(drizzleNodePg(migrationClient), {
        migrationsFolder: MIGRATIONS_FOLDER,
        migrationsSchema: options.schema,
      });
    } finally {
      unlocked = await migrationClient
        .query("select pg_advisory_unlock(7314001)")
        .then(() => true)
        .catch(() => false);
      // A connection that could not unlock is closed rather than reused: closing frees the lock.
      migrationClient.release(!unlocked);
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzleNodePg(pool);
  return { db: db as unknown as Database, driver: "postgres", close: () => pool.end() };
}

/** A cheap round trip, used by /api/health. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
