import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, createdAt, id } from "../columns";
import { applications } from "./applications";

/** Binary content (a pitch deck's PDF): bytea, read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A founder's private link to /my-application: a random token of which only the hash is kept,
 * long-lived and revocable by staff (docs/decisions/019-founder-access-tokens.md).
 */
export const founderAccessTokens = pgTable(
  "founder_access_tokens",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    lastUsedAt: at("last_used_at"),
  },
  (table) => [
    uniqueIndex("founder_access_tokens_hash_idx").on(table.tokenHash),
    index("founder_access_tokens_application_idx").on(table.applicationId),
  ],
);

/**
 * A founder's pitch decks, every version kept: an uploaded PDF (its bytes here, or in object
 * storage) or a link. The newest is the current one (docs/decisions/027-pitch-deck-storage.md).
 */
export const pitchDecks = pgTable(
  "pitch_decks",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    /** file or link */
    kind: text("kind").notNull(),
    url: text("url"),
    fileName: text("file_name"),
    size: integer("size"),
    /** The PDF's bytes when kept in the database; null when in object storage or for a link. */
    content: bytea("content"),
    /** The object's key when the PDF is kept in object storage (DECK_S3_*), else null. */
    storageKey: text("storage_key"),
    /**
     * The PDF's SHA-256 (hex) for an upload, so a backup lists each object kept in storage with its
     * checksum (docs/decisions/050-backups.md); null for links and uploads made before it was kept.
     */
    sha256: text("sha256"),
    createdAt: createdAt(),
  },
  (table) => [
    index("pitch_decks_application_idx").on(table.applicationId, table.createdAt),
    // A file's bytes are in exactly one place: the database or the object store.
    check(
      "pitch_decks_file_bytes_check",
      sql`${table.kind} <> 'file' or ((${table.content} is null) <> (${table.storageKey} is null))`,
    ),
  ],
);
