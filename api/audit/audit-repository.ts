import { and, asc, eq } from "drizzle-orm";
import type { AuditEvent } from "../../core/schemas/admin";
import type { Database } from "../db/client";
import { auditEvents } from "../db/schema";
import type { AdminIdentity } from "../staff/staff-repository";

export type AuditedEntity = "contact" | "application";

export async function recordAudit(
  db: Database,
  entry: {
    entityType: AuditedEntity;
    entityId: string;
    action: string;
    detail: string;
    admin: AdminIdentity;
  },
) {
  await db.insert(auditEvents).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    detail: entry.detail,
    adminId: entry.admin.id,
    adminName: entry.admin.name,
  });
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
