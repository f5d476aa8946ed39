import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { scorecards } from "../db/schema/reviews";
import { adminUsers } from "../db/schema/staff";
import { businessDays, calendarCte, rowsOf, windowStart } from "./insights-sql";

export type ReviewerRow = {
  name: string;
  scorecards: number;
  medianDaysToScore: number | null;
  lowest: number | null;
  highest: number | null;
  deviation: number | null;
};

/**
 * Each staff member's scorecards submitted in the 12 months, most first: how many, the median of
 * the business days from the application's payment to the submission (a free application has no
 * payment and is left out of it; percentile_disc skips nulls), and the spread of their weighted
 * totals (stddev_samp: null below two).
 */
export const reviewerScoring = (db: Database) =>
  rowsOf<ReviewerRow>(
    db,
    sql`with ${calendarCte}
    select ${adminUsers.displayName} as name, count(*)::int as scorecards,
      percentile_disc(0.5) within group (order by case when ${applications.paidAt} is not null
        then ${businessDays(applications.paidAt, scorecards.submittedAt)} end) as "medianDaysToScore",
      min(${scorecards.weightedTotal}) as lowest, max(${scorecards.weightedTotal}) as highest,
      stddev_samp(${scorecards.weightedTotal}) as deviation
    from ${scorecards} cross join calendar
      inner join ${adminUsers} on ${adminUsers.id} = ${scorecards.reviewerId}
      inner join ${applications} on ${applications.id} = ${scorecards.applicationId}
    where ${scorecards.submittedAt} >= ${windowStart}
    group by ${adminUsers.id}, ${adminUsers.displayName}
    order by scorecards desc, name, ${adminUsers.id}`,
  );
