// `npm run bench -- backup` (or BENCH_ONLY=backup): how long a backup and a restore of 100,000
// applications take, and how large the file is, on the embedded database and, with DATABASE_URL, on
// PostgreSQL (docs/decisions/050-backups.md). Figures, not a budget: the file is written beside a
// fresh database of its own, restored into another, and both are removed after.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseSource } from "../api/backups/database-copy";
import { type RestoreTarget, restoreBackup } from "../api/backups/restore-backup";
import { takeBackup } from "../api/backups/take-backup";
import { type DatabaseHandle, openDatabase } from "../api/db/client";
import { seedReviewQueue } from "./seed-review-queue";

const APPLICATIONS = Number(process.env.BENCH_BACKUP_ROWS ?? 100_000);

export const wantsBackupBench = () =>
  process.env.BENCH_ONLY === "backup" || process.argv.slice(2).includes("backup");

type Place = { open(): Promise<DatabaseHandle>; target: RestoreTarget; drop(): Promise<void> };

async function place(work: string, serverUrl: string | undefined): Promise<Place> {
  if (!serverUrl) {
    const dataDir = join(work, `db-${randomBytes(4).toString("hex")}`);
    return {
      open: () => openDatabase({ driver: "pglite", dataDir }),
      target: { driver: "pglite", dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `nakhla_bench_backup_${randomBytes(5).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ driver: "postgres", url: url.toString(), poolSize: 2 }),
    target: { driver: "postgres", url: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function runBackupBench() {
  const serverUrl = process.env.DATABASE_URL;
  const work = mkdtempSync(join(tmpdir(), "nakhla-bench-backup-"));
  const from = await place(work, serverUrl);
  const into = await place(work, serverUrl);
  try {
    const database = await from.open();
    let taken: Awaited<ReturnType<typeof takeBackup>>;
    try {
      await seedReviewQueue(database.db, APPLICATIONS);
      const source: DatabaseSource = serverUrl
        ? { driver: "postgres", url: (from.target as { url: string }).url }
        : { driver: "pglite", dumpDataDir: database.dumpDataDir as () => Promise<Blob> };
      taken = await takeBackup({
        db: database.db,
        source,
        output: `${work}/`,
        trigger: "command",
      });
    } finally {
      await database.close();
    }
    const started = Date.now();
    const restored = await restoreBackup({ file: taken.file, target: into.target });
    const restoreMs = Date.now() - started;
    console.info(
      [
        `backup and restore of ${restored.counts.applications} applications on ${serverUrl ? "PostgreSQL" : "PGlite"}`,
        `  backup   ${seconds(taken.durationMs)}   file ${megabytes(taken.bytes)}`,
        `  restore  ${seconds(restoreMs)} (migrations and counts included)`,
      ].join("\n"),
    );
  } finally {
    await from.drop();
    await into.drop();
    rmSync(work, { recursive: true, force: true });
  }
}
