import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminSessions } from "../db/schema/staff";

const live = (adminId: string, idleSince: Date) =>
  and(
    eq(adminSessions.adminId, adminId),
    isNull(adminSessions.revokedAt),
    gt(adminSessions.expiresAt, new Date()),
    gt(adminSessions.lastUsedAt, idleSince),
  );

/** A person's sessions still open (not ended, not expired, used within the idle time), newest use first. */
export async function listLiveSessions(db: Database, adminId: string, idleSince: Date) {
  return db
    .select({
      id: adminSessions.id,
      userAgent: adminSessions.userAgent,
      ip: adminSessions.ip,
      createdAt: adminSessions.createdAt,
      lastUsedAt: adminSessions.lastUsedAt,
    })
    .from(adminSessions)
    .where(live(adminId, idleSince))
    .orderBy(desc(adminSessions.lastUsedAt), desc(adminSessions.id));
}

/** Ends one of the person's own sessions; false when they have no such open session. */
export async function endOwnSession(db: Database, adminId: string, sessionId: string) {
  const ended = await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminSessions.id, sessionId),
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
      ),
    )
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}

/** Ends every open session of the person except the one asking; answers how many ended. */
export async function endOtherSessions(db: Database, adminId: string, keepSessionId: string) {
  const ended = await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        ne(adminSessions.id, keepSessionId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: adminSessions.id });
  return ended.length;
}
