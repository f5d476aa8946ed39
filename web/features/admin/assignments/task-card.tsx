import { type FieldMetadata, getInputProps, useInputControl } from "@conform-to/react";
import { useState } from "react";
import {
  type Subtask,
  SubtaskInputSchema,
  type Task,
  TaskInputSchema,
} from "../../../../core/schemas/task";
import { DateField } from "../dates/date-field";
import { formatDay } from "../format";
import type { TaskFields } from "./assignments-action";
import { InlineEdit } from "./inline-edit";
import { StatusSelect } from "./status-select";
import { SubtaskForm } from "./subtask-form";

/** A deadline (YYYY-MM-DD) as the console writes every date: 01/12/2026. */
export const formatDeadline = formatDay;

const fieldsOf = (item: Subtask): TaskFields => ({
  title: item.title,
  deadline: item.deadline,
  assignedTo: item.assignedTo,
  status: item.status,
  hoursRequired: item.hoursRequired,
});

export type TaskActions = {
  /** The status changed in place: saved at once, undone from its toast. */
  change: (task: Task, subtask: Subtask | null, fields: TaskFields, what: string) => void;
  askDelete: (task: Task, subtask?: Subtask) => void;
};

/** The deadline and assignee of a task or subtask, each changed in place. */
function Meta({ taskId, subtask, item }: { taskId: string; subtask?: Subtask; item: Subtask }) {
  // A task needs an assignee; a subtask may have none: each checked with its own schema.
  const edit = {
    taskId,
    subtaskId: subtask?._id,
    item: fieldsOf(item),
    schema: subtask ? SubtaskInputSchema : TaskInputSchema,
  };
  return (
    <div className="task__meta">
      <InlineEdit
        {...edit}
        label={`Deadline of ${item.title}`}
        shown={<>Due {formatDeadline(item.deadline)}</>}
        name="deadline"
      >
        {(field) => <DeadlineControl field={field} />}
      </InlineEdit>
      <InlineEdit
        {...edit}
        label={`Assignee of ${item.title}`}
        shown={item.assignedTo || "No one assigned"}
        name="assignedTo"
      >
        {(field) => (
          <>
            <label htmlFor={field.id} className="visually-hidden">
              Assigned to
            </label>
            <input {...getInputProps(field, { type: "text" })} key={field.key} autoComplete="off" />
            {field.errors ? (
              <p id={field.errorId} className="field__error" role="alert">
                {field.errors[0]}
              </p>
            ) : null}
          </>
        )}
      </InlineEdit>
      {item.hoursRequired ? <span>{item.hoursRequired} h</span> : null}
    </div>
  );
}

/** The deadline in place: the console's date field, driven by conform. */
function DeadlineControl({ field }: { field: FieldMetadata<string> }) {
  const deadline = useInputControl(field);
  return (
    <DateField
      label="Deadline"
      value={deadline.value ?? ""}
      onChange={deadline.change}
      error={field.errors?.[0]}
    />
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
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="subtask">
        <SubtaskForm
          taskId={task._id}
          subtask={subtask}
          label={`Edit subtask ${subtask.title}`}
          onClose={() => setEditing(false)}
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
          onChange={(status) =>
            actions.change(task, subtask, { ...fieldsOf(subtask), status }, status)
          }
        />
      </div>
      <Meta taskId={task._id} subtask={subtask} item={subtask} />
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
  // The new subtask's form closes once its save went through.
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
          onChange={(status) => actions.change(task, null, { ...fieldsOf(task), status }, status)}
        />
      </div>
      <Meta taskId={task._id} item={task} />
      {task.subtasks.length > 0 ? (
        <ul className="subtasks" aria-label={`Subtasks of ${task.title}`}>
          {task.subtasks.map((subtask) => (
            <SubtaskRow key={subtask._id} task={task} subtask={subtask} actions={actions} />
          ))}
        </ul>
      ) : null}
      {adding ? (
        <SubtaskForm
          taskId={task._id}
          label={`New subtask of ${task.title}`}
          onClose={() => setAdding(false)}
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
