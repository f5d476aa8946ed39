import { sql } from "drizzle-orm";
import { DECISION_DAYS_BUCKETS, type DecisionTimesInsight } from "../../core/schemas/insights";
import { decisionTargetSql } from "../calendar/business-days-sql";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import {
  businessDays,
  businessDaysOfDays,
  calendarCte,
  dayOf,
  nowSql,
  percentileOf,
  rowsOf,
  windowMonths,
  windowStart,
} from "./insights-sql";

const lastBucket = sql.raw(String(DECISION_DAYS_BUCKETS - 1));

/**
 * The decision mails of the 12 months and their business days from payment, in one query: by
 * month, as a distribution (the last bucket holding that many days or more), over the whole
 * window, and the paid applications overdue now as the console's list counts them
 * (api/applications/overdue-repository.ts). Medians and 90th percentiles are percentile_disc's, as
 * the firm's time to decision (api/applications/decision-times.ts): a real decision's whole days,
 * read from the count of decisions at each number of days.
 */
export async function decisionTimes(db: Database, now: Date): Promise<DecisionTimesInsight> {
  const [row] = await rowsOf<{ insight: DecisionTimesInsight }>(
    db,
    sql`with ${calendarCte(now)}, days_decided as (
      select ${dayOf(applications.paidAt)} as paid_on,
        ${dayOf(applications.decisionSentAt)} as decided_on, count(*) as decisions
      from ${applications}
      where ${applications.decisionSentAt} >= ${windowStart(now)} and ${applications.paidAt} is not null
      group by 1, 2
    ), histogram as (
      select to_char(decided_on, 'YYYY-MM') as month,
        ${businessDaysOfDays(sql`paid_on`, sql`decided_on`)} as days, sum(decisions) as decisions
      from days_decided group by 1, 2
    ), by_month as (
      select month, sum(decisions)::int as decisions,
        ${percentileOf(0.5)} as median, ${percentileOf(0.9)} as p90
      from (select month, days, decisions,
          sum(decisions) over (partition by month order by days) as reached,
          sum(decisions) over (partition by month) as total
        from histogram) as ranked
      group by month
    ), overall as (
      select ${percentileOf(0.5)} as median, ${percentileOf(0.9)} as p90
      from (select days, sum(decisions) over (order by days) as reached,
          sum(decisions) over () as total
        from (select days, sum(decisions) as decisions from histogram group by days) as each_day
      ) as ranked
    ), buckets as (
      select least(days, ${lastBucket}) as days, sum(decisions)::int as decisions
      from histogram group by 1
    )
    select json_build_object(
      'months', (select json_agg(json_build_object('month', months.month,
          'decisions', coalesce(decisions, 0), 'medianDays', median, 'p90Days', p90)
          order by months.month)
        from ${windowMonths(now)} as months left join by_month using (month)),
      'distribution', (select json_agg(json_build_object('days', step,
          'decisions', coalesce(buckets.decisions, 0)) order by step)
        from generate_series(0, ${lastBucket}) as step left join buckets on buckets.days = step),
      'medianDays', (select median from overall),
      'p90Days', (select p90 from overall),
      'overdueNow', (select count(*)::int from ${applications}
        where ${applications.awaitingDecisionSince} is not null
        and ${businessDays(applications.awaitingDecisionSince, nowSql(now))} > ${decisionTargetSql})
    ) as insight`,
  );
  if (!row) throw new Error("The decision times query answered no row");
  return row.insight;
}
