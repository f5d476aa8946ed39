import type { StaffMember } from "../../core/schemas/staff";
import { recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../lib/http-error";
import {
  findStaffMember,
  lockActiveAdmins,
  revokeSessionsOf,
  setStaffDeactivated,
  setStaffRole,
} from "./staff-members-repository";
import type { AdminIdentity, StaffRole } from "./staff-repository";

const LAST_ADMIN_MESSAGE =
  "The console needs at least one active admin. Make someone else an admin first.";

/**
 * Runs a change to one person's account in a transaction that holds the active admins' rows: the
 * change is refused when it would leave no active admin, even with two admins acting at once.
 */
async function changeMember(
  db: Database,
  id: string,
  change: (tx: Database, member: StaffMember, removesAnAdmin: () => void) => Promise<string | null>,
  admin: AdminIdentity,
  action: string,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const member = await findStaffMember(tx, id);
    if (!member) throw notFound("Staff member");
    const detail = await change(tx, member, () => {
      if (activeAdmins.includes(member.id) && activeAdmins.length <= 1) {
        throw new HttpError(409, LAST_ADMIN_MESSAGE);
      }
    });
    if (detail !== null) {
      await recordAudit(tx, { entityType: "staff", entityId: id, action, detail, admin });
    }
    const changed = await findStaffMember(tx, id);
    if (!changed) throw notFound("Staff member");
    return changed;
  });
}

/** An admin gives someone another role; it counts from their next request. */
export const changeStaffRole = (db: Database, id: string, role: StaffRole, admin: AdminIdentity) =>
  changeMember(
    db,
    id,
    async (tx, member, removesAnAdmin) => {
      if (member.role === role) return null;
      if (role !== "admin") removesAnAdmin();
      await setStaffRole(tx, id, role);
      return `${member.role} → ${role}`;
    },
    admin,
    "role",
  );

/** An admin deactivates someone: they cannot sign in, and every session of theirs ends now. */
export const deactivateStaff = (db: Database, id: string, admin: AdminIdentity) =>
  changeMember(
    db,
    id,
    async (tx, member, removesAnAdmin) => {
      if (member.status === "deactivated") return null;
      removesAnAdmin();
      const now = new Date();
      await setStaffDeactivated(tx, id, now);
      await revokeSessionsOf(tx, id, now);
      return member.username;
    },
    admin,
    "deactivated",
  );

/** An admin lets a deactivated person sign in again (with their old password). */
export const reactivateStaff = (db: Database, id: string, admin: AdminIdentity) =>
  changeMember(
    db,
    id,
    async (tx, member) => {
      if (member.status === "active") return null;
      await setStaffDeactivated(tx, id, null);
      return member.username;
    },
    admin,
    "reactivated",
  );
