import { sql } from "drizzle-orm";
import type { FirmInsight } from "../../core/schemas/insights";
import type { Database } from "../db/client";
import { dealAnswers } from "../db/schema/deal-answers";
import { affiliatedFirms, dealAccessEvents, dealShares } from "../db/schema/syndication";
import { businessDays, calendarCte, rowsOf, windowStart } from "./insights-sql";

/**
 * Each affiliated firm's answers on the deals shared with it in the 12 months, in one query (a
 * firm with no share then is left out), most received first: opened is the memo viewed, answered
 * any answer given, due answered or asked by a date that passed while shared (the firm's record's
 * rule, api/syndication/firm-record.ts); the median business days from the share to the first answer
 * (percentile_disc, unanswered shares left out); and the soft and hard circles among the answers
 * now (a deal's latest), their amounts added up per currency. Answers and views are gathered per
 * deal and firm once, then joined to the shares.
 */
export const firmAnswers = (db: Database) =>
  rowsOf<Omit<FirmInsight, "answerRatePercent">>(
    db,
    sql`with ${calendarCte}, answered as (
      select ${dealAnswers.applicationId} as application_id, ${dealAnswers.firmId} as firm_id,
        min(${dealAnswers.createdAt}) as first_at,
        (array_agg(${dealAnswers.kind} order by ${dealAnswers.createdAt} desc, ${dealAnswers.id} desc))[1] as kind,
        (array_agg(${dealAnswers.amount} order by ${dealAnswers.createdAt} desc, ${dealAnswers.id} desc))[1] as amount,
        (array_agg(${dealAnswers.currency} order by ${dealAnswers.createdAt} desc, ${dealAnswers.id} desc))[1] as currency
      from ${dealAnswers} group by 1, 2
    ), viewed as (
      select distinct ${dealAccessEvents.applicationId} as application_id,
        ${dealAccessEvents.firmId} as firm_id
      from ${dealAccessEvents} where ${dealAccessEvents.event} = 'memo viewed'
    ), shares as (
      select ${dealShares.firmId} as firm_id, viewed.firm_id is not null as opened,
        answered.first_at is not null or (${dealShares.respondBy} <= now()
          and (${dealShares.revokedAt} is null or ${dealShares.revokedAt} > ${dealShares.respondBy})) as due,
        case when answered.first_at is not null
          then ${businessDays(dealShares.createdAt, sql`answered.first_at`)} end as days,
        answered.kind, answered.amount, answered.currency
      from ${dealShares}
        left join answered on answered.application_id = ${dealShares.applicationId}
          and answered.firm_id = ${dealShares.firmId}
        left join viewed on viewed.application_id = ${dealShares.applicationId}
          and viewed.firm_id = ${dealShares.firmId}
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
      (count(*) filter (where due))::int as due,
      percentile_disc(0.5) within group (order by days) as "medianDaysToAnswer",
      (count(*) filter (where kind in ('soft-circle', 'hard-circle')))::int as circles,
      coalesce(circled.circled, '[]'::jsonb) as circled
    from shares
      inner join ${affiliatedFirms} on ${affiliatedFirms.id} = shares.firm_id
      left join circled on circled.firm_id = shares.firm_id
    group by ${affiliatedFirms.id}, ${affiliatedFirms.name}, circled.circled
    order by received desc, name, ${affiliatedFirms.id}`,
  );
