import { sql } from "drizzle-orm";
import type { FirmInsight } from "../../core/schemas/insights";
import { businessDaysBetweenSql } from "../calendar/business-days-sql";
import type { Database } from "../db/client";
import { dealAnswers } from "../db/schema/deal-answers";
import { affiliatedFirms, dealAccessEvents, dealShares } from "../db/schema/syndication";
import { rowsOf, windowStart } from "./insights-sql";

/** The share's firm's answers on the share's deal. */
const answersOfShare = sql`${dealAnswers.applicationId} = ${dealShares.applicationId}
  and ${dealAnswers.firmId} = ${dealShares.firmId}`;

/**
 * Each affiliated firm's answers on the deals shared with it in the 12 months, in one query (a
 * firm with no share then is left out), most received first: opened is the memo viewed, answered
 * any answer given; the median business days from the share to the first answer
 * (percentile_disc, unanswered shares left out); and the soft and hard circles among the answers
 * now (a deal's latest), their amounts added up per currency.
 */
export const firmAnswers = (db: Database) =>
  rowsOf<Omit<FirmInsight, "answerRatePercent">>(
    db,
    sql`with shares as (
      select ${dealShares.firmId} as firm_id,
        exists (select 1 from ${dealAccessEvents}
          where ${dealAccessEvents.applicationId} = ${dealShares.applicationId}
          and ${dealAccessEvents.firmId} = ${dealShares.firmId}
          and ${dealAccessEvents.event} = 'memo viewed') as opened,
        case when first_answer.at is not null
          then ${businessDaysBetweenSql(dealShares.createdAt, sql`first_answer.at`)} end as days,
        answer_now.kind, answer_now.amount, answer_now.currency
      from ${dealShares}
        cross join lateral (select min(${dealAnswers.createdAt}) as at from ${dealAnswers}
          where ${answersOfShare}) as first_answer
        left join lateral (select ${dealAnswers.kind} as kind, ${dealAnswers.amount} as amount,
            ${dealAnswers.currency} as currency
          from ${dealAnswers} where ${answersOfShare}
          order by ${dealAnswers.createdAt} desc, ${dealAnswers.id} desc limit 1) as answer_now on true
      where ${dealShares.createdAt} >= ${windowStart}
    ), circled as (
      select firm_id, jsonb_agg(jsonb_build_object('currency', currency, 'amount', amount)
        order by currency) as circled
      from (select firm_id, currency, sum(amount) as amount from shares
        where kind in ('soft-circle', 'hard-circle') and currency is not null and amount is not null
        group by firm_id, currency) as per_currency
      group by firm_id
    )
    select ${affiliatedFirms.id} as "firmId", ${affiliatedFirms.name} as name,
      count(*)::int as received, (count(*) filter (where opened))::int as opened,
      (count(*) filter (where days is not null))::int as answered,
      percentile_disc(0.5) within group (order by days) as "medianDaysToAnswer",
      (count(*) filter (where kind in ('soft-circle', 'hard-circle')))::int as circles,
      coalesce(circled.circled, '[]'::jsonb) as circled
    from shares
      inner join ${affiliatedFirms} on ${affiliatedFirms.id} = shares.firm_id
      left join circled on circled.firm_id = shares.firm_id
    group by ${affiliatedFirms.id}, ${affiliatedFirms.name}, circled.circled
    order by received desc, name, ${affiliatedFirms.id}`,
  );
