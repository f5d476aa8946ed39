import { sql } from "drizzle-orm";
import { DECISION_DAYS_BUCKETS, type DecisionTimesInsight } from "../../core/schemas/insights";
import { businessDaysBetweenSql, decisionTargetSql } from "../calendar/business-days-sql";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { monthOf, rowsOf, windowMonths, windowStart } from "./insights-sql";

const lastBucket = sql.raw(String(DECISION_DAYS_BUCKETS - 1));

/**
 * The decision mails of the 12 months and their business days from payment, in one query: by
 * month, as a distribution (the last bucket holding that many days or more), over the whole
 * window, and the paid applications overdue now as the console's list counts them
 * (api/applications/overdue-repository.ts). Medians and 90th percentiles by `percentile_disc`, as
 * the firm's time to decision (api/applications/decision-times.ts): a real decision's whole days.
 */
export async function decisionTimes(db: Database): Promise<DecisionTimesInsight> {
  const [row] = await rowsOf<{ insight: DecisionTimesInsight }>(
    db,
    sql`with decided as (
      select ${monthOf(sql`${applications.decisionSentAt}`)} as month,
        ${businessDaysBetweenSql(applications.paidAt, applications.decisionSentAt)} as days
      from ${applications}
      where ${applications.decisionSentAt} >= ${windowStart} and ${applications.paidAt} is not null
    ), by_month as (
      select month, count(*)::int as decisions,
        percentile_disc(0.5) within group (order by days) as median,
        percentile_disc(0.9) within group (order by days) as p90
      from decided group by month
    ), buckets as (
      select least(days, ${lastBucket}) as days, count(*)::int as decisions from decided group by 1
    )
    select json_build_object(
      'months', (select json_agg(json_build_object('month', months.month,
          'decisions', coalesce(decisions, 0), 'medianDays', median, 'p90Days', p90)
          order by months.month)
        from ${windowMonths} as months left join by_month using (month)),
      'distribution', (select json_agg(json_build_object('days', step,
          'decisions', coalesce(buckets.decisions, 0)) order by step)
        from generate_series(0, ${lastBucket}) as step left join buckets on buckets.days = step),
      'medianDays', (select percentile_disc(0.5) within group (order by days) from decided),
      'p90Days', (select percentile_disc(0.9) within group (order by days) from decided),
      'overdueNow', (select count(*)::int from ${applications}
        where ${applications.awaitingDecisionSince} is not null
        and ${businessDaysBetweenSql(applications.awaitingDecisionSince, sql`now()`)} > ${decisionTargetSql})
    ) as insight`,
  );
  if (!row) throw new Error("The decision times query answered no row");
  return row.insight;
}
