import { date, doublePrecision, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "../columns";

/** An assignment of the admin team (docs/product.md, section 5.5, Task). */
export const tasks = pgTable(
  "tasks",
  {
    id: id(),
    title: text("title").notNull(),
    deadline: date("deadline", { mode: "string" }).notNull(),
    assignedTo: text("assigned_to").notNull(),
    status: text("status").notNull().default("Pending"),
    hoursRequired: doublePrecision("hours_required").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("tasks_deadline_idx").on(table.deadline, table.createdAt)],
);

/** A task's subtasks: same fields as a task; they go when their task goes. */
export const subtasks = pgTable(
  "subtasks",
  {
    id: id(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    deadline: date("deadline", { mode: "string" }).notNull(),
    assignedTo: text("assigned_to").notNull(),
    status: text("status").notNull().default("Pending"),
    hoursRequired: doublePrecision("hours_required").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("subtasks_task_idx").on(table.taskId, table.createdAt)],
);

/** A meeting called from the Assignments view; its points are saved here (docs/architecture.md, rule 3). */
export const meetings = pgTable(
  "meetings",
  {
    id: id(),
    title: text("title").notNull(),
    participants: jsonb("participants").$type<string[]>().notNull(),
    time: at("time").notNull(),
    points: jsonb("points").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("meetings_time_idx").on(table.time)],
);
