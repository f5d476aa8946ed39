import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { StaffInvitation } from "../../core/schemas/staff";
import type { Database } from "../db/client";
import { adminUsers, staffInvitations } from "../db/schema/staff";
import type { StaffRole } from "./staff-repository";

export type InvitationRow = typeof staffInvitations.$inferSelect;

const pending = (now: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  );

export async function createInvitation(
  db: Database,
  input: {
    email: string;
    role: StaffRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await db.insert(staffInvitations).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Withdraws the invitations still pending for an address (a new one replaces them). */
export async function revokePendingInvitationsFor(db: Database, email: string, now: Date) {
  await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(sql`lower(${staffInvitations.email})`, email.toLowerCase()), pending(now)));
}

/** The invitation of a token's hash, locked until the transaction ends (one acceptance at a time). */
export async function lockInvitationByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, tokenHash))
    .for("update");
  return row;
}

export async function findInvitationByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, tokenHash));
  return row;
}

export async function markInvitationAccepted(db: Database, id: string, at: Date) {
  await db.update(staffInvitations).set({ acceptedAt: at }).where(eq(staffInvitations.id, id));
}

/** Withdraws one pending invitation; undefined when there is none of that id still pending. */
export async function revokePendingInvitation(db: Database, id: string, now: Date) {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), pending(now)))
    .returning();
  return row;
}

/** The invitations still pending, oldest first, with who sent them. */
export async function listPendingInvitations(db: Database, now: Date): Promise<StaffInvitation[]> {
  const rows = await db
    .select({ invitation: staffInvitations, invitedBy: adminUsers.displayName })
    .from(staffInvitations)
    .leftJoin(adminUsers, eq(adminUsers.id, staffInvitations.invitedBy))
    .where(pending(now))
    .orderBy(asc(staffInvitations.createdAt));
  return rows.map(({ invitation, invitedBy }) => toInvitation(invitation, invitedBy));
}

export const toInvitation = (row: InvitationRow, invitedBy: string | null): StaffInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role as StaffRole,
  invitedBy,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});
