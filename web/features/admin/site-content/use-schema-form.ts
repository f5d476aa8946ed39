import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { ApiError } from "../../../lib/api";

export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * A console form over string fields, checked by the same core schema the server uses before it is
 * sent, with the server's own messages put under their fields when it still refuses.
 */
export function useSchemaForm<Values extends Record<string, string>, Schema extends z.ZodType>({
  initial,
  schema,
  toInput,
  save,
}: {
  initial: Values;
  schema: Schema;
  toInput: (values: Values) => z.input<Schema>;
  save: (input: z.input<Schema>) => Promise<void>;
}) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [busy, setBusy] = useState(false);

  const fieldErrors = (
    issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
  ) => {
    const found: FormErrors<Values> = {};
    for (const issue of issues) {
      const name = (typeof issue.path === "string" ? issue.path.split(".") : issue.path)[0];
      if (name !== undefined) found[String(name) as keyof Values] ??= issue.message;
    }
    return found;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = toInput(values);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(input);
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.issues?.length ?? 0) > 0)
        setErrors(fieldErrors(error.issues ?? []));
      throw error;
    } finally {
      setBusy(false);
    }
  }

  /** The new value of a field, from a console date field. */
  const setTo = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  /** The new value of a field, from its input's change event. */
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setTo(name)(event.target.value);

  return { values, errors, busy, set, setTo, submit };
}
