import { and, desc, eq } from "drizzle-orm";
import type { PitchDeck } from "../../core/schemas/founder";
import type { Database } from "../db/client";
import { pitchDecks } from "../db/schema";

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

export async function insertDeck(
  db: Database,
  deck:
    | { applicationId: string; kind: "file"; fileName: string; content: Buffer }
    | { applicationId: string; kind: "link"; url: string },
): Promise<PitchDeck> {
  const [row] = await db
    .insert(pitchDecks)
    .values(
      deck.kind === "file"
        ? { ...deck, size: deck.content.length }
        : { applicationId: deck.applicationId, kind: "link", url: deck.url },
    )
    .returning(DECK_COLUMNS);
  if (!row) throw new Error("insert returned no row");
  return toDeck(row);
}

/** An uploaded deck's PDF, only when it belongs to this application. */
export async function findDeckFile(db: Database, applicationId: string, deckId: string) {
  const [row] = await db
    .select({ fileName: pitchDecks.fileName, content: pitchDecks.content })
    .from(pitchDecks)
    .where(
      and(
        eq(pitchDecks.id, deckId),
        eq(pitchDecks.applicationId, applicationId),
        eq(pitchDecks.kind, "file"),
      ),
    );
  return row?.content
    ? { fileName: row.fileName ?? "pitch-deck.pdf", content: row.content }
    : undefined;
}
