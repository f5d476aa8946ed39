import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ViewSettings } from "../../../core/schemas/saved-view";
import { createdAt, id, updatedAt } from "../columns";
import { adminUsers } from "./staff";

/**
 * A staff member's named search, filter, sort and column choice on one console list, private or
 * shared with the team (docs/decisions/030-bulk-selection-and-saved-views.md).
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: id(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    list: text("list").notNull(),
    name: text("name").notNull(),
    shared: boolean("shared").notNull().default(false),
    settings: jsonb("settings").$type<ViewSettings>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("saved_views_owner_list_name_idx").on(
      table.ownerId,
      table.list,
      sql`lower(${table.name})`,
    ),
    index("saved_views_list_idx").on(table.list, table.shared),
  ],
);
