import { sql } from "drizzle-orm";
import { doublePrecision, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// Plain text columns rather than pgEnum: the allowed values live once in core/constants.ts and are
// checked by the core schemas, and the SQL stays free of schema-qualified types (tests run each
// file in its own PostgreSQL schema).

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const contacts = pgTable("contacts", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  reason: text("reason").notNull(),
  description: text("description").notNull(),
  recipient: text("recipient"),
  status: text("status").notNull().default("Pending"),
  scheduleDateTime: timestamp("schedule_date_time", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subscribers = pgTable(
  "subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("subscribers_email_lower_idx").on(sql`lower(${table.email})`)],
);

/** Leads from the AI handbook (/test-8). */
export const pitchLeads = pgTable("pitch_leads", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  role: text("role").notNull(),
  location: text("location").notNull(),
  createdAt: createdAt(),
});

/** Leads from the founder ebook (/startup-consultancy-form). */
export const consultancyLeads = pgTable("consultancy_leads", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  startup: text("startup").notNull(),
  stage: text("stage").notNull(),
  location: text("location").notNull(),
  investment: doublePrecision("investment").notNull(),
  hours: doublePrecision("hours").notNull(),
  createdAt: createdAt(),
});
