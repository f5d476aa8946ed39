import { date, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../columns";

/**
 * The firm's public holidays, one row a day: with the UAE's weekend and the firm's zone, the
 * business-day calendar (core/business-days.ts). A fresh database starts from the UAE's list.
 */
export const publicHolidays = pgTable("public_holidays", {
  day: date("day", { mode: "string" }).primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});
