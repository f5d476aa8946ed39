import { sql } from "drizzle-orm";
import type { FirmInsight } from "../../core/schemas/insights";
import type { Database } from "../db/client";
import { affiliatedFirms, dealShares } from "../db/schema/deals";
import { businessDays, calendarCte, nowSql, rowsOf, windowStart } from "./insights-sql";

const circle = sql`${dealShares.answerKind} in ('soft-circle', 'hard-circle')`;

/**
 * Each affiliated firm's answers on the deals shared with it in the 12 months, in one query (a
 * firm with no share then is left out), most received first: opened is the memo viewed, answered
 * any answer given, due answered or asked by a date that passed while shared (the firm's record's
 * rule, api/deals/firm-record.ts); the median business days from the share to the first answer
 * (percentile_disc, unanswered shares left out); and the soft and hard circles among the answers
 * now (a deal's latest), their amounts added up per currency.
 *
 * A share keeps its firm's first answer, answer now and whether the memo was viewed (kept by
 * triggers, docs/decisions/083-share-answers-kept-on-the-share.md), so no answer or view is read
 * here: the shares are counted per firm, and only the answered ones sorted for the medians and the
 * circled ones for the amounts.
 */
export const firmAnswers = (db: Database, now: Date) =>
  rowsOf<Omit<FirmInsight, "answerRatePercent">>(
    db,
    sql`with ${calendarCte(now)}, per_firm as (
      select ${dealShares.firmId} as firm_id, count(*)::int as received,
        (count(*) filter (where ${dealShares.memoViewed}))::int as opened,
        count(${dealShares.firstAnsweredAt})::int as answered,
        (count(*) filter (where ${dealShares.firstAnsweredAt} is not null
          or (${dealShares.respondBy} <= ${nowSql(now)} and (${dealShares.revokedAt} is null
            or ${dealShares.revokedAt} > ${dealShares.respondBy}))))::int as due,
        (count(*) filter (where ${circle}))::int as circles
      from ${dealShares} where ${dealShares.createdAt} >= ${windowStart(now)}
      group by ${dealShares.firmId}
    ), medians as (
      select ${dealShares.firmId} as firm_id, percentile_disc(0.5) within group (
          order by ${businessDays(dealShares.createdAt, dealShares.firstAnsweredAt)}) as median
      from ${dealShares}
      where ${dealShares.createdAt} >= ${windowStart(now)} and ${dealShares.firstAnsweredAt} is not null
      group by ${dealShares.firmId}
    ), circled as (
      select firm_id, jsonb_agg(jsonb_build_object('currency', currency, 'amount', amount)
        order by currency) as circled
      from (select ${dealShares.firmId} as firm_id, ${dealShares.answerCurrency} as currency,
          sum(${dealShares.answerAmount}) as amount
        from ${dealShares}
        where ${dealShares.createdAt} >= ${windowStart(now)} and ${circle}
          and ${dealShares.answerCurrency} is not null and ${dealShares.answerAmount} is not null
        group by 1, 2) as per_currency
      group by firm_id
    )
    select ${affiliatedFirms.id} as "firmId", ${affiliatedFirms.name} as name, per_firm.received,
      per_firm.opened, per_firm.answered, per_firm.due, medians.median as "medianDaysToAnswer",
      per_firm.circles, coalesce(circled.circled, '[]'::jsonb) as circled
    from per_firm
      inner join ${affiliatedFirms} on ${affiliatedFirms.id} = per_firm.firm_id
      left join medians using (firm_id)
      left join circled using (firm_id)
    order by per_firm.received desc, name, ${affiliatedFirms.id}`,
  );
