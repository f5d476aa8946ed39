import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../columns";
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
