import { createHash, randomUUID } from "node:crypto";
import {
  DECK_EMPTY,
  DECK_FILE_MISSING,
  DECK_NOT_FOUND,
  DECK_NOT_PDF,
  DECK_NOT_STORED,
  DECK_STORE_UNAVAILABLE,
  DECK_TOO_LARGE,
} from "../../core/founder-messages";
import type { PitchDeck } from "../../core/schemas/founder";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { type DeckStorage, DeckStorageError } from "../storage/deck-storage";
import { countPdfPages } from "./pdf-pages";
import { findDeckFile, insertDeck } from "./pitch-decks-repository";

// Pitch decks (docs/decisions/027-pitch-deck-storage.md): a PDF uploaded by the founder, kept in
// PostgreSQL or, when configured, in S3-compatible object storage; or a link. Every version is
// kept; the newest is the current one.

/** The database, and the object store when DECK_S3_* configure one (null: PDFs in the database). */
export type DeckContext = { db: Database; storage: DeckStorage | null };

/** 20 MB: the upload route's body limit too. */
export const DECK_MAX_BYTES = 20 * 1024 * 1024;

/**
 * A PDF by its content, never its name or type: the `%PDF-` header where readers look for it (the
 * first 1024 bytes) and a document pdf-lib can open, in the time a deck takes, with at least one
 * page (pdf-pages.ts). A deck kept so opens as fast when the deal room stamps it.
 */
export async function checkPdf(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw new HttpError(400, DECK_EMPTY);
  if (bytes.length > DECK_MAX_BYTES) throw new HttpError(413, DECK_TOO_LARGE);
  if (!bytes.subarray(0, 1024).includes("%PDF-")) throw new HttpError(400, DECK_NOT_PDF);
  const pages = await countPdfPages(bytes);
  if (pages === null || pages < 1) throw new HttpError(400, DECK_NOT_PDF);
}

/** The name kept with an upload: the founder's, made safe to show and to send back, ending .pdf. */
export function deckFileName(name: string | undefined): string {
  const base = (name ?? "")
    .split(/[\\/]/)
    .pop()
    ?.replace(/[^\p{L}\p{N} ._()-]+/gu, "_")
    .trim()
    .slice(0, 100);
  if (!base) return "pitch-deck.pdf";
  return /\.pdf$/i.test(base) ? base : `${base.replace(/\.[^.]*$/, "")}.pdf`;
}

export async function uploadDeck(
  { db, storage }: DeckContext,
  applicationId: string,
  { fileName, bytes }: { fileName: string | undefined; bytes: Buffer },
): Promise<PitchDeck> {
  await checkPdf(bytes);
  const file = {
    applicationId,
    fileName: deckFileName(fileName),
    size: bytes.length,
    // Listed with the key in every backup, so a copy of the bucket can be checked against it.
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
  if (!storage) return insertDeck(db, { ...file, kind: "file", content: bytes });
  // The object first, then the row: a failed upload leaves no row pointing at nothing, and the
  // previous deck stays the current one. The key is random, never guessable from outside.
  const storageKey = `decks/${applicationId}/${randomUUID()}.pdf`;
  try {
    await storage.put(storageKey, bytes);
  } catch (error) {
    if (error instanceof DeckStorageError) throw new HttpError(503, DECK_NOT_STORED);
    throw error;
  }
  try {
    return await insertDeck(db, { ...file, kind: "file", storageKey });
  } catch (error) {
    // No row, no deck: the object nobody can reach is removed (if that fails too, it stays unseen).
    await storage.remove(storageKey).catch(() => {});
    throw error;
  }
}

export const linkDeck = (db: Database, applicationId: string, url: string) =>
  insertDeck(db, { applicationId, kind: "link", url });

/** An uploaded deck of this application (another application's is not found), wherever it is kept. */
export async function deckFile(
  { db, storage }: DeckContext,
  applicationId: string,
  deckId: string,
) {
  const file = await findDeckFile(db, applicationId, deckId);
  if (!file) throw new HttpError(404, DECK_NOT_FOUND);
  if ("content" in file) return { fileName: file.fileName, bytes: file.content };
  // Kept in object storage, which this server no longer has configured.
  if (!storage) throw new HttpError(503, DECK_STORE_UNAVAILABLE);
  try {
    return { fileName: file.fileName, bytes: await storage.get(file.storageKey) };
  } catch (error) {
    if (!(error instanceof DeckStorageError)) throw error;
    throw error.reason === "missing"
      ? new HttpError(404, DECK_FILE_MISSING)
      : new HttpError(503, DECK_STORE_UNAVAILABLE);
  }
}
