import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealDeckCopies } from "../db/schema/deal-decks";
import { pitchDecks } from "../db/schema/founder";

export type DeckCopyRow = typeof dealDeckCopies.$inferSelect;

/**
 * The application's current deck (its newest, as the founder's page and the console say) when it
 * is an uploaded PDF; a deck given as a link, or none, shows no deck in the deal room.
 */
export async function currentDeckFile(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      id: pitchDecks.id,
      kind: pitchDecks.kind,
      fileName: pitchDecks.fileName,
      size: pitchDecks.size,
    })
    .from(pitchDecks)
    .where(eq(pitchDecks.applicationId, applicationId))
    .orderBy(desc(pitchDecks.createdAt), desc(pitchDecks.id))
    .limit(1);
  return row?.kind === "file"
    ? { id: row.id, fileName: row.fileName ?? "pitch-deck.pdf", size: row.size ?? 0 }
    : undefined;
}

type CopyKey = { linkId: string; email: string; deckId: string; memoId: string };

/** The viewer's stamped copy of this deck for this memo version, when it was made already. */
export async function findDeckCopy(db: Database, key: CopyKey) {
  const [row] = await db
    .select()
    .from(dealDeckCopies)
    .where(
      and(
        eq(dealDeckCopies.linkId, key.linkId),
        eq(dealDeckCopies.email, key.email),
        eq(dealDeckCopies.deckId, key.deckId),
        eq(dealDeckCopies.memoId, key.memoId),
      ),
    );
  return row;
}

/** Keeps a new copy; undefined when another request kept one for the same viewer first. */
export async function insertDeckCopy(db: Database, values: typeof dealDeckCopies.$inferInsert) {
  const [row] = await db.insert(dealDeckCopies).values(values).onConflictDoNothing().returning();
  return row;
}
