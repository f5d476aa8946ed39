import { PDFDocument } from "pdf-lib";
import type { PitchDeck } from "../../core/schemas/founder";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { findDeckFile, insertDeck } from "./pitch-decks-repository";

// Pitch decks (docs/decisions/027-pitch-deck-storage.md): a PDF uploaded by the founder, kept in
// PostgreSQL, or a link. Every version is kept; the newest is the current one.

/** 20 MB: the upload route's body limit too. */
export const DECK_MAX_BYTES = 20 * 1024 * 1024;

export const DECK_TOO_LARGE =
  "This file is larger than 20 MB. Upload a smaller PDF, or give a link to your deck instead.";
export const DECK_EMPTY = "This file is empty. Upload your pitch deck as a PDF of at most 20 MB.";
export const DECK_NOT_PDF =
  "This file is not a PDF we can open. Upload your pitch deck as a PDF of at most 20 MB, or give a link to it.";
export const DECK_NOT_FOUND = "Pitch deck not found.";

/**
 * A PDF by its content, never its name or type: the `%PDF-` header where readers look for it (the
 * first 1024 bytes) and a document pdf-lib can open with at least one page.
 */
export async function checkPdf(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw new HttpError(400, DECK_EMPTY);
  if (bytes.length > DECK_MAX_BYTES) throw new HttpError(413, DECK_TOO_LARGE);
  if (!bytes.subarray(0, 1024).includes("%PDF-")) throw new HttpError(400, DECK_NOT_PDF);
  try {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    if (document.getPageCount() < 1) throw new Error("no pages");
  } catch {
    throw new HttpError(400, DECK_NOT_PDF);
  }
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
  db: Database,
  applicationId: string,
  { fileName, bytes }: { fileName: string | undefined; bytes: Buffer },
): Promise<PitchDeck> {
  await checkPdf(bytes);
  return insertDeck(db, {
    applicationId,
    kind: "file",
    fileName: deckFileName(fileName),
    content: bytes,
  });
}

export const linkDeck = (db: Database, applicationId: string, url: string) =>
  insertDeck(db, { applicationId, kind: "link", url });

/** An uploaded deck of this application (another application's is not found). */
export async function deckFile(db: Database, applicationId: string, deckId: string) {
  const file = await findDeckFile(db, applicationId, deckId);
  if (!file) throw new HttpError(404, DECK_NOT_FOUND);
  return { fileName: file.fileName, bytes: file.content };
}
