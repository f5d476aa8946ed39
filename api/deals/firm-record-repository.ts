import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { dealAnswers } from "../db/schema/deal-answers";
import { dealQuestions } from "../db/schema/deal-questions";
import {
  dealAccessEvents,
  dealLinks,
  dealMemos,
  dealReminders,
  dealShares,
} from "../db/schema/deals";

/**
 * Every deal shared with a firm, newest first, in one query: how many people got a link, the
 * firm's first answer's time and its answer now (its answers on the deal gathered once, beside
 * each share), and the last time either side was in touch about the deal (the share or a reminder
 * sent, the memo viewed, an answer, a question asked).
 */
export function dealsOfFirm(db: Database, firmId: string) {
  const answered = db
    .select({
      firstAt: sql<Date | null>`min(${dealAnswers.createdAt})`.as("first_at"),
      lastAt: sql<Date | null>`max(${dealAnswers.createdAt})`.as("last_at"),
      kind: sql<string | null>`(array_agg(${dealAnswers.kind}
        order by ${dealAnswers.createdAt} desc, ${dealAnswers.id} desc))[1]`.as("kind"),
    })
    .from(dealAnswers)
    .where(
      and(
        eq(dealAnswers.applicationId, dealShares.applicationId),
        eq(dealAnswers.firmId, dealShares.firmId),
      ),
    )
    .as("answered");
  return db
    .select({
      share: dealShares,
      startupName: applications.startupName,
      memoVersion: dealMemos.version,
      links:
        sql<number>`(select count(*) from ${dealLinks} where ${dealLinks.shareId} = ${dealShares.id})`.mapWith(
          Number,
        ),
      firstAnsweredAt: sql<Date | null>`${answered.firstAt}`.mapWith(dealAnswers.createdAt),
      answerKind: answered.kind,
      answeredAt: sql<Date | null>`${answered.lastAt}`.mapWith(dealAnswers.createdAt),
      lastContactAt: sql<Date>`greatest(
        ${dealShares.createdAt},
        (select max(${dealReminders.sentAt}) from ${dealReminders}
          inner join ${dealLinks} on ${dealLinks.id} = ${dealReminders.linkId}
          where ${dealLinks.shareId} = ${dealShares.id}),
        (select max(${dealAccessEvents.createdAt}) from ${dealAccessEvents}
          where ${dealAccessEvents.applicationId} = ${dealShares.applicationId}
            and ${dealAccessEvents.firmId} = ${dealShares.firmId}
            and ${dealAccessEvents.event} = 'memo viewed'),
        ${answered.lastAt},
        (select max(${dealQuestions.createdAt}) from ${dealQuestions}
          where ${dealQuestions.shareId} = ${dealShares.id})
      )`.mapWith(dealShares.createdAt),
    })
    .from(dealShares)
    .innerJoin(applications, eq(applications.id, dealShares.applicationId))
    .innerJoin(dealMemos, eq(dealMemos.id, dealShares.memoId))
    .leftJoinLateral(answered, sql`true`)
    .where(eq(dealShares.firmId, firmId))
    .orderBy(desc(dealShares.createdAt));
}

/**
 * Every firm's answer now on each deal (its latest) but one deal's, beside the startup's industry
 * and development stage: what suggests firms for a new deal.
 */
export const answersNowOnOtherDeals = (db: Database, applicationId: string) =>
  db
    .selectDistinctOn([dealAnswers.applicationId, dealAnswers.firmId], {
      firmId: dealAnswers.firmId,
      kind: dealAnswers.kind,
      industry: applications.industry,
      developmentStage: applications.developmentStage,
    })
    .from(dealAnswers)
    .innerJoin(applications, eq(applications.id, dealAnswers.applicationId))
    .where(ne(dealAnswers.applicationId, applicationId))
    .orderBy(dealAnswers.applicationId, dealAnswers.firmId, desc(dealAnswers.createdAt));
