import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { scorecards } from "../db/schema/reviews";
import { adminUsers } from "../db/schema/staff";
import { businessDays, calendarCte, percentileOf, rowsOf, windowStart } from "./insights-sql";

export type ReviewerRow = {
  name: string;
  scorecards: number;
  medianDaysToScore: number | null;
  lowest: number | null;
  highest: number | null;
  deviation: number | null;
  mean: number | null;
};

/**
 * Each staff member's scorecards submitted in the 12 months, most first: how many, the median of
 * the business days from the application's payment to the submission (a free application has no
 * payment and is left out of it), the spread of their weighted totals (stddev_samp: null below
 * two) and their mean, in one query.
 *
 * The totals are counted from the scorecards alone. The median is percentile_disc's, read from
 * each reviewer's count of scorecards at each number of days: only that needs the applications,
 * joined by their ids in order (the scorecards sorted by application, each payment read from
 * applications_paid_id_idx) rather than by hashing every paid application, and counted apart
 * (materialized) so that the count hashes its few groups instead of sorting the scorecards.
 */
export const reviewerScoring = (db: Database, now: Date) =>
  rowsOf<ReviewerRow>(
    db,
    sql`with ${calendarCte(now)}, totals as (
      select ${scorecards.reviewerId} as reviewer_id, count(*)::int as scorecards,
        min(${scorecards.weightedTotal}) as lowest, max(${scorecards.weightedTotal}) as highest,
        stddev_samp(${scorecards.weightedTotal}) as deviation, avg(${scorecards.weightedTotal}) as mean
      from ${scorecards} where ${scorecards.submittedAt} >= ${windowStart(now)}
      group by ${scorecards.reviewerId}
    ), days_scored as materialized (
      select scored.reviewer_id, ${businessDays(applications.paidAt, sql`scored.submitted_at`)} as days,
        count(*) as scorecards
      from (select ${scorecards.applicationId} as application_id, ${scorecards.reviewerId} as reviewer_id,
          ${scorecards.submittedAt} as submitted_at
        from ${scorecards} where ${scorecards.submittedAt} >= ${windowStart(now)}
        order by ${scorecards.applicationId}) as scored
        inner join ${applications} on ${applications.id} = scored.application_id
      where ${applications.paidAt} is not null
      group by 1, 2
    ), medians as (
      select reviewer_id, ${percentileOf(0.5)} as median
      from (select reviewer_id, days,
          sum(scorecards) over (partition by reviewer_id order by days) as reached,
          sum(scorecards) over (partition by reviewer_id) as total
        from days_scored) as ranked
      group by reviewer_id
    )
    select ${adminUsers.displayName} as name, totals.scorecards, medians.median as "medianDaysToScore",
      totals.lowest, totals.highest, totals.deviation, totals.mean
    from totals
      inner join ${adminUsers} on ${adminUsers.id} = totals.reviewer_id
      left join medians using (reviewer_id)
    order by totals.scorecards desc, name, ${adminUsers.id}`,
  );
