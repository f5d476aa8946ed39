import { and, count, countDistinct, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminUsers, secondFactorFailures } from "../db/schema/staff";

/** Until when the account's second step is locked, or null. */
export async function findSecondFactorLock(db: Database, adminId: string) {
  const [row] = await db
    .select({ until: adminUsers.secondFactorLockedUntil })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return row?.until ?? null;
}

/** Records a wrong code; the account's codes from before `forgetBefore` go, counting for nothing. */
export async function recordSecondFactorFailure(
  db: Database,
  { adminId, ip, forgetBefore }: { adminId: string; ip: string; forgetBefore: Date },
) {
  await db
    .delete(secondFactorFailures)
    .where(
      and(
        eq(secondFactorFailures.adminId, adminId),
        lte(secondFactorFailures.createdAt, forgetBefore),
      ),
    );
  await db.insert(secondFactorFailures).values({ adminId, ip });
}

/** The account's wrong codes since `since`, and from how many addresses. */
export async function countSecondFactorFailures(db: Database, adminId: string, since: Date) {
  const [row] = await db
    .select({ failures: count(), addresses: countDistinct(secondFactorFailures.ip) })
    .from(secondFactorFailures)
    .where(
      and(eq(secondFactorFailures.adminId, adminId), gt(secondFactorFailures.createdAt, since)),
    );
  return { failures: row?.failures ?? 0, addresses: row?.addresses ?? 0 };
}

/**
 * Locks the second step until `until`, unless a lock already stands: true only for the call that
 * set it, so one instance, once, tells the owner.
 */
export async function lockSecondFactor(db: Database, adminId: string, until: Date, now: Date) {
  const locked = await db
    .update(adminUsers)
    .set({ secondFactorLockedUntil: until })
    .where(
      and(
        eq(adminUsers.id, adminId),
        or(
          isNull(adminUsers.secondFactorLockedUntil),
          lte(adminUsers.secondFactorLockedUntil, now),
        ),
      ),
    )
    .returning({ id: adminUsers.id });
  return locked.length > 0;
}
