import { bigint, boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, id } from "../columns";

/**
 * Each backup taken, by `npm run backup` or the daily job (docs/decisions/050-backups.md): the
 * console's operations area shows the newest. The file itself lives outside the database.
 */
export const backups = pgTable(
  "backups",
  {
    id: id(),
    /** When the database's copy was taken: what was committed before it is in the file. */
    takenAt: at("taken_at").notNull(),
    finishedAt: at("finished_at").notNull(),
    /** command (npm run backup) or daily (the job). */
    trigger: text("trigger").notNull(),
    /** pglite or postgres. */
    database: text("database").notNull(),
    /** The file's name, without its folder. */
    fileName: text("file_name").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    encrypted: boolean("encrypted").notNull(),
    /** Pitch decks kept in object storage, listed in the file by key and checksum. */
    deckObjects: integer("deck_objects").notNull(),
  },
  (table) => [index("backups_taken_at_idx").on(table.takenAt)],
);
