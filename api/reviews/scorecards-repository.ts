import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Scorecard } from "../../core/schemas/scorecard";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { scorecardRevisions, scorecards } from "../db/schema/reviews";
import { adminUsers } from "../db/schema/staff";

type ScorecardRow = typeof scorecards.$inferSelect & { reviewerName: string };

/** A scorecard as stored: its first submitted version (api/reviews/scorecards.ts adds the rest). */
export type StoredScorecard = Omit<Scorecard, "revision" | "calibrated">;

const toScorecard = (row: ScorecardRow): StoredScorecard => ({
  reviewerId: row.reviewerId,
  reviewerName: row.reviewerName,
  scores: row.scores,
  notes: row.notes,
  redFlag: row.redFlag,
  weightedTotal: row.weightedTotal,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  independent: row.independent,
});

function selectScorecards(db: Database) {
  return db
    .select({
      id: scorecards.id,
      applicationId: scorecards.applicationId,
      reviewerId: scorecards.reviewerId,
      scores: scorecards.scores,
      notes: scorecards.notes,
      redFlag: scorecards.redFlag,
      weightedTotal: scorecards.weightedTotal,
      submittedAt: scorecards.submittedAt,
      independent: scorecards.independent,
      createdAt: scorecards.createdAt,
      updatedAt: scorecards.updatedAt,
      reviewerName: adminUsers.displayName,
    })
    .from(scorecards)
    .innerJoin(adminUsers, eq(adminUsers.id, scorecards.reviewerId));
}

/** Every scorecard of an application, drafts included, oldest first. */
export async function scorecardsOf(
  db: Database,
  applicationId: string,
): Promise<StoredScorecard[]> {
  const rows = await selectScorecards(db)
    .where(eq(scorecards.applicationId, applicationId))
    .orderBy(asc(scorecards.submittedAt), asc(scorecards.createdAt));
  return rows.map(toScorecard);
}

/** Which scorecard: one reviewer's of one application. */
type ScorecardKey = { applicationId: string; reviewerId: string };
/** What a reviewer writes on a scorecard, in a first version or a revision. */
type Written = { scores: Record<string, number>; notes: Record<string, string>; redFlag: boolean };

/** Writes a reviewer's scorecard of an application, creating it the first time. */
export async function upsertScorecard(
  db: Database,
  key: ScorecardKey,
  values: Written & {
    weightedTotal: number | null;
    submittedAt: Date | null;
    independent: boolean;
  },
) {
  const now = new Date();
  await db
    .insert(scorecards)
    .values({ ...key, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [scorecards.applicationId, scorecards.reviewerId],
      set: { ...values, updatedAt: now },
    });
}

/** Keeps a change made after seeing the others' scores beside the scorecard's first version. */
export async function insertRevision(
  db: Database,
  key: ScorecardKey,
  values: Written & { submittedAt: Date },
) {
  const [card] = await db
    .select({ id: scorecards.id })
    .from(scorecards)
    .where(
      and(
        eq(scorecards.applicationId, key.applicationId),
        eq(scorecards.reviewerId, key.reviewerId),
      ),
    );
  if (!card) throw new Error("a revision of a scorecard that does not exist");
  await db.insert(scorecardRevisions).values({ scorecardId: card.id, ...values });
}

/** The latest revision of each of an application's scorecards that has one, by reviewer. */
export async function latestRevisions(db: Database, applicationId: string) {
  const rows = await db
    .selectDistinctOn([scorecardRevisions.scorecardId], {
      reviewerId: scorecards.reviewerId,
      scores: scorecardRevisions.scores,
      notes: scorecardRevisions.notes,
      redFlag: scorecardRevisions.redFlag,
      submittedAt: scorecardRevisions.submittedAt,
    })
    .from(scorecardRevisions)
    .innerJoin(scorecards, eq(scorecards.id, scorecardRevisions.scorecardId))
    .where(eq(scorecards.applicationId, applicationId))
    .orderBy(scorecardRevisions.scorecardId, desc(scorecardRevisions.submittedAt));
  return new Map(rows.map(({ reviewerId, ...revision }) => [reviewerId, revision]));
}

/** Each reviewer's weighted totals of their submitted scorecards (first versions), by reviewer. */
export async function totalsByReviewer(
  db: Database,
  reviewerIds: string[],
): Promise<Map<string, number[]>> {
  const totals = new Map<string, number[]>(reviewerIds.map((id) => [id, []]));
  if (reviewerIds.length === 0) return totals;
  const rows = await db
    .select({ reviewerId: scorecards.reviewerId, total: scorecards.weightedTotal })
    .from(scorecards)
    .where(
      and(
        inArray(scorecards.reviewerId, reviewerIds),
        isNotNull(scorecards.submittedAt),
        isNotNull(scorecards.weightedTotal),
      ),
    );
  for (const { reviewerId, total } of rows) {
    if (total !== null) totals.get(reviewerId)?.push(total);
  }
  return totals;
}

/** Locks the application for the rest of the transaction; false when there is none. */
export async function lockApplication(db: Database, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for("update");
  return row !== undefined;
}

/** The weighted totals of an application's submitted scorecards. */
export async function submittedTotals(db: Database, applicationId: string): Promise<number[]> {
  const rows = await db
    .select({ total: scorecards.weightedTotal })
    .from(scorecards)
    .where(and(eq(scorecards.applicationId, applicationId), isNotNull(scorecards.submittedAt)));
  return rows.flatMap((row) => (row.total === null ? [] : [row.total]));
}

/** Keeps the application's review count and median (the list's column and sort) in step. */
export async function storeReviewSummary(
  db: Database,
  applicationId: string,
  summary: { reviews: number; median: number | null },
) {
  await db
    .update(applications)
    .set({ reviewCount: summary.reviews, reviewMedian: summary.median })
    .where(eq(applications.id, applicationId));
}

/** Every submitted scorecard's scores, to recompute the totals when the weights change. */
export async function allSubmittedScores(db: Database) {
  return db
    .select({
      id: scorecards.id,
      applicationId: scorecards.applicationId,
      scores: scorecards.scores,
    })
    .from(scorecards)
    .where(isNotNull(scorecards.submittedAt));
}

/** Sets many scorecards' totals in one statement. */
export async function storeTotals(db: Database, totals: { id: string; total: number | null }[]) {
  if (totals.length === 0) return;
  const values = sql.join(
    totals.map(({ id, total }) => sql`(${id}::uuid, ${total}::double precision)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${scorecards} set weighted_total = v.total
    from (values ${values}) as v(id, total)
    where ${scorecards.id} = v.id`);
}

/** Sets many applications' medians in one statement. */
export async function storeMedians(
  db: Database,
  medians: { applicationId: string; median: number | null }[],
) {
  if (medians.length === 0) return;
  const values = sql.join(
    medians.map(
      ({ applicationId, median }) => sql`(${applicationId}::uuid, ${median}::double precision)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${applications} set review_median = v.median
    from (values ${values}) as v(id, median)
    where ${applications.id} = v.id`);
}

/** Which of these applications the reviewer has submitted a scorecard of. */
export async function reviewedAmong(
  db: Database,
  reviewerId: string,
  applicationIds: string[],
): Promise<Set<string>> {
  if (applicationIds.length === 0) return new Set();
  const rows = await db
    .select({ applicationId: scorecards.applicationId })
    .from(scorecards)
    .where(
      and(
        eq(scorecards.reviewerId, reviewerId),
        isNotNull(scorecards.submittedAt),
        inArray(scorecards.applicationId, applicationIds),
      ),
    );
  return new Set(rows.map((row) => row.applicationId));
}
