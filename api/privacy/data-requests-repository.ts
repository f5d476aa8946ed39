import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditEvents } from "../db/schema/audit";

/** Founders' data requests done (downloads and erasures), newest first, from the audit trail. */
export async function listDataRequests(db: Database, limit = 200) {
  const rows = await db
    .select({
      applicationId: auditEvents.entityId,
      action: auditEvents.action,
      detail: auditEvents.detail,
      by: auditEvents.adminName,
      at: auditEvents.createdAt,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, "application"),
        inArray(auditEvents.action, ["exported", "erased"]),
      ),
    )
    .orderBy(desc(auditEvents.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    action: row.action as "exported" | "erased",
    at: row.at.toISOString(),
  }));
}
