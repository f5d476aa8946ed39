import { and, asc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { businessDaysBetweenSql, decisionTargetSql } from "../calendar/business-days-sql";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { mailOutbox } from "../db/schema/mail";
import { adminUsers } from "../db/schema/staff";

// The overdue applications (docs/product.md, 5.13) and the admins who chose their daily mail. The
// database counts each clock over the firm's calendar (api/calendar/business-days-sql.ts) and
// keeps only those past the target, in one query.

/** The business days since the payment of a paid, undecided application, up to now. */
const daysWaiting = businessDaysBetweenSql(applications.awaitingDecisionSince, sql`now()`);

/**
 * The paid applications with no decision mail yet and more business days since the payment than
 * the firm's target, longest waiting first: at most `limit`, each with how many there are in all.
 */
export const overdueRows = (db: Database, limit: number) =>
  db
    .select({
      id: applications.id,
      startupName: applications.startupName,
      paidAt: sql<Date>`${applications.awaitingDecisionSince}`.mapWith(applications.paidAt),
      daysTotal: sql<number>`${daysWaiting}`.mapWith(Number),
      targetDays: sql<number>`${decisionTargetSql}`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(applications)
    .where(
      and(
        isNotNull(applications.awaitingDecisionSince),
        sql`${daysWaiting} > ${decisionTargetSql}`,
      ),
    )
    .orderBy(asc(applications.awaitingDecisionSince), asc(applications.id))
    .limit(limit);

/** Admins who chose the daily mail of overdue applications and may still sign in. */
export const overdueDigestReaders = (db: Database) =>
  db
    .select({ id: adminUsers.id, username: adminUsers.username, name: adminUsers.displayName })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.overdueDigest, true),
        eq(adminUsers.role, "admin"),
        isNull(adminUsers.deactivatedAt),
      ),
    );

/** Whether a mail of this kind went to the address since then (a retried run sends it once). */
export async function mailedSince(db: Database, kind: string, to: string, since: Date) {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.to, to), gte(mailOutbox.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function overdueDigestSettingOf(db: Database, adminId: string) {
  const [row] = await db
    .select({ on: adminUsers.overdueDigest, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return row;
}

export const setOverdueDigestRow = (db: Database, adminId: string, on: boolean) =>
  db.update(adminUsers).set({ overdueDigest: on }).where(eq(adminUsers.id, adminId));
