import { useState } from "react";
import type { Subtask, Task } from "../../../../core/schemas/task";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { assignmentsApi } from "./assignments-api";
import { groupByDeadline, localDay } from "./deadline-groups";
import { type TaskActions, TaskCard } from "./task-card";
import type { TasksState } from "./use-tasks";

type Deleting = { task: Task; subtask?: Subtask };
type Change = (call: () => Promise<unknown>, failure: string) => Promise<boolean>;

/** The task list grouped by deadline: overdue, today, this week, later (docs/product.md §5.5). */
export function TaskList({ state, change }: { state: TasksState; change: Change }) {
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const actions: TaskActions = {
    setStatus: (task, status) =>
      void change(
        () => assignmentsApi.updateTask(task._id, { ...task, status }),
        "Failed to update task",
      ),
    askDelete: (task, subtask) => setDeleting({ task, subtask }),
    addSubtask: (task, input) =>
      change(() => assignmentsApi.addSubtask(task._id, input), "Failed to add subtask"),
    updateSubtask: (task, subtask, input) =>
      change(
        () => assignmentsApi.updateSubtask(task._id, subtask._id, input),
        "Failed to update subtask",
      ),
  };

  function confirmDelete() {
    if (!deleting) return;
    const { task, subtask } = deleting;
    setDeleting(null);
    void (subtask
      ? change(
          () => assignmentsApi.deleteSubtask(task._id, subtask._id),
          "Failed to delete subtask",
        )
      : change(() => assignmentsApi.deleteTask(task._id), "Failed to delete task"));
  }

  return (
    <section className="assign-card task-list" aria-labelledby="task-list-heading">
      <h2 id="task-list-heading">Tasks</h2>
      {state.status === "loading" ? <p role="status">Loading tasks...</p> : null}
      {state.status === "error" ? (
        <p className="field__error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === "ready" && state.tasks.length === 0 ? <p>No tasks available.</p> : null}
      {state.status === "ready"
        ? groupByDeadline(state.tasks, localDay(Date.now())).map((group) => (
            <section key={group.id} className="task-group" aria-labelledby={`group-${group.id}`}>
              <h3 id={`group-${group.id}`} className={`task-group__title task-group--${group.id}`}>
                {group.title} <span className="task-group__count">({group.items.length})</span>
              </h3>
              {group.items.map((task) => (
                <TaskCard key={task._id} task={task} actions={actions} />
              ))}
            </section>
          ))
        : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Deletion"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {deleting?.subtask
            ? `Delete the subtask "${deleting.subtask.title}"?`
            : `Delete the task "${deleting?.task.title}" and its subtasks?`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
