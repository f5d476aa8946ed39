import { basename } from "node:path";
import { pruneDailyBackups, takeBackup } from "../backups/take-backup";
import type { JobDefinition } from "./runner";

/**
 * Daily at 02:15 UTC, only with BACKUP_DAILY=true: a backup into BACKUP_DIR, then the daily backups
 * past the newest BACKUP_KEEP are removed (docs/decisions/050-backups.md). On several instances it
 * runs on one of them, into that instance's BACKUP_DIR: point it at storage they share.
 */
export const dailyBackupJob: JobDefinition = {
  name: "daily-backup",
  cron: "15 2 * * *",
  title: "take the daily backup and keep the newest BACKUP_KEEP",
  enabled: (deps) => Boolean(deps.backups),
  async run({ db, backups }) {
    if (!backups) return { skipped: "BACKUP_DAILY is off" };
    const taken = await takeBackup({
      db,
      source: backups.source,
      output: `${backups.dir}/`,
      trigger: "daily",
      encryptionKey: backups.encryptionKey,
      bucket: backups.bucket,
    });
    const removed = await pruneDailyBackups(backups.dir, backups.keep);
    return { file: basename(taken.file), bytes: taken.bytes, removed: removed.length };
  },
};
