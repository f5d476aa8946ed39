import { and, asc, eq, inArray } from "drizzle-orm";
import type { Subtask, Task, TaskStatus } from "../../core/schemas/task";
import type { Database } from "../db/client";
import { subtasks, tasks } from "../db/schema/assignments";

/** What the routes store for a task or a subtask, once validated (status defaulted). */
export type TaskFields = {
  title: string;
  deadline: string;
  assignedTo: string;
  status: TaskStatus;
  hoursRequired: number;
};

type TaskRow = typeof tasks.$inferSelect;
type SubtaskRow = typeof subtasks.$inferSelect;

const toSubtask = (row: SubtaskRow): Subtask => ({
  _id: row.id,
  title: row.title,
  deadline: row.deadline,
  assignedTo: row.assignedTo,
  status: row.status as TaskStatus,
  hoursRequired: row.hoursRequired,
});

const toTask = (row: TaskRow, children: SubtaskRow[]): Task => ({
  _id: row.id,
  title: row.title,
  deadline: row.deadline,
  assignedTo: row.assignedTo,
  status: row.status as TaskStatus,
  hoursRequired: row.hoursRequired,
  subtasks: children.map(toSubtask),
  createdAt: row.createdAt.toISOString(),
});

async function withSubtasks(db: Database, rows: TaskRow[]): Promise<Task[]> {
  if (rows.length === 0) return [];
  const children = await db
    .select()
    .from(subtasks)
    .where(
      inArray(
        subtasks.taskId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(subtasks.createdAt), asc(subtasks.id));
  return rows.map((row) =>
    toTask(
      row,
      children.filter((child) => child.taskId === row.id),
    ),
  );
}

/** Every task with its subtasks, soonest deadline first. */
export async function listTasks(db: Database): Promise<Task[]> {
  const rows = await db
    .select()
    .from(tasks)
    .orderBy(asc(tasks.deadline), asc(tasks.createdAt), asc(tasks.id));
  return withSubtasks(db, rows);
}

export async function findTask(db: Database, id: string): Promise<Task | undefined> {
  const rows = await db.select().from(tasks).where(eq(tasks.id, id));
  const [task] = await withSubtasks(db, rows);
  return task;
}

export async function createTask(db: Database, fields: TaskFields): Promise<Task> {
  const [row] = await db.insert(tasks).values(fields).returning();
  if (!row) throw new Error("insert returned no row");
  return toTask(row, []);
}

export async function updateTask(
  db: Database,
  id: string,
  fields: TaskFields,
): Promise<Task | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(tasks.id, id))
    .returning({ id: tasks.id });
  return row && findTask(db, row.id);
}

/** Deletes the task; its subtasks go with it (foreign key, on delete cascade). */
export async function deleteTask(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(tasks).where(eq(tasks.id, id)).returning({ id: tasks.id });
  return deleted.length > 0;
}

/** Adds a subtask; answers the updated parent task, or undefined when there is no such task. */
export async function addSubtask(
  db: Database,
  taskId: string,
  fields: TaskFields,
): Promise<Task | undefined> {
  const [parent] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId));
  if (!parent) return undefined;
  await db.insert(subtasks).values({ ...fields, taskId });
  return findTask(db, taskId);
}

export async function updateSubtask(
  db: Database,
  taskId: string,
  subtaskId: string,
  fields: TaskFields,
): Promise<Task | undefined> {
  const [row] = await db
    .update(subtasks)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(subtasks.id, subtaskId), eq(subtasks.taskId, taskId)))
    .returning({ id: subtasks.id });
  return row && findTask(db, taskId);
}

export async function deleteSubtask(
  db: Database,
  taskId: string,
  subtaskId: string,
): Promise<Task | undefined> {
  const deleted = await db
    .delete(subtasks)
    .where(and(eq(subtasks.id, subtaskId), eq(subtasks.taskId, taskId)))
    .returning({ id: subtasks.id });
  return deleted.length > 0 ? findTask(db, taskId) : undefined;
}

/** A task's or a subtask's own fields, locked until the transaction ends (an undo compares them). */
export async function lockTaskFields(
  db: Database,
  kind: "task" | "subtask",
  id: string,
): Promise<TaskFields | undefined> {
  const table = kind === "task" ? tasks : subtasks;
  const [row] = await db
    .select({
      title: table.title,
      deadline: table.deadline,
      assignedTo: table.assignedTo,
      status: table.status,
      hoursRequired: table.hoursRequired,
    })
    .from(table)
    .where(eq(table.id, id))
    .for("update");
  return row && { ...row, status: row.status as TaskStatus };
}

/** Puts a task's or a subtask's fields back as they were (an undo). */
export async function setTaskFields(
  db: Database,
  kind: "task" | "subtask",
  id: string,
  fields: TaskFields,
) {
  const table = kind === "task" ? tasks : subtasks;
  await db
    .update(table)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(table.id, id));
}
