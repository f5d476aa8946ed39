import { type FieldMetadata, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "../../../../core/schemas/zod";
import { type FormReply, useOnSaved } from "../actions";
import type { TaskFields } from "./assignments-action";

type EditedField = "deadline" | "assignedTo";

type InlineEditProps = {
  /** What is edited, for the names: "Assignee of Prepare the brief". */
  label: string;
  /** The value as the card shows it. */
  shown: ReactNode;
  /** The task, or the subtask and its task: the form sends the item whole, as its PUT takes it. */
  taskId: string;
  subtaskId?: string | undefined;
  item: TaskFields;
  /** The field changed in place; the others go with it as they are. */
  name: EditedField;
  /** The item's own schema (a task's or a subtask's), which checks the change in the browser too. */
  schema: z.ZodType<Record<string, unknown>>;
  /** The field's control, given conform's metadata for it. */
  children: (field: FieldMetadata<string>) => ReactNode;
};

/**
 * A single value changed in place (a task's assignee or deadline): the value is a button; it
 * becomes a conform form posted to the view's clientAction, which saves the item whole (undone
 * from the toast), or nothing when the value is unchanged. It closes once saved; Escape or Cancel
 * leaves it as it was.
 */
export function InlineEdit(props: InlineEditProps) {
  const [editing, setEditing] = useState(false);
  if (editing) return <InlineEditForm {...props} onClose={() => setEditing(false)} />;
  return (
    <button type="button" className="inline-edit__value" onClick={() => setEditing(true)}>
      {props.shown}
      <span className="visually-hidden">: change {props.label}</span>
    </button>
  );
}

function InlineEditForm({
  label,
  taskId,
  subtaskId,
  item,
  name,
  schema,
  children,
  onClose,
}: InlineEditProps & { onClose: () => void }) {
  const saving = useFetcher<FormReply>();
  useOnSaved(saving, onClose);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `inline-${subtaskId ?? taskId}-${name}`,
    defaultValue: { [name]: String(item[name]) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    lastResult: saving.data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const field = fields[name] as FieldMetadata<string>;

  return (
    <saving.Form
      method="post"
      id={form.id}
      className="inline-edit"
      onSubmit={form.onSubmit}
      aria-label={label}
      noValidate
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <input type="hidden" name="intent" value="task-field" />
      <input type="hidden" name="taskId" value={taskId} />
      {subtaskId ? <input type="hidden" name="subtaskId" value={subtaskId} /> : null}
      <input type="hidden" name="edited" value={name} />
      <input type="hidden" name="was" value={String(item[name])} />
      {Object.entries(item)
        .filter(([key]) => key !== name)
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={String(value)} />
        ))}
      {children(field)}
      <div className="inline-edit__actions">
        <button type="submit" className="button button--small button--primary">
          Save
        </button>
        <button type="button" className="button button--small" onClick={onClose}>
          Cancel
        </button>
      </div>
    </saving.Form>
  );
}
