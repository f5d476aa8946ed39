import { sql } from "drizzle-orm";
import type { DealCurve } from "../../core/schemas/insights";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { dealAnswers } from "../db/schema/deal-answers";
import { dealShares } from "../db/schema/deals";
import { businessDays, calendarCte, rowsOf, windowStart } from "./insights-sql";

/** The newest deals drawn: a curve each. */
export const DEAL_CURVES_SHOWN = 20;

/**
 * The deals first shared in the 12 months, newest first (at most DEAL_CURVES_SHOWN), in one query:
 * the firms shared with, the respond-by day (the latest asked of them; a respond-by date is the
 * instant its day ends, so the day is the one just before it), and a point per firm's first
 * answer: its business day after the first share and the firms answered by then.
 */
export const dealCurves = (db: Database, now: Date) =>
  rowsOf<DealCurve>(
    db,
    sql`with ${calendarCte(now)}, deals as (
      select ${dealShares.applicationId} as application_id, min(${dealShares.createdAt}) as first_shared,
        count(*)::int as firms, max(${dealShares.respondBy}) as respond_by
      from ${dealShares} group by ${dealShares.applicationId}
      having min(${dealShares.createdAt}) >= ${windowStart(now)}
      order by first_shared desc, application_id limit ${sql.raw(String(DEAL_CURVES_SHOWN))}
    ), first_answers as (
      select distinct on (${dealAnswers.applicationId}, ${dealAnswers.firmId})
        ${dealAnswers.applicationId} as application_id, ${dealAnswers.firmId} as firm_id,
        ${dealAnswers.kind} as kind, ${dealAnswers.createdAt} as at
      from ${dealAnswers} inner join deals on deals.application_id = ${dealAnswers.applicationId}
      order by ${dealAnswers.applicationId}, ${dealAnswers.firmId}, ${dealAnswers.createdAt}, ${dealAnswers.id}
    ), points as (
      select first_answers.application_id, first_answers.kind, first_answers.at, first_answers.firm_id,
        ${businessDays(sql`deals.first_shared`, sql`first_answers.at`)} as day
      from first_answers inner join deals using (application_id)
    ), curves as (
      select application_id, json_agg(json_build_object('day', day, 'answered', answered, 'kind', kind)
        order by day, at, firm_id) as curve
      from (select points.*, count(*) over (partition by application_id
          order by day, at, firm_id rows unbounded preceding)::int as answered
        from points) as counted
      group by application_id
    )
    select deals.application_id as "applicationId", ${applications.startupName} as "startupName",
      deals.firms,
      case when deals.respond_by is not null then ${businessDays(
        sql`deals.first_shared`,
        sql`(deals.respond_by - interval '1 millisecond')`,
      )} end as "respondByDay",
      coalesce(curves.curve, '[]'::json) as curve
    from deals
      inner join ${applications} on ${applications.id} = deals.application_id
      left join curves using (application_id)
    order by deals.first_shared desc, deals.application_id`,
  );
