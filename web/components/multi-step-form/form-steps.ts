import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { QuestionField, QuestionStep } from "../../../core/questions/questionnaire";

/** One answer of a multi-step form, as its questionnaire in core/schemas defines it. */
export type StepField<Name extends string> = QuestionField<Name>;
/** One field step: the title its heading and the progress show, and its fields in order. */
export type FormStep<Name extends string> = QuestionStep<Name>;

/** What the form holds: every answer as the text typed, numbers included (a number input's value). */
export type FormValues<Name extends string> = Record<Name, string>;
export type StepErrors<Name extends string> = Partial<Record<Name, string>>;

/** The typed answers as a form would post them, for conform to read like a submitted step. */
function asFormData(values: Partial<Record<string, string>>, names: readonly string[]) {
  const data = new URLSearchParams();
  for (const name of names) data.set(name, values[name] ?? "");
  return data;
}

/**
 * The screens of a multi-step form and the rules to leave each: 0 is the intro, 1 to N the field
 * steps, N + 1 the review. Each step is checked by conform with its part of the schema the server
 * checks the whole payload with, so both sides hold one set of rules and one reading of the typed
 * text (a blank answer is missing, a number field's text a number; docs/decisions/039-forms-on-conform.md).
 */
export function defineFormSteps<
  Name extends string,
  Schema extends z.ZodObject = z.ZodObject,
>(options: { steps: readonly FormStep<Name>[]; schema: Schema }) {
  const { steps, schema } = options;
  const fieldNames: Name[] = steps.flatMap((step) => step.fields.map((field) => field.name));
  const emptyValues = Object.fromEntries(fieldNames.map((name) => [name, ""])) as FormValues<Name>;
  const firstFieldStep = 1;
  const reviewStep = steps.length + 1;
  const isFieldStep = (step: number) => step >= firstFieldStep && step < reviewStep;

  /** The field step shown on screen `step` (1 to N). */
  function fieldStep(step: number): FormStep<Name> {
    const found = steps[step - firstFieldStep];
    if (!found) throw new RangeError(`Screen ${step} is not a field step`);
    return found;
  }

  const stepNames = (step: number) => fieldStep(step).fields.map((field) => field.name);
  // The schema's part for each field step, built once: the rules of that step's fields only.
  const stepSchemas = new Map(
    steps.map((_, index) => {
      const step = index + firstFieldStep;
      const mask = Object.fromEntries(stepNames(step).map((name) => [name, true]));
      return [step, schema.pick(mask as never)];
    }),
  );

  /** The step's schema, for its form's conform validation (`parseWithZod`). */
  function stepSchema(step: number): z.ZodObject {
    const found = stepSchemas.get(step);
    if (!found) throw new RangeError(`Screen ${step} is not a field step`);
    return found;
  }

  /**
   * The answers checked by the schema, as the server takes them; null when a step is not valid.
   * The review is reached only with every step valid (a restored draft resumes on the first step
   * that is not), so a submit from the review always has its payload.
   */
  function toPayload(values: Partial<FormValues<Name>>): z.output<Schema> | null {
    const submission = parseWithZod(asFormData(values, fieldNames), { schema });
    return submission.status === "success" ? submission.value : null;
  }

  /** The first message for each invalid field of screen `step`; empty when the step may be left. */
  function stepErrors(step: number, values: Partial<FormValues<Name>>): StepErrors<Name> {
    if (!isFieldStep(step)) return {};
    const submission = parseWithZod(asFormData(values, stepNames(step)), {
      schema: stepSchema(step),
    });
    const errors: StepErrors<Name> = {};
    if (submission.status === "success") return errors;
    for (const [name, messages] of Object.entries(submission.error ?? {})) {
      if (messages?.[0]) errors[name as Name] = messages[0];
    }
    return errors;
  }

  return {
    steps,
    fieldNames,
    emptyValues,
    firstFieldStep,
    reviewStep,
    /** The names the progress indicator lists: the field steps, then the review. */
    progressStepNames: [...steps.map((step) => step.title), "Review"],
    isFieldStep,
    fieldStep,
    stepSchema,
    stepErrors,
    toPayload,
  };
}

export type FormSteps<Name extends string> = ReturnType<typeof defineFormSteps<Name>>;
