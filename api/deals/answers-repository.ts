import { and, asc, count, desc, eq, inArray, max, min, sql } from "drizzle-orm";
import type { AnswerCurrency, DealAnswerKind } from "../../core/deal-answers";
import type { DealAnswer } from "../../core/schemas/deal-answer";
import type { Database } from "../db/client";
import { dealAnswers, dealEngagement, dealIntroductions } from "../db/schema/deal-answers";
import { dealAccessEvents, dealLinks, dealShares, dealViewerSessions } from "../db/schema/deals";

export type AnswerRow = typeof dealAnswers.$inferSelect;

export const toAnswer = (row: AnswerRow): DealAnswer => ({
  kind: row.kind as DealAnswerKind,
  passReason: row.passReason,
  amount: row.amount,
  currency: row.currency as AnswerCurrency | null,
  conditions: row.conditions,
  note: row.note,
  answeredByName: row.answeredByName,
  answeredByEmail: row.answeredByEmail,
  answeredAt: row.createdAt.toISOString(),
});

export async function insertAnswer(db: Database, values: typeof dealAnswers.$inferInsert) {
  const [row] = await db.insert(dealAnswers).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Every answer of the deal's firms (or one firm's), newest first. */
export const answersOf = (db: Database, applicationId: string, firmId?: string) =>
  db
    .select()
    .from(dealAnswers)
    .where(
      firmId
        ? and(eq(dealAnswers.applicationId, applicationId), eq(dealAnswers.firmId, firmId))
        : eq(dealAnswers.applicationId, applicationId),
    )
    .orderBy(desc(dealAnswers.createdAt), desc(dealAnswers.id));

/** The viewer's session, locked, to measure the time since its last report. */
export async function lockViewerSession(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(dealViewerSessions)
    .where(eq(dealViewerSessions.id, sessionId))
    .for("update");
  return row;
}

export const touchViewerSession = (db: Database, sessionId: string, now: Date) =>
  db
    .update(dealViewerSessions)
    .set({ lastSeenAt: now })
    .where(eq(dealViewerSessions.id, sessionId));

/** Adds time to a person's row for one section or page, creating it on the first report. */
export const addEngagement = (
  db: Database,
  rows: { linkId: string; kind: string; ref: string; milliseconds: number }[],
  now: Date,
) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insert(dealEngagement)
        .values(rows.map((row) => ({ ...row, firstAt: now, lastAt: now })))
        .onConflictDoUpdate({
          target: [dealEngagement.linkId, dealEngagement.kind, dealEngagement.ref],
          set: {
            milliseconds: sql`${dealEngagement.milliseconds} + excluded.milliseconds`,
            lastAt: now,
          },
        })
        .then(() => undefined);

export const engagementOfLinks = (db: Database, linkIds: string[]) =>
  linkIds.length === 0
    ? Promise.resolve([])
    : db.select().from(dealEngagement).where(inArray(dealEngagement.linkId, linkIds));

/** Each link's first and last reading of the memo, and how many times it was read. */
export const viewsOfLinks = (db: Database, linkIds: string[]) =>
  linkIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          linkId: dealAccessEvents.linkId,
          first: min(dealAccessEvents.createdAt),
          last: max(dealAccessEvents.createdAt),
          views: count(),
        })
        .from(dealAccessEvents)
        .where(
          and(inArray(dealAccessEvents.linkId, linkIds), eq(dealAccessEvents.event, "memo viewed")),
        )
        .groupBy(dealAccessEvents.linkId);

/** The deal's shares, firm by firm, with the people's links (for the founder's line and the board). */
export const linksOfApplication = (db: Database, applicationId: string) =>
  db
    .select({ link: dealLinks, share: dealShares })
    .from(dealLinks)
    .innerJoin(dealShares, eq(dealShares.id, dealLinks.shareId))
    .where(eq(dealShares.applicationId, applicationId))
    .orderBy(asc(dealLinks.personName));

export const introductionsOf = (db: Database, applicationId: string) =>
  db.select().from(dealIntroductions).where(eq(dealIntroductions.applicationId, applicationId));

export async function introductionOf(db: Database, applicationId: string, firmId: string) {
  const [row] = await db
    .select()
    .from(dealIntroductions)
    .where(
      and(eq(dealIntroductions.applicationId, applicationId), eq(dealIntroductions.firmId, firmId)),
    )
    .for("update");
  return row;
}

export async function saveIntroduction(
  db: Database,
  values: typeof dealIntroductions.$inferInsert,
  existingId: string | undefined,
) {
  const query = existingId
    ? db.update(dealIntroductions).set(values).where(eq(dealIntroductions.id, existingId))
    : db.insert(dealIntroductions).values(values);
  const [row] = await query.returning();
  if (!row) throw new Error("write returned no row");
  return row;
}
