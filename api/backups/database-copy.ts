import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

// How each database is copied and brought back (docs/decisions/050-backups.md): PGlite's own dump
// of its data directory, and PostgreSQL's pg_dump in its custom format with pg_restore.

const run = promisify(execFile);

/** Where the database's copy comes from: the open PGlite, or the PostgreSQL server at `url`. */
export type DatabaseSource =
  | { driver: "pglite"; dumpDataDir: () => Promise<Blob> }
  | { driver: "postgres"; url: string; binDir?: string | undefined };

/** Writes the database's copy into `workDir`; answers its file name there. */
export async function copyDatabase(
  source: DatabaseSource,
  workDir: string,
): Promise<"database.tar.gz" | "database.pgdump"> {
  if (source.driver === "pglite") {
    const tarball = await source.dumpDataDir();
    await writeFile(join(workDir, "database.tar.gz"), Buffer.from(await tarball.arrayBuffer()));
    return "database.tar.gz";
  }
  // A consistent snapshot of the whole database (one transaction), while it keeps taking writes.
  await runTool(
    source.binDir,
    "pg_dump",
    [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${join(workDir, "database.pgdump")}`,
      ...connection(source.url),
    ],
    source.url,
  );
  return "database.pgdump";
}

/** Loads a pg_dump copy into the (empty) database at `url`, in one transaction: all or nothing. */
export async function restorePostgresCopy(dumpPath: string, url: string, binDir?: string) {
  await runTool(
    binDir,
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      ...connection(url),
      dumpPath,
    ],
    url,
  );
}

/**
 * The connection for pg_dump and pg_restore: the URL without its password (a command line is
 * visible to every user of the machine), which goes in PGPASSWORD instead.
 */
function connection(url: string): string[] {
  const withoutPassword = new URL(url);
  withoutPassword.password = "";
  return [`--dbname=${withoutPassword.toString()}`];
}

async function runTool(binDir: string | undefined, name: string, args: string[], url: string) {
  const password = decodeURIComponent(new URL(url).password);
  try {
    await run(pgTool(name, binDir), args, {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as { code?: unknown; stderr?: string };
    if (failure.code === "ENOENT") {
      throw new Error(
        `${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), or set PG_BIN_DIR to their folder.`,
      );
    }
    throw new Error(`${name} failed: ${(failure.stderr ?? String(error)).trim()}`);
  }
}

/**
 * pg_dump or pg_restore: in PG_BIN_DIR when set; else the newest of Debian's
 * /usr/lib/postgresql/<version>/bin (a dump needs tools at least as new as the server); else the
 * PATH's.
 */
export function pgTool(name: string, binDir?: string): string {
  if (binDir) return join(binDir, name);
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const newest = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, "bin", name)))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return join(debian, newest, "bin", name);
  }
  return name;
}
