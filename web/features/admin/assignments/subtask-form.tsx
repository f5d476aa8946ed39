import { useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { type Subtask, SubtaskInputSchema } from "../../../../core/schemas/task";
import { FormAlert } from "../../../components/ui/form-alert";
import { NumberField, TextField } from "../../../components/ui/form-fields";
import { type FormReply, useOnSaved } from "../actions";
import { DateField } from "../dates/date-field";

type SubtaskFormProps = {
  /** The task it belongs to. */
  taskId: string;
  /** The subtask being edited; none when adding. */
  subtask?: Subtask;
  /** For the accessible name of the form: "New subtask of Prepare the review". */
  label: string;
  /** Closes the form: Cancel, or its save went through. */
  onClose: () => void;
};

/**
 * A subtask's fields. Saving needs a title and a deadline (docs/product.md, section 5.5); the
 * original ignored the click silently, we say what is missing. A conform form posted to the
 * view's clientAction (`subtask-add`, or `subtask-update` with the subtask's id and status).
 */
export function SubtaskForm({ taskId, subtask, label, onClose }: SubtaskFormProps) {
  const saving = useFetcher<FormReply>();
  useOnSaved(saving, onClose);
  const [form, fields] = useForm({
    id: subtask ? `subtask-form-${subtask._id}` : `new-subtask-form-${taskId}`,
    defaultValue: {
      title: subtask?.title ?? "",
      deadline: subtask?.deadline ?? "",
      assignedTo: subtask?.assignedTo ?? "",
      hoursRequired: subtask?.hoursRequired ? String(subtask.hoursRequired) : "",
    },
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SubtaskInputSchema }),
  });
  const deadline = useInputControl(fields.deadline);
  const blank = [fields.title, fields.deadline].some((field) => field.errors && !field.value);
  return (
    <saving.Form
      method="post"
      id={form.id}
      className="subtask-form"
      onSubmit={form.onSubmit}
      aria-label={label}
      noValidate
    >
      <input type="hidden" name="intent" value={subtask ? "subtask-update" : "subtask-add"} />
      <input type="hidden" name="taskId" value={taskId} />
      {subtask ? <input type="hidden" name="subtaskId" value={subtask._id} /> : null}
      <input type="hidden" name="status" value={subtask?.status ?? "Pending"} />
      <div className="subtask-form__fields">
        <TextField field={fields.title} label="Subtask title" />
        <DateField
          label="Subtask deadline"
          value={deadline.value ?? ""}
          onChange={deadline.change}
          error={fields.deadline.errors?.[0]}
        />
        <TextField field={fields.assignedTo} label="Subtask assigned to" optional />
        <NumberField
          field={fields.hoursRequired}
          label="Subtask hours"
          optional
          inputMode="decimal"
          min={0}
          step={0.5}
        />
      </div>
      <FormAlert message={blank ? "A subtask needs a title and a deadline." : null} />
      <div className="assign-actions">
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={saving.state !== "idle"}
        >
          Save subtask
        </button>
        <button type="button" className="button button--small" onClick={onClose}>
          Cancel
        </button>
      </div>
    </saving.Form>
  );
}
