import { desc, eq } from "drizzle-orm";
import { FIRM } from "../../core/firm";
import { type Actor, recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { founderAccessTokens } from "../db/schema/founder";
import { pitchBookings, pitchSlots } from "../db/schema/pitch-slots";
import { deckFile } from "../founder/pitch-decks";
import type { DeckStorage } from "../storage/deck-storage";
import { founderApplication } from "./founder-view";

export const FOUNDER_EXPORT_FORMAT = "nakhla-founder-data/1";

/**
 * "Download my data" (docs/decisions/051-retention-and-erasure.md): everything the firm holds about
 * a founder's application, as JSON, the uploaded decks' PDFs inside it. Built on what the
 * founder's page shows (every answer, the stage in plain words, the payment and receipt, the
 * decks) plus the booked pitch and the private links' dates: never the status, evaluation,
 * scores, comments or anyone else's data. Recorded in the application's audit trail.
 */
export async function founderDataExport(
  deps: { db: Database; storage: DeckStorage | null; gstin: string | null },
  applicationId: string,
  requester: Actor,
  now = new Date(),
) {
  const { db } = deps;
  const { decks, ...application } = await founderApplication(db, applicationId, deps);
  const pitchDecks = [];
  for (const deck of decks) {
    if (deck.kind !== "file") {
      pitchDecks.push({ ...deck, file: null });
      continue;
    }
    const file = await deckFile(deps, applicationId, deck.id);
    pitchDecks.push({
      ...deck,
      file: {
        fileName: file.fileName,
        contentType: "application/pdf",
        base64: Buffer.from(file.bytes).toString("base64"),
      },
    });
  }
  const [booking] = await db
    .select({
      startsAt: pitchSlots.startsAt,
      durationMinutes: pitchSlots.durationMinutes,
      representativeName: pitchSlots.representativeName,
      bookedAt: pitchBookings.createdAt,
    })
    .from(pitchBookings)
    .innerJoin(pitchSlots, eq(pitchSlots.id, pitchBookings.slotId))
    .where(eq(pitchBookings.applicationId, applicationId));
  const links = await db
    .select({
      createdAt: founderAccessTokens.createdAt,
      expiresAt: founderAccessTokens.expiresAt,
      revokedAt: founderAccessTokens.revokedAt,
      lastUsedAt: founderAccessTokens.lastUsedAt,
    })
    .from(founderAccessTokens)
    .where(eq(founderAccessTokens.applicationId, applicationId))
    .orderBy(desc(founderAccessTokens.createdAt));
  await recordAudit(db, {
    entityType: "application",
    entityId: applicationId,
    action: "exported",
    detail:
      requester.id === null
        ? "The founder downloaded their data from their page."
        : "Staff downloaded the founder's data, for a request by mail.",
    admin: requester,
  });
  return {
    format: FOUNDER_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    heldBy: { name: FIRM.name, email: FIRM.email },
    application,
    pitchDecks,
    pitchBooking: booking
      ? {
          startsAt: booking.startsAt.toISOString(),
          durationMinutes: booking.durationMinutes,
          representativeName: booking.representativeName,
          bookedAt: booking.bookedAt.toISOString(),
        }
      : null,
    privateLinks: links.map((link) => ({
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      revokedAt: link.revokedAt?.toISOString() ?? null,
      lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

export type FounderDataExport = Awaited<ReturnType<typeof founderDataExport>>;
