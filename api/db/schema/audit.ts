import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "../columns";
import { adminUsers } from "./staff";

/** Who changed what on a record, and when. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    action: text("action").notNull(),
    detail: text("detail").notNull(),
    adminId: uuid("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    adminName: text("admin_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("audit_events_entity_idx").on(table.entityType, table.entityId)],
);

/**
 * A change staff may still undo (docs/decisions/054-undo.md): one status change, a bulk one, or a
 * task's edit, under the id the console gave it. `records` holds each record's values before and
 * after, so an undo restores exactly what was there, and refuses if anyone changed it since.
 */
export const undoableChanges = pgTable("undoable_changes", {
  id: uuid("id").primaryKey(),
  adminId: uuid("admin_id")
    .notNull()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  /** What was changed: contact, application or task (api/records/undo-change.ts). */
  kind: text("kind").notNull(),
  records: jsonb("records").notNull(),
  createdAt: createdAt(),
  undoneAt: at("undone_at"),
});
