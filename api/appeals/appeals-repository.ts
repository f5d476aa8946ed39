import { and, asc, count, eq, isNull, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { appeals } from "../db/schema/appeals";
import { applications } from "../db/schema/applications";
import { scorecards } from "../db/schema/reviews";
import { adminUsers } from "../db/schema/staff";

export type AppealRow = typeof appeals.$inferSelect & { reviewerName: string | null };

/** The application's appeal, with its reviewer's name, or undefined. */
export async function findAppeal(
  db: Database,
  applicationId: string,
): Promise<AppealRow | undefined> {
  const [row] = await db
    .select({ appeal: appeals, reviewerName: adminUsers.displayName })
    .from(appeals)
    .leftJoin(adminUsers, eq(adminUsers.id, appeals.reviewerId))
    .where(eq(appeals.applicationId, applicationId));
  return row ? { ...row.appeal, reviewerName: row.reviewerName } : undefined;
}

/** What decides whether the founder may appeal, and what the mails need. */
export async function appealSubject(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      email: applications.email,
      fullName: applications.fullName,
      startupName: applications.startupName,
      language: applications.language,
      decision: applications.decision,
      decisionSentAt: applications.decisionSentAt,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row;
}

/**
 * The reviewers who may take the application's appeal, before conflicts are checked: active staff
 * with the reviewer role who have no scorecard on it (submitted or started), fewest open appeals
 * first, then by name.
 */
export async function appealReviewerCandidates(db: Database, applicationId: string) {
  const open = db
    .select({ reviewerId: appeals.reviewerId, open: count().as("open") })
    .from(appeals)
    .where(isNull(appeals.outcome))
    .groupBy(appeals.reviewerId)
    .as("open_appeals");
  return db
    .select({
      id: adminUsers.id,
      name: adminUsers.displayName,
      open: sql<number>`coalesce(${open.open}, 0)::int`,
    })
    .from(adminUsers)
    .leftJoin(open, eq(open.reviewerId, adminUsers.id))
    .where(
      and(
        eq(adminUsers.role, "reviewer"),
        isNull(adminUsers.deactivatedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(scorecards)
            .where(
              and(
                eq(scorecards.applicationId, applicationId),
                eq(scorecards.reviewerId, adminUsers.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(sql`coalesce(${open.open}, 0)`, asc(adminUsers.displayName), asc(adminUsers.id));
}

/** Keeps a new appeal; false when the application has one already (an appeal is made once). */
export async function insertAppeal(
  db: Database,
  values: Pick<
    typeof appeals.$inferInsert,
    "applicationId" | "reason" | "receivedAt" | "dueAt" | "reviewerId"
  >,
): Promise<boolean> {
  const inserted = await db
    .insert(appeals)
    .values(values)
    .onConflictDoNothing({ target: appeals.applicationId })
    .returning({ id: appeals.id });
  return inserted.length > 0;
}

export async function assignAppealReviewer(
  db: Database,
  applicationId: string,
  reviewerId: string,
) {
  await db
    .update(appeals)
    .set({ reviewerId })
    .where(and(eq(appeals.applicationId, applicationId), isNull(appeals.outcome)));
}

export async function storeRecommendation(
  db: Database,
  applicationId: string,
  values: { recommendation: string; recommendationNote: string; recommendedAt: Date },
) {
  await db
    .update(appeals)
    .set(values)
    .where(and(eq(appeals.applicationId, applicationId), isNull(appeals.outcome)));
}

/** The admin's outcome; false when another decision came first. */
export async function storeAppealDecision(
  db: Database,
  applicationId: string,
  values: { outcome: string; outcomeText: string; decidedBy: string; decidedAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(appeals)
    .set(values)
    .where(and(eq(appeals.applicationId, applicationId), isNull(appeals.outcome)))
    .returning({ id: appeals.id });
  return updated.length > 0;
}

/** The open appeals, soonest due first: all of them, or those assigned to `reviewerId`. */
export async function openAppeals(db: Database, reviewerId: string | null) {
  const open = isNull(appeals.outcome);
  return db
    .select({
      applicationId: appeals.applicationId,
      startupName: applications.startupName,
      receivedAt: appeals.receivedAt,
      dueAt: appeals.dueAt,
      reviewer: adminUsers.displayName,
      recommendedAt: appeals.recommendedAt,
    })
    .from(appeals)
    .innerJoin(applications, eq(applications.id, appeals.applicationId))
    .leftJoin(adminUsers, eq(adminUsers.id, appeals.reviewerId))
    .where(reviewerId ? and(open, eq(appeals.reviewerId, reviewerId)) : open)
    .orderBy(asc(appeals.dueAt), asc(applications.startupName));
}

/** The appeals counted for the console, over all time. */
export async function appealCounts(db: Database) {
  const [row] = await db
    .select({
      received: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${appeals.outcome} is null))::int`,
      unassigned: sql<number>`(count(*) filter (where ${appeals.outcome} is null and ${appeals.reviewerId} is null))::int`,
      upheld: sql<number>`(count(*) filter (where ${appeals.outcome} = 'upheld'))::int`,
      overturned: sql<number>`(count(*) filter (where ${appeals.outcome} = 'overturned'))::int`,
      medianDaysToDecide: sql<
        number | string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${appeals.decidedAt} - ${appeals.receivedAt}) / 86400) filter (where ${appeals.decidedAt} is not null)`,
    })
    .from(appeals);
  return row;
}
