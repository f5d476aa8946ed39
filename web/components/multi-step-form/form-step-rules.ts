import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/** The first message for each invalid field of a step. */
export type StepErrors<Name extends string> = Partial<Record<Name, string>>;

/** The typed answers as a form would post them, for conform to read like a submitted step. */
function asFormData(values: Partial<Record<string, string>>, names: readonly string[]) {
  const data = new URLSearchParams();
  for (const name of names) data.set(name, values[name] ?? "");
  return data;
}

/**
 * The rules of a multi-step form's steps, from the schema the server checks the whole payload
 * with: each field step is checked by conform with its part of it, so both sides hold one set of
 * rules and one reading of the typed text (a blank answer is missing, a number field's text a
 * number; docs/decisions/039-forms-on-conform.md). Loaded by `defineFormSteps` on first use, with
 * zod and the schema (docs/decisions/079-form-rules-on-first-use.md).
 */
export function formStepRules<Name extends string, Schema extends z.ZodObject>(
  schema: Schema,
  fieldNames: readonly Name[],
  stepNames: ReadonlyMap<number, readonly Name[]>,
) {
  // The schema's part for each field step, built once: the rules of that step's fields only.
  const stepSchemas = new Map(
    [...stepNames].map(([step, names]) => {
      const mask = Object.fromEntries(names.map((name) => [name, true]));
      return [step, schema.pick(mask as never)];
    }),
  );

  function stepSchema(step: number): z.ZodObject {
    const found = stepSchemas.get(step);
    if (!found) throw new RangeError(`Screen ${step} is not a field step`);
    return found;
  }

  /** conform's check of screen `step` as its form posts it (the form's `onValidate`). */
  const checkStep = (step: number, formData: FormData | URLSearchParams) =>
    parseWithZod(formData, { schema: stepSchema(step) });

  /** The first message for each invalid field of field step `step`; empty when it may be left. */
  function stepErrors(step: number, values: Partial<Record<Name, string>>): StepErrors<Name> {
    const submission = checkStep(step, asFormData(values, stepNames.get(step) ?? []));
    const errors: StepErrors<Name> = {};
    if (submission.status === "success") return errors;
    for (const [name, messages] of Object.entries(submission.error ?? {})) {
      if (messages?.[0]) errors[name as Name] = messages[0];
    }
    return errors;
  }

  /** The answers checked by the schema, as the server takes them; null when a step is not valid. */
  function toPayload(values: Partial<Record<Name, string>>): z.output<Schema> | null {
    const submission = parseWithZod(asFormData(values, fieldNames), { schema });
    return submission.status === "success" ? submission.value : null;
  }

  return { checkStep, stepErrors, toPayload };
}

export type FormStepRules<Name extends string, Schema extends z.ZodObject> = ReturnType<
  typeof formStepRules<Name, Schema>
>;
