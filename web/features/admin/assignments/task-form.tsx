import { useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { TaskInputSchema } from "../../../../core/schemas/task";
import { FormAlert } from "../../../components/ui/form-alert";
import { NumberField, TextField } from "../../../components/ui/form-fields";
import { type FormReply, useOnSaved } from "../actions";
import { DateField } from "../dates/date-field";

const FIELDS = ["title", "deadline", "assignedTo", "hoursRequired"] as const;

/**
 * The quick-add form: every field required, else 'Please fill out all fields' (docs/product.md,
 * section 5.5); a new task is Pending. A conform form posted to the view's clientAction, which
 * checks it with the same schema; each task added empties the form and puts the focus back on its
 * first field, ready for the next.
 */
export function TaskForm() {
  const adding = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: "task-form",
    lastResult: adding.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TaskInputSchema }),
  });
  const deadline = useInputControl(fields.deadline);
  const blank = FIELDS.some((name) => fields[name].errors && !fields[name].value);

  const formElement = useRef<HTMLFormElement>(null);
  useOnSaved(adding, () => {
    const title = formElement.current?.elements.namedItem(fields.title.name);
    if (title instanceof HTMLInputElement) title.focus();
  });

  return (
    <section className="assign-card" aria-labelledby="task-form-heading">
      <h2 id="task-form-heading">Add a task</h2>
      <adding.Form
        ref={formElement}
        method="post"
        id={form.id}
        className="task-form"
        onSubmit={form.onSubmit}
        noValidate
      >
        <input type="hidden" name="intent" value="task-create" />
        <TextField field={fields.title} label="Task title" />
        <DateField
          label="Deadline"
          value={deadline.value ?? ""}
          onChange={deadline.change}
          error={fields.deadline.errors?.[0]}
        />
        <TextField field={fields.assignedTo} label="Assigned to" />
        <NumberField
          field={fields.hoursRequired}
          label="Hours required"
          inputMode="decimal"
          min={0.5}
          step={0.5}
        />
        <FormAlert message={blank ? "Please fill out all fields" : null} />
        <button type="submit" className="button button--primary" disabled={adding.state !== "idle"}>
          Add task
        </button>
      </adding.Form>
    </section>
  );
}
