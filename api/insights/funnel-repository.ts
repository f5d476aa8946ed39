import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { applicationDrafts } from "../db/schema/application-drafts";
import { applications } from "../db/schema/applications";
import { consultancyLeads, fundingInterest, pitchLeads } from "../db/schema/public-forms";
import { inMonth, rowsOf, windowMonths } from "./insights-sql";

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
 * link to a draft: the draft is marked submitted when an application comes in from its address
 * (api/application-drafts/drafts-repository.ts). So the starts of a month are the drafts saved in
 * it and the applications that came in, less the drafts submitted in it (those applications
 * started as drafts, counted then). A draft removed by retention leaves its application counted
 * instead, in the month it came in.
 */
export const funnelByMonth = (db: Database, now: Date) =>
  rowsOf<FunnelRow>(
    db,
    sql`select months.month,
      ((select count(*) from ${pitchLeads} where ${inMonth(pitchLeads.createdAt)})
        + (select count(*) from ${consultancyLeads} where ${inMonth(consultancyLeads.createdAt)})
        + (select count(*) from ${fundingInterest} where ${inMonth(fundingInterest.createdAt)}))::int
        as leads,
      ((select count(*) from ${applicationDrafts} where ${inMonth(applicationDrafts.createdAt)})
        + (select count(*) from ${applications} where ${inMonth(applications.createdAt)})
        - (select count(*) from ${applicationDrafts} where ${inMonth(applicationDrafts.submittedAt)}))::int
        as started,
      (select count(*)::int from ${applications} where ${inMonth(applications.paidAt)}) as paid,
      decided.accepted, decided.declined
    from ${windowMonths(now)} as months
      cross join lateral (select
          (count(*) filter (where ${applications.decision} = 'accepted'))::int as accepted,
          (count(*) filter (where ${applications.decision} = 'declined'))::int as declined
        from ${applications} where ${inMonth(applications.decisionSentAt)}) as decided
    order by months.month`,
  );
