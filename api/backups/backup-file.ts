import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Decrypter, Encrypter, identityToRecipient } from "age-encryption";
import tar from "tar-stream";

// One backup is one file (docs/decisions/050-backups.md): a tar of the manifest, the database's
// copy and the list of the decks kept in object storage, encrypted as a whole with age when a key
// is set. The age format authenticates every 64 KiB chunk and the end, so a file altered anywhere,
// cut short or opened with another key is refused before anything is restored.

export const BACKUP_FORMAT = "nakhla-backup/1";
export const BACKUP_SUFFIX = ".nakhla-backup";
export const ENCRYPTED_SUFFIX = ".age";

const MANIFEST = "manifest.json";
const DECK_OBJECTS = "deck-objects.json";
const AGE_MAGIC = "age-encryption.org/v1";

/** A pitch deck whose PDF is in the object store: what to copy from the bucket, and how to check it. */
export type DeckObject = {
  applicationId: string;
  deckId: string;
  key: string;
  size: number | null;
  /** SHA-256 (hex) of the PDF; null for decks uploaded before checksums were kept. */
  sha256: string | null;
};

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  /** When the database's copy was taken: every transaction committed before it is in the file. */
  takenAt: string;
  database: "pglite" | "postgres";
  /** The database's copy: PGlite's data directory (gzipped tar) or pg_dump's custom format. */
  databaseFile: "database.tar.gz" | "database.pgdump";
  databaseBytes: number;
  databaseSha256: string;
  /** The bucket the decks listed in deck-objects.json are in, when object storage is configured. */
  bucket: string | null;
  deckObjects: number;
};

/** Why a backup could not be written or read, in words for the person running the command. */
export class BackupError extends Error {}

export const BACKUP_ENCRYPTED_NO_KEY =
  "This backup is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with, then run the restore again.";
export const BACKUP_WRONG_KEY =
  "This backup cannot be opened with BACKUP_ENCRYPTION_KEY: it was encrypted with another key (or its header was altered). Nothing was restored.";
export const BACKUP_TAMPERED =
  "This backup file is damaged or was altered after it was made: its contents do not check out. Nothing was restored.";
export const BACKUP_NOT_A_BACKUP =
  "This file is not a Nakhla Ventures backup, or it is damaged. Nothing was restored.";

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}

export type BackupContents = {
  manifest: BackupManifest;
  /** The database's copy, a file on disk. */
  databasePath: string;
  deckObjects: DeckObject[];
};

/**
 * Writes the backup to `file` (through `file.partial`, renamed once complete, so a file with the
 * final name is always whole). Answers its size in bytes.
 */
export async function writeBackupFile(
  file: string,
  { manifest, databasePath, deckObjects }: BackupContents,
  encryptionKey: string | undefined,
): Promise<number> {
  const pack = tar.pack();
  const partial = `${file}.partial`;
  const adding = (async () => {
    pack.entry({ name: MANIFEST }, JSON.stringify(manifest, null, 2));
    await pipeline(
      createReadStream(databasePath),
      pack.entry({ name: manifest.databaseFile, size: manifest.databaseBytes }),
    );
    pack.entry({ name: DECK_OBJECTS }, JSON.stringify(deckObjects, null, 2));
    pack.finalize();
  })();
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    // tar-stream's streams are streamx's: a Node Readable over them for age and pipeline.
    const packed = Readable.from(pack);
    const body = encryptionKey ? await encrypt(packed, encryptionKey) : packed;
    await Promise.all([
      adding,
      pipeline(body, counter, createWriteStream(partial, { mode: 0o600 })),
    ]);
    await rename(partial, file);
  } catch (error) {
    pack.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  return bytes;
}

async function encrypt(source: Readable, identity: string): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(await identityToRecipient(identity));
  const encrypted = await encrypter.encrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(encrypted as WebReadableStream<Uint8Array>);
}

/** Whether the file starts as age's files do. */
export async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const start = Buffer.alloc(AGE_MAGIC.length);
    await handle.read(start, 0, start.length, 0);
    return start.toString("latin1") === AGE_MAGIC;
  } finally {
    await handle.close();
  }
}

/**
 * Reads a backup into `workDir`: decrypts it when it is encrypted (refusing another key or an
 * altered file), unpacks it and checks the database copy against the manifest's checksum.
 */
export async function readBackupFile(
  file: string,
  workDir: string,
  encryptionKey: string | undefined,
): Promise<BackupContents> {
  let source: Readable = createReadStream(file);
  if (await isEncryptedBackup(file)) {
    if (!encryptionKey) throw new BackupError(BACKUP_ENCRYPTED_NO_KEY);
    source = await decrypt(source, encryptionKey);
  }
  let manifest: BackupManifest | undefined;
  let deckObjects: DeckObject[] = [];
  let databasePath: string | undefined;
  let databaseSha256 = "";
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    const done = (error?: unknown) => (error ? extract.destroy(error as Error) : next());
    if (header.name === MANIFEST || header.name === DECK_OBJECTS) {
      readText(Readable.from(stream))
        .then((text) => {
          const value = JSON.parse(text);
          if (header.name === MANIFEST) manifest = value as BackupManifest;
          else deckObjects = value as DeckObject[];
          done();
        })
        .catch(() => done(new BackupError(BACKUP_NOT_A_BACKUP)));
    } else if (header.name === "database.tar.gz" || header.name === "database.pgdump") {
      databasePath = join(workDir, header.name);
      const hash = createHash("sha256");
      pipeline(
        Readable.from(stream),
        new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            hash.update(chunk);
            callback(null, chunk);
          },
        }),
        createWriteStream(databasePath),
      ).then(() => {
        databaseSha256 = hash.digest("hex");
        done();
      }, done);
    } else {
      stream.on("end", () => next());
      stream.resume();
    }
  });
  try {
    await pipeline(source, extract as unknown as Writable);
  } catch (error) {
    throw readFailure(error);
  }
  if (!manifest || manifest.format !== BACKUP_FORMAT || !databasePath) {
    throw new BackupError(BACKUP_NOT_A_BACKUP);
  }
  if (manifest.databaseFile !== databasePath.slice(workDir.length + 1)) {
    throw new BackupError(BACKUP_NOT_A_BACKUP);
  }
  if (databaseSha256 !== manifest.databaseSha256) throw new BackupError(BACKUP_TAMPERED);
  return { manifest, databasePath, deckObjects };
}

async function decrypt(source: Readable, identity: string): Promise<Readable> {
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  try {
    const plain = await decrypter.decrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>);
    return Readable.fromWeb(plain as WebReadableStream<Uint8Array>);
  } catch (error) {
    source.destroy();
    throw readFailure(error);
  }
}

/** age's and tar's failures, in the restore's words. */
function readFailure(error: unknown): Error {
  if (error instanceof BackupError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/no identity matched/i.test(message)) return new BackupError(BACKUP_WRONG_KEY);
  if (/invalid tag|mac|hmac|stream|chunk|truncat|unexpected end/i.test(message)) {
    return new BackupError(BACKUP_TAMPERED);
  }
  if (/header|invalid|corrupt|checksum|tar/i.test(message)) {
    return new BackupError(BACKUP_NOT_A_BACKUP);
  }
  return error instanceof Error ? error : new Error(message);
}

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks).toString("utf8");
}
