import { useState } from "react";
import type { Subtask, SubtaskInput, Task, TaskStatus } from "../../../../core/schemas/task";
import { StatusSelect } from "./status-select";
import { SubtaskForm } from "./subtask-form";

/** A deadline (YYYY-MM-DD) as admin dates read: en-IN (docs/product.md §9.4). */
export const formatDeadline = (deadline: string) =>
  new Date(`${deadline}T00:00:00`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
  });

export type TaskActions = {
  setStatus: (task: Task, status: TaskStatus) => void;
  askDelete: (task: Task, subtask?: Subtask) => void;
  addSubtask: (task: Task, input: SubtaskInput) => Promise<boolean>;
  updateSubtask: (task: Task, subtask: Subtask, input: SubtaskInput) => Promise<boolean>;
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
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="subtask">
        <SubtaskForm
          subtask={subtask}
          label={`Edit subtask ${subtask.title}`}
          onSave={(input) => actions.updateSubtask(task, subtask, input)}
          onCancel={() => setEditing(false)}
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
          onChange={(status) => void actions.updateSubtask(task, subtask, { ...subtask, status })}
        />
      </div>
      <Meta item={subtask} />
      <div className="assign-actions">
        <button type="button" className="button button--small" onClick={() => setEditing(true)}>
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
  const [adding, setAdding] = useState(false);
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
      {adding ? (
        <SubtaskForm
          label={`New subtask of ${task.title}`}
          onSave={(input) => actions.addSubtask(task, input)}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="assign-actions">
          <button type="button" className="button button--small" onClick={() => setAdding(true)}>
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
