import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { TaskInputSchema } from "../../../../core/schemas/task";
import { Field } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { AS_JSON, type FormAnswer, useValuesSince } from "../actions";
import { DateField } from "../dates/date-field";
import type { AssignmentsIntent } from "./assignments-action";

const EMPTY = { title: "", deadline: "", assignedTo: "", hoursRequired: "" };
type Values = typeof EMPTY;

/**
 * The quick-add form: every field required (docs/product.md, section 5.5); a new task is Pending. Sent to
 * the view's clientAction; each task added empties the form.
 */
export function TaskForm() {
  const adding = useFetcher<FormAnswer>();
  const [values, setValues] = useValuesSince<Values>(EMPTY, adding.data);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const busy = adding.state !== "idle";
  const showToast = useToast();

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.values(values).some((value) => !value.trim())) {
      setErrors({});
      showToast("Please fill out all fields", "error");
      return;
    }
    const parsed = TaskInputSchema.safeParse({
      ...values,
      hoursRequired: Number(values.hoursRequired),
      status: "Pending",
    });
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues) {
        fieldErrors[issue.path[0] as keyof Values] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    const intent: AssignmentsIntent = { intent: "task-create", input: parsed.data };
    void adding.submit(intent, AS_JSON);
  }

  return (
    <section className="assign-card" aria-labelledby="task-form-heading">
      <h2 id="task-form-heading">Add a task</h2>
      <form className="task-form" onSubmit={submit} noValidate>
        <Field label="Task title" error={errors.title}>
          {(control) => <input {...control} value={values.title} onChange={set("title")} />}
        </Field>
        <DateField
          label="Deadline"
          value={values.deadline}
          onChange={(deadline) => setValues((current) => ({ ...current, deadline }))}
          error={errors.deadline}
        />
        <Field label="Assigned to" error={errors.assignedTo}>
          {(control) => (
            <input {...control} value={values.assignedTo} onChange={set("assignedTo")} />
          )}
        </Field>
        <Field label="Hours required" error={errors.hoursRequired}>
          {(control) => (
            <input
              {...control}
              type="number"
              min="0.5"
              step="0.5"
              inputMode="decimal"
              value={values.hoursRequired}
              onChange={set("hoursRequired")}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={busy}>
          Add task
        </button>
      </form>
    </section>
  );
}
