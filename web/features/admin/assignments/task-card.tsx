import { useFetcher } from "react-router";
import type { Subtask, SubtaskInput, Task, TaskStatus } from "../../../../core/schemas/task";
import { AS_JSON, useFormFetcher } from "../actions";
import type { AssignmentsIntent } from "./assignments-action";
import { StatusSelect } from "./status-select";
import { SubtaskForm } from "./subtask-form";

/** A deadline (YYYY-MM-DD) as admin dates read: en-IN (docs/product.md, section 9.4). */
export const formatDeadline = (deadline: string) =>
  new Date(`${deadline}T00:00:00`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
  });

export type TaskActions = {
  setStatus: (task: Task, status: TaskStatus) => void;
  askDelete: (task: Task, subtask?: Subtask) => void;
};

function Meta({ item }: { item: Subtask }) {
  return (
    <p className="task__meta">
      <span>Due {formatDeadline(item.deadline)}</span>
      {item.assignedTo ? <span>{item.assignedTo}</span> : null}
      {item.hoursRequired ? <span>{item.hoursRequired} h</span> : null}
    </p>
  );
}

function SubtaskRow({
  task,
  subtask,
  actions,
}: {
  task: Task;
  subtask: Subtask;
  actions: TaskActions;
}) {
  // The edit form closes once its save went through; the status select saves at once.
  const editing = useFormFetcher();
  const changing = useFetcher();
  const update = (input: SubtaskInput) => {
    const intent: AssignmentsIntent = {
      intent: "subtask-update",
      taskId: task._id,
      subtaskId: subtask._id,
      input,
    };
    return intent;
  };
  if (editing.shown) {
    return (
      <li className="subtask">
        <SubtaskForm
          subtask={subtask}
          label={`Edit subtask ${subtask.title}`}
          busy={editing.busy}
          onSave={(input) => void editing.fetcher.submit(update(input), AS_JSON)}
          onCancel={editing.close}
        />
      </li>
    );
  }
  return (
    <li className="subtask">
      <div className="task__head">
        <h4 className="subtask__title">{subtask.title}</h4>
        <StatusSelect
          subject={subtask.title}
          status={subtask.status}
          onChange={(status) => void changing.submit(update({ ...subtask, status }), AS_JSON)}
        />
      </div>
      <Meta item={subtask} />
      <div className="assign-actions">
        <button type="button" className="button button--small" onClick={() => editing.open(true)}>
          Edit<span className="visually-hidden"> subtask {subtask.title}</span>
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => actions.askDelete(task, subtask)}
        >
          Delete<span className="visually-hidden"> subtask {subtask.title}</span>
        </button>
      </div>
    </li>
  );
}

/** One task with its status, its subtasks and their forms. */
export function TaskCard({ task, actions }: { task: Task; actions: TaskActions }) {
  // The new subtask's form closes once its save went through.
  const adding = useFormFetcher();
  return (
    <article className="task" aria-labelledby={`task-${task._id}`}>
      <div className="task__head">
        <h4 id={`task-${task._id}`} className="task__title">
          {task.title}
        </h4>
        <StatusSelect
          subject={task.title}
          status={task.status}
          onChange={(status) => actions.setStatus(task, status)}
        />
      </div>
      <Meta item={task} />
      {task.subtasks.length > 0 ? (
        <ul className="subtasks" aria-label={`Subtasks of ${task.title}`}>
          {task.subtasks.map((subtask) => (
            <SubtaskRow key={subtask._id} task={task} subtask={subtask} actions={actions} />
          ))}
        </ul>
      ) : null}
      {adding.shown ? (
        <SubtaskForm
          label={`New subtask of ${task.title}`}
          busy={adding.busy}
          onSave={(input) => {
            const intent: AssignmentsIntent = { intent: "subtask-add", taskId: task._id, input };
            void adding.fetcher.submit(intent, AS_JSON);
          }}
          onCancel={adding.close}
        />
      ) : (
        <div className="assign-actions">
          <button type="button" className="button button--small" onClick={() => adding.open(true)}>
            Add subtask<span className="visually-hidden"> to {task.title}</span>
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() => actions.askDelete(task)}
          >
            Delete task<span className="visually-hidden"> {task.title}</span>
          </button>
        </div>
      )}
    </article>
  );
}
