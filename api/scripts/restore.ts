// npm run restore -- FILE [--force]
// Brings a backup of `npm run backup` back into a fresh database: DATA_DIR on the embedded
// database, DATABASE_URL on PostgreSQL. A database that already holds data is refused unless
// --force (docs/decisions/050-backups.md). Stop the server first.

import { parseArgs } from "node:util";
import { restoreBackup } from "../backups/restore-backup";
import { loadConfigFromEnvironment } from "../config";

const USAGE = "Usage: npm run restore -- FILE [--force]";

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean" } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error(USAGE);
  const config = loadConfigFromEnvironment();
  const restored = await restoreBackup({
    file,
    target: config.DATABASE_URL
      ? { driver: "postgres", url: config.DATABASE_URL, binDir: config.PG_BIN_DIR }
      : { driver: "pglite", dataDir: config.DATA_DIR },
    encryptionKey: config.BACKUP_ENCRYPTION_KEY,
    force: values.force === true,
  });
  const where = config.DATABASE_URL ? "the database at DATABASE_URL" : config.DATA_DIR;
  console.info(
    `Restored into ${where} the database as it was at ${restored.manifest.takenAt}:\n${Object.entries(
      restored.counts,
    )
      .map(([name, rows]) => `  ${name}: ${rows}`)
      .join("\n")}`,
  );
  if (restored.previousDataDir) {
    console.info(`The database it replaced is kept in ${restored.previousDataDir}.`);
  }
  if (restored.deckObjects.length > 0) {
    console.info(
      `${restored.deckObjects.length} pitch decks live in the bucket ${restored.manifest.bucket ?? "(unknown)"}: set DECK_S3_* to that bucket, or a copy of it (README, Backups).`,
    );
  }
  console.info("Start the server to serve it.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
