import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { STAFF_ROLES } from "../../core/constants";
import type { Database } from "../db/client";
import { adminSessions, adminUsers, loginFailures } from "../db/schema/staff";

export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who is asking, on a request with a live session (api/plugins/auth.ts). */
export type AdminIdentity = {
  id: string;
  username: string;
  name: string;
  role: StaffRole;
  sessionId: string;
};

export async function findAdminByUsername(db: Database, username: string) {
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, username.toLowerCase()));
  return admin;
}

export async function createAdmin(
  db: Database,
  input: { username: string; displayName: string; passwordHash: string; role?: StaffRole },
) {
  const [admin] = await db.insert(adminUsers).values(input).returning();
  if (!admin) throw new Error("insert returned no row");
  return admin;
}

export async function setPasswordHash(db: Database, adminId: string, passwordHash: string) {
  await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, adminId));
}

export async function countAdmins(db: Database): Promise<number> {
  return db.$count(adminUsers);
}

export async function createSession(
  db: Database,
  input: {
    adminId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent?: string | null;
    ip?: string;
  },
) {
  await db.insert(adminSessions).values(input);
}

/**
 * The live session of a token hash (not revoked, not past its end, used within the idle window),
 * marked as used now, in one statement: the idle time always counts from the true last use.
 */
export async function touchLiveSession(db: Database, tokenHash: string, idleSince: Date) {
  const now = new Date();
  const [row] = await db
    .update(adminSessions)
    // greatest: a slower request finishing after a newer one never moves last use back.
    .set({
      lastUsedAt: sql`greatest(${adminSessions.lastUsedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.id, adminSessions.adminId),
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastUsedAt, idleSince),
        // A deactivated person's sessions were revoked with it; this holds even for one that was not.
        isNull(adminUsers.deactivatedAt),
      ),
    )
    .returning({
      sessionId: adminSessions.id,
      id: adminUsers.id,
      username: adminUsers.username,
      name: adminUsers.displayName,
      role: adminUsers.role,
    });
  return row && { ...row, role: row.role as StaffRole };
}

export async function revokeSession(db: Database, sessionId: string) {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(eq(adminSessions.id, sessionId));
}

export async function recordLoginFailure(db: Database, ip: string, username: string) {
  await db.insert(loginFailures).values({ ip, username: username.toLowerCase() });
}

export async function countLoginFailures(db: Database, ip: string, username: string, since: Date) {
  const [row] = await db
    .select({
      fromIp: count(),
      forUsername:
        sql<number>`count(*) filter (where ${loginFailures.username} = ${username.toLowerCase()})`.mapWith(
          Number,
        ),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  return { fromIp: row?.fromIp ?? 0, forUsername: row?.forUsername ?? 0 };
}

export async function markNotificationsSeen(db: Database, adminId: string, at: Date) {
  await db.update(adminUsers).set({ notificationsSeenAt: at }).where(eq(adminUsers.id, adminId));
}

/** The person's console density (core/constants.ts CONSOLE_DENSITIES). */
export async function consoleDensityOf(db: Database, adminId: string) {
  const [row] = await db
    .select({ density: adminUsers.consoleDensity })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return row?.density ?? "compact";
}

export async function setConsoleDensity(db: Database, adminId: string, density: string) {
  await db.update(adminUsers).set({ consoleDensity: density }).where(eq(adminUsers.id, adminId));
}

export async function notificationsSeenAt(db: Database, adminId: string) {
  const [row] = await db
    .select({ at: adminUsers.notificationsSeenAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return row?.at ?? null;
}
