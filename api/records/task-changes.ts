import type { Task } from "../../core/schemas/task";
import type { Actor } from "../audit/audit-repository";
import {
  type RecordValues,
  sameValues,
  saveUndoableChange,
} from "../audit/undoable-changes-repository";
import type { Database } from "../db/client";
import {
  lockTaskFields,
  setTaskFields,
  type TaskFields,
  updateSubtask,
  updateTask,
} from "../tasks/tasks-repository";

type TaskKind = "task" | "subtask";
export const TASK_KINDS: readonly string[] = ["task", "subtask"] satisfies TaskKind[];

/** A task's own fields, in their usual order. */
export const taskFieldsOf = (fields: TaskFields | Record<string, unknown>): TaskFields => ({
  title: fields.title as string,
  deadline: fields.deadline as string,
  assignedTo: fields.assignedTo as string,
  status: fields.status as TaskFields["status"],
  hoursRequired: fields.hoursRequired as number,
});

/**
 * A task or subtask changed in place (its status, assignee, deadline): with the console's
 * `changeId`, what it was and became is kept so its author can undo it (docs/decisions/054-undo.md).
 * Answers the parent task, or undefined when there is no such task or subtask.
 */
export async function changeTask(
  db: Database,
  target: { taskId: string; subtaskId?: string },
  fields: TaskFields,
  admin: Actor,
  changeId?: string,
): Promise<Task | undefined> {
  const kind: TaskKind = target.subtaskId ? "subtask" : "task";
  const id = target.subtaskId ?? target.taskId;
  return db.transaction(async (tx) => {
    const before = changeId ? await lockTaskFields(tx, kind, id) : undefined;
    const task = target.subtaskId
      ? await updateSubtask(tx, target.taskId, target.subtaskId, fields)
      : await updateTask(tx, target.taskId, fields);
    if (task && before && changeId && admin.id) {
      const records: RecordValues[] = [{ id, before, after: taskFieldsOf(fields) }];
      await saveUndoableChange(tx, { id: changeId, adminId: admin.id, kind, records });
    }
    return task;
  });
}

/** How many of the changed tasks are no longer as the change left them. */
export async function taskChangedSince(db: Database, kind: string, records: RecordValues[]) {
  let moved = 0;
  for (const record of records) {
    const now = await lockTaskFields(db, kind as TaskKind, record.id);
    if (!now || !sameValues(taskFieldsOf(now), record.after)) moved += 1;
  }
  return moved;
}

/** Each task back to its fields before the change. */
export async function restoreTaskFields(db: Database, kind: string, records: RecordValues[]) {
  for (const record of records) {
    await setTaskFields(db, kind as TaskKind, record.id, taskFieldsOf(record.before));
  }
}
