import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { backups } from "../db/schema/backups";
import { pitchDecks } from "../db/schema/founder";
import type { DeckObject } from "./backup-file";

export type BackupRow = typeof backups.$inferSelect;
export type NewBackupRow = typeof backups.$inferInsert;

/** Every uploaded deck whose PDF is in the object store, by key. */
export async function listDeckObjects(db: Database): Promise<DeckObject[]> {
  return db
    .select({
      applicationId: pitchDecks.applicationId,
      deckId: pitchDecks.id,
      key: pitchDecks.storageKey,
      size: pitchDecks.size,
      sha256: pitchDecks.sha256,
    })
    .from(pitchDecks)
    .where(and(eq(pitchDecks.kind, "file"), isNotNull(pitchDecks.storageKey)))
    .orderBy(pitchDecks.storageKey) as Promise<DeckObject[]>;
}

export async function recordBackup(db: Database, row: NewBackupRow): Promise<BackupRow> {
  const [saved] = await db.insert(backups).values(row).returning();
  if (!saved) throw new Error("insert returned no row");
  return saved;
}

/** The newest backup taken, or null when none ever was. */
export async function lastBackup(db: Database): Promise<BackupRow | null> {
  const [row] = await db.select().from(backups).orderBy(desc(backups.takenAt)).limit(1);
  return row ?? null;
}
