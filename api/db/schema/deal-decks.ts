import { integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../columns";
import { dealLinks, dealMemos } from "./deals";
import { bytea, pitchDecks } from "./founder";

/**
 * A firm viewer's own copy of the founder's deck, stamped on every page with their address and the
 * day (docs/decisions/060-deal-room-deck.md): made once per link, address, deck and memo version,
 * then served again as it is, so every download of it is the same file. Its bytes are kept where
 * the decks are: here, or in the object store when DECK_S3_* configure one.
 */
export const dealDeckCopies = pgTable(
  "deal_deck_copies",
  {
    id: id(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => dealLinks.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    deckId: uuid("deck_id")
      .notNull()
      .references(() => pitchDecks.id, { onDelete: "cascade" }),
    memoId: uuid("memo_id")
      .notNull()
      .references(() => dealMemos.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    /** The stamp's text, as drawn on every page. */
    stamp: text("stamp").notNull(),
    content: bytea("content"),
    storageKey: text("storage_key"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("deal_deck_copies_viewer_idx").on(
      table.linkId,
      table.email,
      table.deckId,
      table.memoId,
    ),
  ],
);
