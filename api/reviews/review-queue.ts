import { and, eq, sql } from "drizzle-orm";
import type { ReviewNext } from "../../core/schemas/scorecard";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { reviewSetAsides } from "../db/schema/reviews";
import { notFound } from "../lib/http-error";

type NextRow = {
  id: string | null;
  startup_name: string | null;
  reviewed: number | string;
  set_aside: number | string;
  total: number | string;
};

/**
 * The reviewer's next application and how far they are, in one statement:
 * - next: the fewest submitted reviews among the applications in the queue (not Resolved) they
 *   have neither reviewed nor set aside (skipped, or a conflict of interest declared), oldest first
 *   on a tie. The order is the partial index applications_review_queue_idx, so the first row that
 *   passes both anti-joins ends the scan; the scan reads only that index (an index-only scan: it
 *   holds the id), and the name is read for the one row found;
 * - progress ("12 of 45 reviewed"): their row of reviewer_progress and the queue's size, both kept
 *   exact by triggers (api/db/migrations/0021_review_progress_triggers.sql), so nothing is counted
 *   here (docs/decisions/020-scorecards.md, addendum).
 */
export async function nextForReviewer(db: Database, reviewerId: string): Promise<ReviewNext> {
  const result = (await db.execute(sql`
    select next.id, next.startup_name,
      coalesce(progress.reviewed, 0) as reviewed, coalesce(progress.set_aside, 0) as set_aside,
      size.applications as total
    from review_queue_size size
    left join reviewer_progress progress on progress.reviewer_id = ${reviewerId}
    left join applications next on next.id = (
      select q.id from applications q
      where q.status <> 'Resolved'
        and not exists (select 1 from scorecards s where s.application_id = q.id
          and s.reviewer_id = ${reviewerId} and s.submitted_at is not null)
        and not exists (select 1 from review_set_asides r where r.application_id = q.id
          and r.reviewer_id = ${reviewerId})
      order by q.review_count, q.created_at, q.id
      limit 1
    )`)) as unknown as { rows: NextRow[] };
  const row = result.rows[0];
  if (!row) throw new Error("review_queue_size has no row: migration 0021 was not applied");
  return {
    next: row.id ? { _id: row.id, startupName: row.startup_name ?? "" } : null,
    progress: {
      reviewed: Number(row.reviewed),
      total: Number(row.total),
      setAside: Number(row.set_aside),
    },
  };
}

/** Takes an application out of the reviewer's queue: skipped, or a conflict of interest. */
export async function setAside(
  db: Database,
  input: { applicationId: string; reviewerId: string; reason: "skip" | "conflict"; note?: string },
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
      set: { reason: input.reason, note: input.note ?? "", createdAt: new Date() },
    });
}

/** Puts an application the reviewer set aside back in their queue ("Undo" after a skip). */
export async function undoSetAside(
  db: Database,
  input: { applicationId: string; reviewerId: string },
) {
  const removed = await db
    .delete(reviewSetAsides)
    .where(
      and(
        eq(reviewSetAsides.applicationId, input.applicationId),
        eq(reviewSetAsides.reviewerId, input.reviewerId),
      ),
    )
    .returning({ applicationId: reviewSetAsides.applicationId });
  if (removed.length === 0) throw notFound("Set-aside");
}
