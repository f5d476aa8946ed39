import { and, count, desc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { dealNotifications } from "../db/schema/deal-questions";
import { affiliatedFirms, dealAccessEvents, dealShares } from "../db/schema/deals";
import { adminUsers } from "../db/schema/staff";

/** Who shared the deal with the firm, and the names a notification says. */
export async function shareForNotice(db: Database, applicationId: string, firmId: string) {
  const [row] = await db
    .select({
      sharedById: dealShares.sharedById,
      startupName: applications.startupName,
      firmName: affiliatedFirms.name,
    })
    .from(dealShares)
    .innerJoin(applications, eq(applications.id, dealShares.applicationId))
    .innerJoin(affiliatedFirms, eq(affiliatedFirms.id, dealShares.firmId))
    .where(and(eq(dealShares.applicationId, applicationId), eq(dealShares.firmId, firmId)));
  return row;
}

/** Adds a notification; a firm's second "first view" is nothing (a partial unique index). */
export async function insertNotification(
  db: Database,
  values: typeof dealNotifications.$inferInsert,
) {
  const rows = await db
    .insert(dealNotifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: dealNotifications.id });
  return rows.length === 1;
}

/** Whether anyone at the firm has read the deal's memo before. */
export async function firmHasViewed(db: Database, applicationId: string, firmId: string) {
  const [row] = await db
    .select({ id: dealAccessEvents.id })
    .from(dealAccessEvents)
    .where(
      and(
        eq(dealAccessEvents.applicationId, applicationId),
        eq(dealAccessEvents.firmId, firmId),
        eq(dealAccessEvents.event, "memo viewed"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const notificationsOf = (db: Database, adminId: string, limit: number) =>
  db
    .select()
    .from(dealNotifications)
    .where(eq(dealNotifications.adminId, adminId))
    .orderBy(desc(dealNotifications.createdAt))
    .limit(limit);

export async function unreadCountOf(db: Database, adminId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(dealNotifications)
    .where(and(eq(dealNotifications.adminId, adminId), isNull(dealNotifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the admin's own notifications read: those named, or all; another's are never touched. */
export async function markReadRows(db: Database, adminId: string, ids: string[] | null, at: Date) {
  const rows = await db
    .update(dealNotifications)
    .set({ readAt: at })
    .where(
      and(
        eq(dealNotifications.adminId, adminId),
        isNull(dealNotifications.readAt),
        ids === null ? undefined : inArray(dealNotifications.id, ids),
      ),
    )
    .returning({ id: dealNotifications.id });
  return rows.length;
}

/** The admin's notifications in [from, to), oldest first, with the deal's startup name. */
export const notificationsBetween = (db: Database, adminId: string, from: Date, to: Date) =>
  db
    .select({ notification: dealNotifications, startupName: applications.startupName })
    .from(dealNotifications)
    .innerJoin(applications, eq(applications.id, dealNotifications.applicationId))
    .where(
      and(
        eq(dealNotifications.adminId, adminId),
        gte(dealNotifications.createdAt, from),
        lt(dealNotifications.createdAt, to),
      ),
    )
    .orderBy(dealNotifications.createdAt);

/** Staff who chose the daily digest and may still sign in. */
export const digestReaders = (db: Database) =>
  db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      name: adminUsers.displayName,
      through: adminUsers.dealDigestThrough,
    })
    .from(adminUsers)
    .where(and(eq(adminUsers.dealDigest, true), isNull(adminUsers.deactivatedAt)));

/** Moves the admin's digest on to `to`, unless another run did first (answers whether it did). */
export async function advanceDigest(db: Database, adminId: string, through: Date | null, to: Date) {
  const rows = await db
    .update(adminUsers)
    .set({ dealDigestThrough: to })
    .where(
      and(
        eq(adminUsers.id, adminId),
        through === null
          ? isNull(adminUsers.dealDigestThrough)
          : eq(adminUsers.dealDigestThrough, through),
      ),
    )
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}

export async function digestSettingOf(db: Database, adminId: string) {
  const [row] = await db
    .select({ on: adminUsers.dealDigest, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return row;
}

export const setDigestRow = (db: Database, adminId: string, on: boolean) =>
  db.update(adminUsers).set({ dealDigest: on }).where(eq(adminUsers.id, adminId));
