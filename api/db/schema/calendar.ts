import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../columns";

/**
 * The firm's public holidays, one row a day: with the UAE's weekend and the firm's zone, the
 * business-day calendar (core/business-days.ts). A fresh database starts from the UAE's list.
 */
export const publicHolidays = pgTable("public_holidays", {
  day: date("day", { mode: "string" }).primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/**
 * The firm's clock targets, one row: how many business days a paid application may wait for its
 * decision before it is overdue (core/decision-clock.ts). Set in the console's Business days tab;
 * no row yet means the default target.
 */
export const clockTargets = pgTable(
  "clock_targets",
  {
    id: integer("id").primaryKey().default(1),
    decisionDays: integer("decision_days").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check("clock_targets_one_row", sql`${table.id} = 1`)],
);
