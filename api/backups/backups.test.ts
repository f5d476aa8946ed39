import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateX25519Identity } from "age-encryption";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { contacts } from "../db/schema/public-forms";
import { aContact } from "../test/factories";
import {
  BACKUP_ENCRYPTED_NO_KEY,
  BACKUP_TAMPERED,
  BACKUP_WRONG_KEY,
  BackupError,
} from "./backup-file";
import { lastBackup } from "./backups-repository";
import type { DatabaseSource } from "./database-copy";
import { type RestoreTarget, restoreBackup } from "./restore-backup";
import { pruneDailyBackups, takeBackup } from "./take-backup";

// npm run backup and npm run restore's services (docs/decisions/050-backups.md), on the embedded
// database, and on PostgreSQL when DATABASE_URL names a server (each case in databases of its own).

const serverUrl = process.env.DATABASE_URL;

/** One bit of the file changed, as damage or tampering would. */
const flip = (bytes: Buffer, at: number) =>
  bytes.writeUInt8((bytes.readUInt8(at) ^ 0x01) & 0xff, at);

type Place = {
  open(): Promise<DatabaseHandle>;
  target: RestoreTarget;
  source(db: DatabaseHandle): DatabaseSource;
};

/** A fresh database to back up from or restore into, and how to reach it. */
async function aPlace(work: string, drops: Array<() => Promise<void>>): Promise<Place> {
  if (!serverUrl) {
    const dataDir = join(work, `db-${randomBytes(4).toString("hex")}`);
    return {
      open: () => openDatabase({ driver: "pglite", dataDir }),
      target: { driver: "pglite", dataDir },
      source: (db) => ({ driver: "pglite", dumpDataDir: db.dumpDataDir as () => Promise<Blob> }),
    };
  }
  const name = `nakhla_backup_test_${randomBytes(5).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  drops.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ driver: "postgres", url: url.toString(), poolSize: 2 }),
    target: { driver: "postgres", url: url.toString() },
    source: () => ({ driver: "postgres", url: url.toString() }),
  };
}

// Each case opens, copies and restores whole databases: slow on a loaded machine.
describe(`backup and restore on ${serverUrl ? "PostgreSQL" : "PGlite"}`, {
  timeout: 180_000,
}, () => {
  const work = mkdtempSync(join(tmpdir(), "nakhla-backups-test-"));
  const drops: Array<() => Promise<void>> = [];
  let file: string;
  let encryptedFile: string;
  const key = generateX25519Identity();

  beforeAll(async () => {
    const place = await aPlace(work, drops);
    const database = await place.open();
    try {
      await database.db.insert(contacts).values(aContact({ email: "kept@example.com" }));
      file = (
        await takeBackup({
          db: database.db,
          source: place.source(database),
          output: `${work}/out/`,
          trigger: "command",
        })
      ).file;
      encryptedFile = (
        await takeBackup({
          db: database.db,
          source: place.source(database),
          output: join(work, "out", "encrypted.nakhla-backup.age"),
          trigger: "daily",
          encryptionKey: await key,
        })
      ).file;
      // Recorded for the console: the newest is the last one taken.
      expect(await lastBackup(database.db)).toMatchObject({
        trigger: "daily",
        fileName: "encrypted.nakhla-backup.age",
        encrypted: true,
      });
    } finally {
      await database.close();
    }
  }, 180_000);

  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(work, { recursive: true, force: true });
  });

  const contactsIn = async (place: Place) => {
    const database = await place.open();
    try {
      return (await database.db.select({ email: contacts.email }).from(contacts)).map(
        (row) => row.email,
      );
    } finally {
      await database.close();
    }
  };

  it("restores a backup into a fresh database, and refuses one that holds data unless forced", async () => {
    const place = await aPlace(work, drops);
    const restored = await restoreBackup({ file, target: place.target });
    expect(restored.counts.contacts).toBe(1);
    expect(await contactsIn(place)).toEqual(["kept@example.com"]);

    // Now it holds data: refused, and nothing changed.
    const database = await place.open();
    await database.db.insert(contacts).values(aContact({ email: "since@example.com" }));
    await database.close();
    const refused = restoreBackup({ file, target: place.target });
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(/already holds/);
    expect((await contactsIn(place)).sort()).toEqual(["kept@example.com", "since@example.com"]);

    await restoreBackup({ file, target: place.target, force: true });
    expect(await contactsIn(place)).toEqual(["kept@example.com"]);
  });

  it("opens an encrypted backup only with its key, and refuses a file altered after it was made", async () => {
    const place = await aPlace(work, drops);
    expect(readFileSync(encryptedFile).subarray(0, 21).toString()).toBe("age-encryption.org/v1");
    await expect(restoreBackup({ file: encryptedFile, target: place.target })).rejects.toThrow(
      BACKUP_ENCRYPTED_NO_KEY,
    );
    await expect(
      restoreBackup({
        file: encryptedFile,
        target: place.target,
        encryptionKey: await generateX25519Identity(),
      }),
    ).rejects.toThrow(BACKUP_WRONG_KEY);

    const altered = join(work, "altered.nakhla-backup.age");
    const bytes = readFileSync(encryptedFile);
    flip(bytes, Math.floor(bytes.length / 2));
    writeFileSync(altered, bytes);
    await expect(
      restoreBackup({ file: altered, target: place.target, encryptionKey: await key }),
    ).rejects.toThrow(BACKUP_TAMPERED);

    const alteredPlain = join(work, "altered.nakhla-backup");
    const plain = readFileSync(file);
    flip(plain, plain.length - 4096);
    flip(plain, Math.floor(plain.length / 2));
    writeFileSync(alteredPlain, plain);
    await expect(restoreBackup({ file: alteredPlain, target: place.target })).rejects.toThrow(
      BackupError,
    );

    // None of those restored anything; the right key does.
    const restored = await restoreBackup({
      file: encryptedFile,
      target: place.target,
      encryptionKey: await key,
    });
    expect(restored.counts.contacts).toBe(1);
    const database = await place.open();
    const [row] = await database.db
      .select()
      .from(contacts)
      .where(eq(contacts.email, "kept@example.com"));
    await database.close();
    expect(row?.email).toBe("kept@example.com");
  });

  it("keeps the newest BACKUP_KEEP daily backups and never touches other files", async () => {
    const folder = join(work, "daily");
    rmSync(folder, { recursive: true, force: true });
    const { mkdirSync } = await import("node:fs");
    mkdirSync(folder);
    const names = [
      "nakhla-daily-pglite-20261120T021500Z.nakhla-backup",
      "nakhla-daily-postgres-20261121T021500Z.nakhla-backup.age",
      "nakhla-daily-pglite-20261122T021500Z.nakhla-backup",
      "nakhla-command-pglite-20261101T101010Z.nakhla-backup",
      "notes.txt",
    ];
    for (const name of names) writeFileSync(join(folder, name), "x");
    const removed = await pruneDailyBackups(folder, 2);
    expect(removed).toEqual(["nakhla-daily-pglite-20261120T021500Z.nakhla-backup"]);
  });
});
