import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { applicationDrafts } from "../db/schema/application-drafts";
import { applications } from "../db/schema/applications";
import { consultancyLeads, fundingInterest, pitchLeads } from "../db/schema/public-forms";
import { monthOf, rowsOf, windowMonths, windowStart } from "./insights-sql";

export type FunnelRow = {
  month: string;
  leads: number;
  started: number;
  paid: number;
  accepted: number;
  declined: number;
};

/**
 * The funnel month by month, each step counted in the month it happened. An application keeps no
 * link to the draft it came from: drafts are known by their address, and the one an application
 * completed is marked submitted by address too (api/application-drafts/drafts-repository.ts). So
 * a start is a draft saved, or an application with no draft from the same address saved before
 * it (a founder who applied in one sitting). A draft removed by retention leaves its
 * application counted instead, in the month it came in.
 */
export const funnelByMonth = (db: Database) =>
  rowsOf<FunnelRow>(
    db,
    sql`with leads as (
      select month, count(*)::int as leads from (
        select ${monthOf(sql`${pitchLeads.createdAt}`)} as month from ${pitchLeads}
          where ${pitchLeads.createdAt} >= ${windowStart}
        union all
        select ${monthOf(sql`${consultancyLeads.createdAt}`)} from ${consultancyLeads}
          where ${consultancyLeads.createdAt} >= ${windowStart}
        union all
        select ${monthOf(sql`${fundingInterest.createdAt}`)} from ${fundingInterest}
          where ${fundingInterest.createdAt} >= ${windowStart}
      ) as received group by month
    ), started as (
      select month, count(*)::int as started from (
        select ${monthOf(sql`${applicationDrafts.createdAt}`)} as month from ${applicationDrafts}
          where ${applicationDrafts.createdAt} >= ${windowStart}
        union all
        select ${monthOf(sql`${applications.createdAt}`)} from ${applications}
          where ${applications.createdAt} >= ${windowStart}
          and not exists (select 1 from ${applicationDrafts}
            where lower(${applicationDrafts.email}) = lower(${applications.email})
            and ${applicationDrafts.createdAt} <= ${applications.createdAt})
      ) as begun group by month
    ), paid as (
      select ${monthOf(sql`${applications.paidAt}`)} as month, count(*)::int as paid
      from ${applications} where ${applications.paidAt} >= ${windowStart} group by 1
    ), decided as (
      select ${monthOf(sql`${applications.decisionSentAt}`)} as month,
        (count(*) filter (where ${applications.decision} = 'accepted'))::int as accepted,
        (count(*) filter (where ${applications.decision} = 'declined'))::int as declined
      from ${applications} where ${applications.decisionSentAt} >= ${windowStart} group by 1
    )
    select months.month, coalesce(leads, 0) as leads, coalesce(started, 0) as started,
      coalesce(paid, 0) as paid, coalesce(accepted, 0) as accepted, coalesce(declined, 0) as declined
    from ${windowMonths} as months
      left join leads using (month) left join started using (month)
      left join paid using (month) left join decided using (month)
    order by months.month`,
  );
