import { useState } from "react";
import { useFetcher } from "react-router";
import type { Subtask, Task } from "../../../../core/schemas/task";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ApiError } from "../../../lib/api";
import { AS_JSON, type FormAnswer } from "../actions";
import { Loaded } from "../lists/loaded";
import type { AssignmentsIntent } from "./assignments-action";
import { groupByDeadline, localDay } from "./deadline-groups";
import { type TaskActions, TaskCard } from "./task-card";

type Deleting = { task: Task; subtask?: Subtask };

/** Texts of docs/product.md, section 9.2 for the task list's fetch. */
const fetchFailure = (error: unknown) =>
  error instanceof ApiError
    ? "Failed to fetch tasks"
    : `Error fetching tasks: ${error instanceof Error ? error.message : String(error)}`;

/** The task list grouped by deadline: overdue, today, this week, later (docs/product.md, section 5.5). */
export function TaskList({ tasks }: { tasks: Promise<Task[]> }) {
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const changing = useFetcher<FormAnswer>();
  const send = (intent: AssignmentsIntent) => void changing.submit(intent, AS_JSON);

  const actions: TaskActions = {
    change: (task, subtask, fields, what) =>
      send({
        intent: "task-change",
        taskId: task._id,
        subtaskId: subtask?._id ?? null,
        fields,
        said: `${subtask?.title ?? task.title}: ${what}`,
      }),
    askDelete: (task, subtask) => setDeleting({ task, subtask }),
  };

  function confirmDelete() {
    if (!deleting) return;
    const { task, subtask } = deleting;
    setDeleting(null);
    send(
      subtask
        ? { intent: "subtask-delete", taskId: task._id, subtaskId: subtask._id }
        : { intent: "task-delete", taskId: task._id },
    );
  }

  return (
    <section className="assign-card task-list" aria-labelledby="task-list-heading">
      <h2 id="task-list-heading">Tasks</h2>
      <Loaded
        data={tasks}
        loading={<p role="status">Loading tasks...</p>}
        failure={(error) => (
          <p className="field__error" role="alert">
            {fetchFailure(error)}
          </p>
        )}
      >
        {(loaded) =>
          loaded.length === 0 ? (
            <p>No tasks available.</p>
          ) : (
            groupByDeadline(loaded, localDay(Date.now())).map((group) => (
              <section key={group.id} className="task-group" aria-labelledby={`group-${group.id}`}>
                <h3
                  id={`group-${group.id}`}
                  className={`task-group__title task-group--${group.id}`}
                >
                  {group.title} <span className="task-group__count">({group.items.length})</span>
                </h3>
                {group.items.map((task) => (
                  <TaskCard key={task._id} task={task} actions={actions} />
                ))}
              </section>
            ))
          )
        }
      </Loaded>
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
