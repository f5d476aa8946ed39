// npm run backup [-- --out FILE_OR_FOLDER/]
// npm run backup -- --new-key
// Writes one backup file: the database (decks kept in it included) and the list of the decks kept
// in object storage, encrypted when BACKUP_ENCRYPTION_KEY is set (docs/decisions/050-backups.md).
// The server may keep running: on PostgreSQL pg_dump copies a snapshot beside it; on the embedded
// database the server holding it takes the copy, asked through its control socket.

import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { callControlSocket, controlSocketPath } from "../backups/control-socket";
import { type TakenBackup, takeBackup } from "../backups/take-backup";
import { type Config, loadConfigFromEnvironment } from "../config";
import { openConfiguredDatabase } from "../db/client";
import { DataDirLockedError } from "../db/lock";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const { values } = parseArgs({
    options: { out: { type: "string" }, "new-key": { type: "boolean" } },
  });
  if (values["new-key"]) return printNewKey();
  const config = loadConfigFromEnvironment();
  // A folder unless it names a file: BACKUP_DIR always is one.
  const output = values.out ?? `${resolve(config.BACKUP_DIR)}/`;
  const absolute = `${resolve(output)}${output.endsWith("/") ? "/" : ""}`;
  const taken = config.DATABASE_URL
    ? await backupPostgres(config, absolute)
    : await backupEmbedded(config, absolute);
  console.info(
    `Backup written: ${taken.file}\n  ${megabytes(taken.bytes)}${taken.encrypted ? ", encrypted" : ", not encrypted (set BACKUP_ENCRYPTION_KEY to encrypt)"}, in ${(taken.durationMs / 1000).toFixed(1)} s; the database as it was at ${taken.takenAt}.`,
  );
  if (taken.deckObjects > 0) {
    console.info(
      `  ${taken.deckObjects} pitch decks are in the bucket ${config.DECK_S3_BUCKET ?? "(DECK_S3_BUCKET)"}, listed in the file by key and checksum: copy the bucket too (README, Backups).`,
    );
  }
}

async function backupPostgres(config: Config, output: string): Promise<TakenBackup> {
  const database = await openConfiguredDatabase(config, { poolSize: 1 });
  try {
    return await takeBackup({
      db: database.db,
      source: { driver: "postgres", url: config.DATABASE_URL ?? "", binDir: config.PG_BIN_DIR },
      output,
      trigger: "command",
      encryptionKey: config.BACKUP_ENCRYPTION_KEY,
      bucket: config.DECK_S3_BUCKET ?? null,
    });
  } finally {
    await database.close();
  }
}

/** Through the running server when there is one; else this process opens the data directory. */
async function backupEmbedded(config: Config, output: string): Promise<TakenBackup> {
  const socket = controlSocketPath(config.DATA_DIR);
  try {
    const answer = await callControlSocket(socket, "/backup", {
      output,
      encryptionKey: config.BACKUP_ENCRYPTION_KEY ?? null,
    });
    const body = answer.body as TakenBackup & { message?: string };
    if (answer.status !== 200)
      throw new Error(`The server could not take the backup: ${body.message}`);
    return body;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ECONNREFUSED") throw error;
  }
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase(config, { poolSize: 1 });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new Error(
        `${error.message}\nThat server does not answer on its control socket (${socket}): it may be an older version. Stop it, then run npm run backup again.`,
      );
    }
    throw error;
  }
  try {
    if (!database.dumpDataDir) throw new Error("The embedded database cannot be dumped.");
    return await takeBackup({
      db: database.db,
      source: { driver: "pglite", dumpDataDir: database.dumpDataDir },
      output,
      trigger: "command",
      encryptionKey: config.BACKUP_ENCRYPTION_KEY,
      bucket: config.DECK_S3_BUCKET ?? null,
    });
  } finally {
    await database.close();
  }
}

async function printNewKey() {
  const key = await generateX25519Identity();
  console.info(
    `A new backup key. Put it in the server's environment (and .env) as\n\n  BACKUP_ENCRYPTION_KEY=${key}\n\nand keep a copy somewhere other than this machine: no encrypted backup opens without it.\nIts public half, to encrypt with the age tool: ${await identityToRecipient(key)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
