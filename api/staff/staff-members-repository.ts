import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { StaffMember } from "../../core/schemas/staff";
import type { Database } from "../db/client";
import { adminSessions, adminUsers } from "../db/schema/staff";
import type { StaffRole } from "./staff-repository";

/**
 * When the person's last session started: their last sign-in (null if never). Written out in full:
 * drizzle leaves the table off column names in a one-table select, which would not correlate.
 */
const lastSignIn = sql<Date | null>`(
  select max(s.created_at) from admin_sessions s where s.admin_id = admin_users.id
)`.mapWith(adminSessions.createdAt);

const memberColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  name: adminUsers.displayName,
  role: adminUsers.role,
  deactivatedAt: adminUsers.deactivatedAt,
  createdAt: adminUsers.createdAt,
  lastSignInAt: lastSignIn,
};

type MemberRow = {
  id: string;
  username: string;
  name: string;
  role: string;
  deactivatedAt: Date | null;
  createdAt: Date;
  lastSignInAt: Date | null;
};

const toMember = (row: MemberRow): StaffMember => ({
  id: row.id,
  username: row.username,
  name: row.name,
  role: row.role as StaffRole,
  status: row.deactivatedAt ? "deactivated" : "active",
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Everyone with an account: the active first, then by name. */
export async function listStaffMembers(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(adminUsers)
    .orderBy(sql`${adminUsers.deactivatedAt} is not null`, asc(adminUsers.displayName));
  return rows.map(toMember);
}

export async function findStaffMember(db: Database, id: string): Promise<StaffMember | undefined> {
  const [row] = await db.select(memberColumns).from(adminUsers).where(eq(adminUsers.id, id));
  return row && toMember(row);
}

/**
 * The ids of the active admins, their rows locked until the transaction ends: two admins demoting
 * or deactivating each other at once cannot both pass the last-admin check.
 */
export async function lockActiveAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "admin"), isNull(adminUsers.deactivatedAt)))
    .orderBy(asc(adminUsers.id))
    .for("update");
  return rows.map((row) => row.id);
}

export async function setStaffRole(db: Database, id: string, role: StaffRole) {
  await db.update(adminUsers).set({ role }).where(eq(adminUsers.id, id));
}

export async function setStaffDeactivated(db: Database, id: string, at: Date | null) {
  await db.update(adminUsers).set({ deactivatedAt: at }).where(eq(adminUsers.id, id));
}

/** Ends every live session of the person at once (deactivation). */
export async function revokeSessionsOf(db: Database, adminId: string, at: Date) {
  await db
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
}
