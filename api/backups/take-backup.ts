import { existsSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import type { Database } from "../db/client";
import {
  BACKUP_FORMAT,
  BACKUP_SUFFIX,
  ENCRYPTED_SUFFIX,
  sha256OfFile,
  writeBackupFile,
} from "./backup-file";
import { listDeckObjects, recordBackup } from "./backups-repository";
import { copyDatabase, type DatabaseSource } from "./database-copy";

/** command: `npm run backup`; daily: the optional daily job. */
export type BackupTrigger = "command" | "daily";

export type BackupRequest = {
  db: Database;
  source: DatabaseSource;
  /** A folder (the file is named after the moment) or the file's own path. */
  output: string;
  trigger: BackupTrigger;
  /** BACKUP_ENCRYPTION_KEY: the file is encrypted with it when set. */
  encryptionKey?: string | undefined;
  /** DECK_S3_BUCKET, named in the manifest beside the decks kept there. */
  bucket?: string | null | undefined;
};

export type TakenBackup = {
  file: string;
  bytes: number;
  takenAt: string;
  durationMs: number;
  encrypted: boolean;
  deckObjects: number;
};

const stampOf = (moment: Date) => moment.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");

/** nakhla-daily-postgres-20261123T021500Z.nakhla-backup.age */
const DAILY_FILE = /^nakhla-daily-(pglite|postgres)-\d{8}T\d{6}Z\.nakhla-backup(\.age)?$/;

/**
 * Takes one backup while the server keeps serving: the database's copy (a consistent snapshot),
 * the list of decks kept in object storage, written as one file; then records it, so the console
 * shows when the last backup was taken (docs/decisions/050-backups.md).
 */
export async function takeBackup(request: BackupRequest): Promise<TakenBackup> {
  const started = Date.now();
  const takenAt = new Date();
  const encrypted = Boolean(request.encryptionKey);
  const file = await backupPath(request.output, request.trigger, request.source.driver, takenAt, {
    encrypted,
  });
  // Beside the file: the copy is moved, never copied twice across file systems.
  const workDir = await mkdtemp(join(dirname(file), ".nakhla-backup-work-"));
  try {
    const databaseFile = await copyDatabase(request.source, workDir);
    const databasePath = join(workDir, databaseFile);
    // Listed after the copy: every deck the copy knows is in the list.
    const deckObjects = await listDeckObjects(request.db);
    const bytes = await writeBackupFile(
      file,
      {
        manifest: {
          format: BACKUP_FORMAT,
          takenAt: takenAt.toISOString(),
          database: request.source.driver,
          databaseFile,
          databaseBytes: (await stat(databasePath)).size,
          databaseSha256: await sha256OfFile(databasePath),
          bucket: request.bucket ?? null,
          deckObjects: deckObjects.length,
        },
        databasePath,
        deckObjects,
      },
      request.encryptionKey,
    );
    const finishedAt = new Date();
    await recordBackup(request.db, {
      takenAt,
      finishedAt,
      trigger: request.trigger,
      database: request.source.driver,
      fileName: basename(file),
      bytes,
      encrypted,
      deckObjects: deckObjects.length,
    });
    return {
      file,
      bytes,
      takenAt: takenAt.toISOString(),
      durationMs: Date.now() - started,
      encrypted,
      deckObjects: deckObjects.length,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function backupPath(
  output: string,
  trigger: BackupTrigger,
  driver: DatabaseSource["driver"],
  takenAt: Date,
  { encrypted }: { encrypted: boolean },
): Promise<string> {
  const target = resolve(output);
  const isFolder = output.endsWith("/") || (existsSync(target) && statSync(target).isDirectory());
  if (!isFolder) {
    await mkdir(dirname(target), { recursive: true });
    return target;
  }
  await mkdir(target, { recursive: true });
  const name = `nakhla-${trigger}-${driver}-${stampOf(takenAt)}${BACKUP_SUFFIX}`;
  return join(target, encrypted ? `${name}${ENCRYPTED_SUFFIX}` : name);
}

/** Removes the daily backups in `folder` past the newest `keep`; answers the files removed. */
export async function pruneDailyBackups(folder: string, keep: number): Promise<string[]> {
  const daily = (await readdir(folder))
    .filter((name) => DAILY_FILE.test(name))
    // The moment in the name sorts them, whichever database took them.
    .sort((a, b) => stampIn(b).localeCompare(stampIn(a)));
  const removed = daily.slice(keep);
  for (const name of removed) await rm(join(folder, name), { force: true });
  return removed;
}

const stampIn = (name: string) => name.match(/\d{8}T\d{6}Z/)?.[0] ?? "";
