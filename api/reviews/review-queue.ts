import { and, asc, eq, isNotNull, ne, notExists, sql } from "drizzle-orm";
import type { ReviewNext } from "../../core/schemas/scorecard";
import type { Database } from "../db/client";
import { applications, reviewSetAsides, scorecards } from "../db/schema";
import { notFound } from "../lib/http-error";
import { countAlone, EXACT_COUNT_LIMIT, plannedCount } from "../lists/list-page";

/** The queue holds the applications not yet decided: a Resolved one needs no more reviews (the SQL of progressOf says the same). */
const inQueue = ne(applications.status, "Resolved");

const reviewedBy = (reviewerId: string) =>
  and(
    eq(scorecards.applicationId, applications.id),
    eq(scorecards.reviewerId, reviewerId),
    isNotNull(scorecards.submittedAt),
  );
const setAsideBy = (reviewerId: string) =>
  and(
    eq(reviewSetAsides.applicationId, applications.id),
    eq(reviewSetAsides.reviewerId, reviewerId),
  );

/**
 * The reviewer's next application: the fewest submitted reviews among those they have neither
 * reviewed nor set aside (skipped, or a conflict of interest declared), oldest first on a tie; and
 * how far they are. The order is the partial index applications_review_queue_idx, so the first
 * row that passes both anti-joins ends the scan.
 */
export async function nextForReviewer(db: Database, reviewerId: string): Promise<ReviewNext> {
  const [next] = await db
    .select({ _id: applications.id, startupName: applications.startupName })
    .from(applications)
    .where(
      and(
        inQueue,
        notExists(db.select({ one: sql`1` }).from(scorecards).where(reviewedBy(reviewerId))),
        notExists(db.select({ one: sql`1` }).from(reviewSetAsides).where(setAsideBy(reviewerId))),
      ),
    )
    .orderBy(asc(applications.reviewCount), asc(applications.createdAt), asc(applications.id))
    .limit(1);
  const progress = await progressOf(db, reviewerId);
  return { next: next ?? null, progress };
}

/**
 * "12 of 45 reviewed": the reviewer's submitted and set-aside applications among those in the
 * queue. The queue's size is exact up to EXACT_COUNT_LIMIT, past it the planner's estimate (as the
 * lists count: docs/decisions/004-admin-lists.md), so "next" never counts 100,000 rows.
 */
async function progressOf(db: Database, reviewerId: string) {
  const result = (await db.execute(sql`
    select
      (select count(*) from scorecards s join applications a on a.id = s.application_id
        where s.reviewer_id = ${reviewerId} and s.submitted_at is not null
          and a.status <> 'Resolved') as reviewed,
      (select count(*) from review_set_asides r join applications a on a.id = r.application_id
        where r.reviewer_id = ${reviewerId} and a.status <> 'Resolved') as set_aside`)) as unknown as {
    rows: { reviewed: string | number; set_aside: string | number }[];
  };
  const row = result.rows[0];
  const capped = await countAlone(db, applications, inQueue);
  const exact = capped <= EXACT_COUNT_LIMIT;
  const total = exact ? capped : Math.max(capped, await plannedCount(db, applications, inQueue));
  return {
    total,
    ...(exact ? {} : { totalIsEstimate: true }),
    reviewed: Number(row?.reviewed ?? 0),
    setAside: Number(row?.set_aside ?? 0),
  };
}

/** Takes an application out of the reviewer's queue: skipped, or a conflict of interest. */
export async function setAside(
  db: Database,
  input: { applicationId: string; reviewerId: string; reason: "skip" | "conflict" },
) {
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, input.applicationId));
  if (!application) throw notFound("Application");
  await db
    .insert(reviewSetAsides)
    .values(input)
    .onConflictDoUpdate({
      target: [reviewSetAsides.applicationId, reviewSetAsides.reviewerId],
      set: { reason: input.reason, createdAt: new Date() },
    });
}
