import { type FormEvent, useState } from "react";
import type { z } from "zod";
import type { ErrorResponse } from "../../../../core/schemas/common";

export type FormErrors<Values> = Partial<Record<keyof Values, string>>;
/** The server's messages for the fields of a form it refused. */
export type ServerIssues = NonNullable<ErrorResponse["issues"]>;

const fieldErrors = <Values>(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
) => {
  const found: FormErrors<Values> = {};
  for (const issue of issues) {
    const name = (typeof issue.path === "string" ? issue.path.split(".") : issue.path)[0];
    if (name !== undefined) found[String(name) as keyof Values] ??= issue.message;
  }
  return found;
};

/**
 * A console form over string fields, checked by the same core schema the server uses before it is
 * sent, with the server's own messages (`serverIssues`, from the action's answer) put under their
 * fields when it still refuses.
 */
export function useSchemaForm<Values extends Record<string, string>, Schema extends z.ZodType>({
  initial,
  schema,
  toInput,
  save,
  serverIssues,
}: {
  initial: Values;
  schema: Schema;
  toInput: (values: Values) => z.input<Schema>;
  save: (input: z.input<Schema>) => void;
  serverIssues: ServerIssues | undefined;
}) {
  const [values, setValues] = useState<Values>(initial);
  const [checked, setChecked] = useState<FormErrors<Values>>({});
  // Fields changed since the last save: a message about their old value no longer stands.
  const [edited, setEdited] = useState<ReadonlySet<keyof Values>>(new Set());

  function submit(event: FormEvent) {
    event.preventDefault();
    setEdited(new Set());
    const input = toInput(values);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setChecked(fieldErrors<Values>(parsed.error.issues));
      return;
    }
    setChecked({});
    save(input);
  }

  /** The new value of a field, from a console date field. */
  const setTo = (name: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
  };
  /** The new value of a field, from its input's change event. */
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setTo(name)(event.target.value);

  const found: FormErrors<Values> = { ...fieldErrors<Values>(serverIssues ?? []), ...checked };
  const errors: FormErrors<Values> = {};
  for (const name of Object.keys(found) as (keyof Values)[]) {
    if (!edited.has(name)) errors[name] = found[name];
  }
  return { values, errors, set, setTo, submit };
}
