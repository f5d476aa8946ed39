import type { Subtask, Task } from "../../../../core/schemas/task";
import { type FormReply, useFormFetcher } from "../actions";
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
  /** One field changed in place (status, assignee, deadline): saved at once, undone from its toast. */
  change: (task: Task, subtask: Subtask | null, fields: TaskFields, what: string) => void;
  askDelete: (task: Task, subtask?: Subtask) => void;
};

/** The deadline and assignee of a task or subtask, each changed in place. */
function Meta({
  item,
  required,
  onChange,
}: {
  item: Subtask;
  /** A task needs an assignee; a subtask may have none. */
  required: boolean;
  onChange: (fields: TaskFields, what: string) => void;
}) {
  return (
    <div className="task__meta">
      <InlineEdit
        label={`Deadline of ${item.title}`}
        shown={<>Due {formatDeadline(item.deadline)}</>}
        initial={item.deadline}
        check={(value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? null : "Choose a deadline")}
        field={(value, setValue) => (
          <DateField label="Deadline" value={value} onChange={setValue} />
        )}
        onSave={(deadline) =>
          onChange({ ...fieldsOf(item), deadline }, `due ${formatDeadline(deadline)}`)
        }
      />
      <InlineEdit
        label={`Assignee of ${item.title}`}
        shown={item.assignedTo || "No one assigned"}
        initial={item.assignedTo}
        check={(value) => (required && !value.trim() ? "Name who it is assigned to" : null)}
        field={(value, setValue, id) => (
          <>
            <label htmlFor={id} className="visually-hidden">
              Assigned to
            </label>
            <input
              id={id}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoComplete="off"
            />
          </>
        )}
        onSave={(assignedTo) =>
          onChange(
            { ...fieldsOf(item), assignedTo: assignedTo.trim() },
            assignedTo.trim() ? `assigned to ${assignedTo.trim()}` : "assigned to no one",
          )
        }
      />
      {item.hoursRequired ? <span>{item.hoursRequired} h</span> : null}
    </div>
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
  const editing = useFormFetcher<true, FormReply>();
  if (editing.shown) {
    return (
      <li className="subtask">
        <SubtaskForm
          taskId={task._id}
          subtask={subtask}
          label={`Edit subtask ${subtask.title}`}
          saving={editing}
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
      <Meta
        item={subtask}
        required={false}
        onChange={(fields, what) => actions.change(task, subtask, fields, what)}
      />
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
  const adding = useFormFetcher<true, FormReply>();
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
      <Meta
        item={task}
        required
        onChange={(fields, what) => actions.change(task, null, fields, what)}
      />
      {task.subtasks.length > 0 ? (
        <ul className="subtasks" aria-label={`Subtasks of ${task.title}`}>
          {task.subtasks.map((subtask) => (
            <SubtaskRow key={subtask._id} task={task} subtask={subtask} actions={actions} />
          ))}
        </ul>
      ) : null}
      {adding.shown ? (
        <SubtaskForm taskId={task._id} label={`New subtask of ${task.title}`} saving={adding} />
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
