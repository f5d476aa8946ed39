import { sql } from "drizzle-orm";
import { DECISION_DAYS_BUCKETS, type DecisionTimesInsight } from "../../core/schemas/insights";
import { decisionTargetSql } from "../calendar/business-days-sql";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { businessDays, calendarCte, inMonth, rowsOf, windowMonths } from "./insights-sql";

const lastBucket = sql.raw(String(DECISION_DAYS_BUCKETS - 1));

/**
 * percentile_disc over a histogram (`days`, `decisions`, and `reached`, the decisions up to and
 * including those days, and `total`): the fewest days by which the first ceil(fraction x total)
 * decisions had gone, as PostgreSQL's percentile_disc picks its row, without sorting every
 * decision.
 */
const percentileSql = (fraction: number) =>
  sql.raw(`min(days) filter (where reached >= greatest(1, ceil(${fraction}::float8 * total)))`);

/**
 * The decision mails of the 12 months and their business days from payment, in one query: by
 * month, as a distribution (the last bucket holding that many days or more), over the whole
 * window, and the paid applications overdue now as the console's list counts them
 * (api/applications/overdue-repository.ts). Medians and 90th percentiles are percentile_disc's, as
 * the firm's time to decision (api/applications/decision-times.ts): a real decision's whole days,
 * read from the count of decisions at each number of days.
 */
export async function decisionTimes(db: Database): Promise<DecisionTimesInsight> {
  const [row] = await rowsOf<{ insight: DecisionTimesInsight }>(
    db,
    sql`with ${calendarCte}, histogram as (
      select months.month, ${businessDays(applications.paidAt, applications.decisionSentAt)} as days,
        count(*)::int as decisions
      from ${windowMonths} as months cross join calendar
        inner join ${applications} on ${inMonth(applications.decisionSentAt)}
      where ${applications.paidAt} is not null
      group by 1, 2
    ), by_month as (
      select month, sum(decisions)::int as decisions,
        ${percentileSql(0.5)} as median, ${percentileSql(0.9)} as p90
      from (select month, days, decisions,
          sum(decisions) over (partition by month order by days) as reached,
          sum(decisions) over (partition by month) as total
        from histogram) as ranked
      group by month
    ), overall as (
      select ${percentileSql(0.5)} as median, ${percentileSql(0.9)} as p90
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
        from ${windowMonths} as months left join by_month using (month)),
      'distribution', (select json_agg(json_build_object('days', step,
          'decisions', coalesce(buckets.decisions, 0)) order by step)
        from generate_series(0, ${lastBucket}) as step left join buckets on buckets.days = step),
      'medianDays', (select median from overall),
      'p90Days', (select p90 from overall),
      'overdueNow', (select count(*)::int from ${applications} cross join calendar
        where ${applications.awaitingDecisionSince} is not null
        and ${businessDays(applications.awaitingDecisionSince, sql`now()`)} > ${decisionTargetSql})
    ) as insight`,
  );
  if (!row) throw new Error("The decision times query answered no row");
  return row.insight;
}
