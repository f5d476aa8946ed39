import { and, desc, eq } from "drizzle-orm";
import type { PitchDeck } from "../../core/schemas/founder";
import type { Database } from "../db/client";
import { pitchDecks } from "../db/schema/founder";

const DECK_COLUMNS = {
  id: pitchDecks.id,
  kind: pitchDecks.kind,
  fileName: pitchDecks.fileName,
  size: pitchDecks.size,
  url: pitchDecks.url,
  createdAt: pitchDecks.createdAt,
};

type DeckRow = { [K in keyof typeof DECK_COLUMNS]: (typeof pitchDecks.$inferSelect)[K] };

const toDeck = (row: DeckRow): PitchDeck => ({
  ...row,
  kind: row.kind === "link" ? "link" : "file",
  createdAt: row.createdAt.toISOString(),
});

/** Every deck of an application, newest (the current one) first; never their bytes. */
export async function listDecks(db: Database, applicationId: string): Promise<PitchDeck[]> {
  const rows = await db
    .select(DECK_COLUMNS)
    .from(pitchDecks)
    .where(eq(pitchDecks.applicationId, applicationId))
    .orderBy(desc(pitchDecks.createdAt), desc(pitchDecks.id));
  return rows.map(toDeck);
}

type DeckFile = {
  applicationId: string;
  kind: "file";
  fileName: string;
  size: number;
  /** SHA-256 of the PDF (hex), listed by backups; absent for rows made without it. */
  sha256?: string;
};

/** A new deck: a file's bytes kept here (content) or in object storage (storageKey), or a link. */
export type NewDeck =
  | (DeckFile & { content: Buffer })
  | (DeckFile & { storageKey: string })
  | { applicationId: string; kind: "link"; url: string };

export async function insertDeck(db: Database, deck: NewDeck): Promise<PitchDeck> {
  const [row] = await db
    .insert(pitchDecks)
    .values(
      deck.kind === "file"
        ? deck
        : { applicationId: deck.applicationId, kind: "link", url: deck.url },
    )
    .returning(DECK_COLUMNS);
  if (!row) throw new Error("insert returned no row");
  return toDeck(row);
}

/** Where an uploaded deck's PDF is: its bytes from the database, or its key in object storage. */
export type DeckFileRow =
  | { fileName: string; content: Buffer }
  | { fileName: string; storageKey: string };

/** An uploaded deck's PDF (or where it is), only when it belongs to this application. */
export async function findDeckFile(
  db: Database,
  applicationId: string,
  deckId: string,
): Promise<DeckFileRow | undefined> {
  const [row] = await db
    .select({
      fileName: pitchDecks.fileName,
      content: pitchDecks.content,
      storageKey: pitchDecks.storageKey,
    })
    .from(pitchDecks)
    .where(
      and(
        eq(pitchDecks.id, deckId),
        eq(pitchDecks.applicationId, applicationId),
        eq(pitchDecks.kind, "file"),
      ),
    );
  const fileName = row?.fileName ?? "pitch-deck.pdf";
  if (row?.storageKey) return { fileName, storageKey: row.storageKey };
  return row?.content ? { fileName, content: row.content } : undefined;
}
