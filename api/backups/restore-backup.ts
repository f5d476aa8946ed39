import { existsSync, openAsBlob } from "node:fs";
import { mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { count } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";
import { lockDataDir } from "../db/lock";
import { applications } from "../db/schema/applications";
import { pitchDecks } from "../db/schema/founder";
import { subscribers } from "../db/schema/newsletter";
import { contacts, pitchLeads } from "../db/schema/public-forms";
import { adminUsers } from "../db/schema/staff";
import { BackupError, type BackupManifest, type DeckObject, readBackupFile } from "./backup-file";
import { restorePostgresCopy } from "./database-copy";

/** Where a backup is restored to: DATA_DIR for the embedded database, or DATABASE_URL. */
export type RestoreTarget =
  | { driver: "pglite"; dataDir: string }
  | { driver: "postgres"; url: string; binDir?: string | undefined };

export type RestoreRequest = {
  file: string;
  target: RestoreTarget;
  encryptionKey?: string | undefined;
  /** Replace a database that holds data (--force); refused without it. */
  force?: boolean;
};

export type RestoredBackup = {
  manifest: BackupManifest;
  deckObjects: DeckObject[];
  /** Rows of the main tables in the restored database, for the person to check. */
  counts: Record<string, number>;
  /** With --force on the embedded database: where the directory it replaced was moved. */
  previousDataDir: string | null;
};

const DATABASE_NAMES = { pglite: "the embedded database (PGlite)", postgres: "PostgreSQL" };

/**
 * Brings a backup back into a fresh database: checks the file whole first (decrypting it when
 * encrypted), refuses a target that already holds data unless forced, loads the copy, then applies
 * any migration newer than the backup (docs/decisions/050-backups.md).
 */
export async function restoreBackup(request: RestoreRequest): Promise<RestoredBackup> {
  const file = resolve(request.file);
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  // The decrypted copy is sensitive: in a private temporary folder (mkdtemp: mode 0700), removed after.
  const workDir = await mkdtemp(join(tmpdir(), "nakhla-restore-"));
  try {
    const contents = await readBackupFile(file, workDir, request.encryptionKey);
    const { manifest } = contents;
    if (manifest.database !== request.target.driver) {
      throw new BackupError(
        `This backup is of ${DATABASE_NAMES[manifest.database]}, and this restore would go to ${DATABASE_NAMES[request.target.driver]}: ${
          manifest.database === "postgres"
            ? "set DATABASE_URL to an empty PostgreSQL database."
            : "unset DATABASE_URL and set DATA_DIR to a new folder."
        }`,
      );
    }
    let previousDataDir: string | null = null;
    let database: Awaited<ReturnType<typeof openDatabase>>;
    if (request.target.driver === "pglite") {
      previousDataDir = await restorePglite(contents.databasePath, request.target.dataDir, {
        force: request.force === true,
      });
      database = await openDatabase({ driver: "pglite", dataDir: request.target.dataDir });
    } else {
      await clearPostgres(request.target.url, { force: request.force === true });
      await restorePostgresCopy(contents.databasePath, request.target.url, request.target.binDir);
      database = await openDatabase({ driver: "postgres", url: request.target.url, poolSize: 1 });
    }
    try {
      return {
        manifest,
        deckObjects: contents.deckObjects,
        counts: await countRows(database.db),
        previousDataDir,
      };
    } finally {
      await database.close();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function restorePglite(
  tarball: string,
  dataDir: string,
  { force }: { force: boolean },
): Promise<string | null> {
  let previous: string | null = null;
  if (existsSync(join(dataDir, "PG_VERSION"))) {
    // Refused while a server holds it, forced or not (the lock says so).
    (await lockDataDir(dataDir))();
    if (!force) {
      throw new BackupError(
        `${resolve(dataDir)} already holds a database. Restore into a new folder (DATA_DIR), or run the restore again with --force to replace it (the folder is then kept beside it, renamed).`,
      );
    }
    previous = `${resolve(dataDir)}.before-restore-${new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "")}`;
    await rename(dataDir, previous);
  }
  const release = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, {
      loadDataDir: await openAsBlob(tarball, { type: "application/x-gzip" }),
      extensions: { pg_trgm },
    });
    await client.close();
  } catch (error) {
    release();
    throw error;
  }
  // The copy carried the old server's lock file; releasing removes it.
  release();
  return previous;
}

const SYSTEM_SCHEMAS = ["pg_catalog", "information_schema", "pg_toast"];

/** Refuses a PostgreSQL database holding any table, unless forced: then empties it. */
async function clearPostgres(url: string, { force }: { force: boolean }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; tables: string }>(
      `select n.nspname as schema, count(c.oid)::text as tables
         from pg_namespace n left join pg_class c on c.relnamespace = n.oid and c.relkind in ('r', 'p')
        where n.nspname <> all($1) and n.nspname not like 'pg_temp_%' and n.nspname not like 'pg_toast_temp_%'
        group by n.nspname`,
      [SYSTEM_SCHEMAS],
    );
    const tables = rows.reduce((sum, row) => sum + Number(row.tables), 0);
    if (tables === 0) return;
    if (!force) {
      throw new BackupError(
        `The database at DATABASE_URL already holds data (${tables} tables). Restore into a new, empty database, or run the restore again with --force to replace everything in it.`,
      );
    }
    for (const { schema } of rows) {
      await client.query(`drop schema ${pg.escapeIdentifier(schema)} cascade`);
    }
    await client.query("create schema if not exists public");
  } finally {
    await client.end();
  }
}

async function countRows(db: Database): Promise<Record<string, number>> {
  const tables = {
    applications,
    "pitch decks": pitchDecks,
    contacts,
    subscribers,
    "pitch leads": pitchLeads,
    "staff accounts": adminUsers,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}
