import { createHash, randomUUID } from "node:crypto";
import type { Language } from "../../core/languages";
import type { FirmDeck } from "../../core/schemas/deal-sharing";
import type { Database } from "../db/client";
import { deckFile } from "../founder/pitch-decks";
import { HttpError } from "../lib/http-error";
import { type DeckStorage, DeckStorageError } from "../storage/deck-storage";
import {
  currentDeckFile,
  type DeckCopyRow,
  findDeckCopy,
  insertDeckCopy,
} from "./deal-decks-repository";
import { deckStampOf, stampCopyApart } from "./deck-stamp";
import { recordAccess } from "./sharing-repository";

// The founder's deck in the deal room (docs/decisions/060-deal-room-deck.md): shown page by page,
// and downloaded where the admin allows it, always as the viewer's own stamped copy.

export const DECK_TERMS_FIRST = "Accept the confidentiality terms to open the deck.";
export const DEAL_NO_DECK = "The founder has not uploaded a pitch deck for this deal.";
export const DECK_DOWNLOAD_NOT_ALLOWED =
  "Nakhla Ventures has not allowed this deck to be downloaded. Read it here, page by page.";
const COPY_UNAVAILABLE =
  "This deck cannot be opened just now: the file store is not answering. Please try again in a few minutes.";
/**
 * When the viewer's copy could not be stamped: pdf-lib could not open the kept deck, or not within
 * DECK_STAMP_MS (deck-stamp.ts).
 */
export const COPY_NOT_STAMPED =
  "This deck cannot be opened just now: your copy could not be prepared. Please try again in a few minutes.";

type DeckDeps = { db: Database; storage: DeckStorage | null };

/** What of the viewer's session (deal-room.ts, DealViewer) the deck needs. */
type DealViewer = {
  linkId: string;
  applicationId: string;
  firmId: string;
  memoId: string;
  email: string;
  termsAccepted: boolean;
  deckDownload: boolean;
  /** The deal link's language: the stamp's (docs/decisions/086-deal-room-language.md). */
  language: Language;
};

/**
 * What the deal room says of the deck before fetching it: whether there is one (the current deck,
 * when it is a file), and whether it may be downloaded.
 */
export const firmDeckOf = (
  viewer: Pick<DealViewer, "deckDownload">,
  current: { kind: string; fileName: string | null; size: number | null } | null,
): FirmDeck | null =>
  current?.kind === "file"
    ? {
        fileName: current.fileName ?? "pitch-deck.pdf",
        size: current.size ?? 0,
        download: viewer.deckDownload,
      }
    : null;

async function copyBytes(storage: DeckStorage | null, copy: DeckCopyRow): Promise<Uint8Array> {
  if (copy.content) return copy.content;
  if (!storage || !copy.storageKey) throw new HttpError(503, COPY_UNAVAILABLE);
  try {
    return await storage.get(copy.storageKey);
  } catch (error) {
    if (error instanceof DeckStorageError) throw new HttpError(503, COPY_UNAVAILABLE);
    throw error;
  }
}

/**
 * The viewer's stamped copy: made the first time (the deck's pages stamped with their address and
 * the day), kept, and from then on the same file for this link, address, deck and memo version.
 */
async function stampedCopy(deps: DeckDeps, viewer: DealViewer, deckId: string, now: Date) {
  const key = { linkId: viewer.linkId, email: viewer.email, deckId, memoId: viewer.memoId };
  const kept = await findDeckCopy(deps.db, key);
  if (kept) return { fileName: kept.fileName, bytes: await copyBytes(deps.storage, kept) };
  const original = await deckFile(deps, viewer.applicationId, deckId);
  const stamp = deckStampOf(viewer.email, viewer.language, now);
  const bytes = await stampCopyApart(original.bytes, stamp, viewer.language);
  if (!bytes) throw new HttpError(503, COPY_NOT_STAMPED);
  const file = {
    ...key,
    fileName: original.fileName.replace(/\.pdf$/i, " (stamped).pdf"),
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    stamp,
    createdAt: now,
  };
  let storageKey: string | null = null;
  if (deps.storage) {
    storageKey = `deal-copies/${viewer.applicationId}/${randomUUID()}.pdf`;
    try {
      await deps.storage.put(storageKey, Buffer.from(bytes));
    } catch (error) {
      if (error instanceof DeckStorageError) throw new HttpError(503, COPY_UNAVAILABLE);
      throw error;
    }
  }
  const inserted = await insertDeckCopy(
    deps.db,
    storageKey ? { ...file, storageKey } : { ...file, content: Buffer.from(bytes) },
  );
  if (inserted) return { fileName: inserted.fileName, bytes };
  // Another request made the copy first: that one is the viewer's, this one goes.
  if (storageKey) await deps.storage?.remove(storageKey).catch(() => {});
  const first = await findDeckCopy(deps.db, key);
  if (!first) throw new Error("a deck copy that conflicted is there");
  return { fileName: first.fileName, bytes: await copyBytes(deps.storage, first) };
}

/**
 * The deck's PDF for a verified viewer who accepted the terms: to read in the page, or to
 * download where the firm's share allows it (403 with the reason otherwise). Every delivery and
 * refusal is in the access trail.
 */
export async function dealDeck(
  deps: DeckDeps,
  viewer: DealViewer,
  purpose: "view" | "download",
  ip: string,
  now = new Date(),
) {
  const access = (event: string) =>
    recordAccess(deps.db, {
      applicationId: viewer.applicationId,
      firmId: viewer.firmId,
      linkId: viewer.linkId,
      email: viewer.email,
      event,
      ip,
    });
  if (!viewer.termsAccepted) throw new HttpError(403, DECK_TERMS_FIRST);
  if (purpose === "download" && !viewer.deckDownload) {
    await access("refused: deck download not allowed");
    throw new HttpError(403, DECK_DOWNLOAD_NOT_ALLOWED);
  }
  const deck = await currentDeckFile(deps.db, viewer.applicationId);
  if (!deck) throw new HttpError(404, DEAL_NO_DECK);
  const copy = await stampedCopy(deps, viewer, deck.id, now);
  await access(purpose === "view" ? "deck viewed" : "deck downloaded");
  return copy;
}
