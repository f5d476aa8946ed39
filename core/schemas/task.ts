import { TASK_STATUSES } from "../constants";
import { DATE_RANGE_MESSAGE, isInDateRange, LIMITS, oneLineText, requiredText } from "./common";
import { ChangeIdSchema } from "./undo";
import { z } from "./zod";

/** A deadline is a calendar day, YYYY-MM-DD (docs/product.md, section 5.5: deadline (date)). */
export const DeadlineSchema = z.iso
  .date("Choose a deadline")
  .refine(isInDateRange, DATE_RANGE_MESSAGE);

// hoursRequired comes from a number field; a day of a week of work is plenty of headroom.
const MAX_HOURS = 10_000;

/**
 * A task or subtask as the quick-add form and the subtask form send it (docs/product.md, section 7). Missing
 * status means a new item: Pending (docs/product.md, section 5.5). Extra fields of a "whole task" are dropped.
 */
export const TaskInputSchema = z.object({
  title: requiredText(LIMITS.short),
  deadline: DeadlineSchema,
  assignedTo: requiredText(LIMITS.name),
  status: z.enum(TASK_STATUSES, "Choose a status").default("Pending"),
  hoursRequired: z
    .number({
      error: (issue) =>
        issue.input === undefined ? "This field is required" : "Hours required must be a number",
    })
    .positive("Hours required must be more than 0")
    .max(MAX_HOURS, `Hours required must be at most ${MAX_HOURS}`),
});
export type TaskInput = z.input<typeof TaskInputSchema>;

/**
 * A subtask carries the same fields as its task, but only a title and a deadline are needed to
 * save one (docs/product.md, section 5.5); who and how long can be filled in later.
 */
export const SubtaskInputSchema = TaskInputSchema.extend({
  assignedTo: oneLineText()
    .trim()
    .max(LIMITS.name, `Must be at most ${LIMITS.name} characters`)
    .default(""),
  hoursRequired: z
    .number("Hours required must be a number")
    .nonnegative("Hours required cannot be negative")
    .max(MAX_HOURS, `Hours required must be at most ${MAX_HOURS}`)
    .default(0),
});
export type SubtaskInput = z.input<typeof SubtaskInputSchema>;

/** PUT of a task or subtask: the whole item, and the console's id for the change (core/schemas/undo.ts). */
export const TaskUpdateSchema = TaskInputSchema.extend({ changeId: ChangeIdSchema.optional() });
export const SubtaskUpdateSchema = SubtaskInputSchema.extend({
  changeId: ChangeIdSchema.optional(),
});

export const SubtaskSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  deadline: z.iso.date(),
  assignedTo: z.string(),
  status: z.enum(TASK_STATUSES),
  hoursRequired: z.number(),
});
export type Subtask = z.infer<typeof SubtaskSchema>;

export const TaskSchema = SubtaskSchema.extend({
  subtasks: z.array(SubtaskSchema),
  createdAt: z.iso.datetime(),
});
export type Task = z.infer<typeof TaskSchema>;
/** GET /api/todo */
export const TaskListSchema = z.array(TaskSchema);
export type TaskStatus = Task["status"];
