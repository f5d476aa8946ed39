import { and, asc, eq } from "drizzle-orm";
import type { AuditEvent } from "../../core/schemas/admin";
import type { Database } from "../db/client";
import { auditEvents } from "../db/schema/audit";

/** What the trail records changes of: records, and staff accounts and invitations (docs/product.md, section 5.2), retention runs, and tasks' undone changes. */
export type AuditedEntity =
  | "contact"
  | "application"
  | "staff"
  | "staff-invitation"
  | "retention"
  | "task";

/** Who made a change: a staff member, or someone without an account (a founder's own booking). */
export type Actor = { id: string | null; name: string };

export type AuditEntry = {
  entityType: AuditedEntity;
  entityId: string;
  action: string;
  detail: string;
  admin: Actor;
};

export const recordAudit = (db: Database, entry: AuditEntry) => recordAudits(db, [entry]);

/** Rows per insert: well under PostgreSQL's 65,535 parameters a statement. */
const AUDIT_BATCH = 1000;

/** One audit row per entry (a bulk action writes one per record it changed). */
export async function recordAudits(db: Database, entries: AuditEntry[]) {
  for (let start = 0; start < entries.length; start += AUDIT_BATCH) {
    await db.insert(auditEvents).values(
      entries.slice(start, start + AUDIT_BATCH).map((entry) => ({
        entityType: entry.entityType,
        entityId: entry.entityId,
        action: entry.action,
        detail: entry.detail,
        adminId: entry.admin.id,
        adminName: entry.admin.name,
      })),
    );
  }
}

export async function auditOf(
  db: Database,
  entityType: AuditedEntity,
  entityId: string,
): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(asc(auditEvents.createdAt));
  return rows.map((row) => ({
    action: row.action,
    detail: row.detail,
    adminName: row.adminName,
    createdAt: row.createdAt.toISOString(),
  }));
}
