import type { z } from "zod";
import type { QuestionField, QuestionStep } from "../../../core/questions/questionnaire";
import { lazyModule } from "../../lib/lazy-schema";

/** One answer of a multi-step form, as its questionnaire in core/schemas defines it. */
export type StepField<Name extends string> = QuestionField<Name>;
/** One field step: the title its heading and the progress show, and its fields in order. */
export type FormStep<Name extends string> = QuestionStep<Name>;

/** What the form holds: every answer as the text typed, numbers included (a number input's value). */
export type FormValues<Name extends string> = Record<Name, string>;
export type StepErrors<Name extends string> = Partial<Record<Name, string>>;

/**
 * The screens of a multi-step form and the rules to leave each: 0 is the intro, 1 to N the field
 * steps, N + 1 the review. Every step is checked with the schema the server checks the whole
 * payload with, so both sides hold one set of rules. The schema (and zod) is loaded only when the
 * form first checks, or sooner through `preload` (docs/decisions/031-light-form-pages.md): the page
 * draws the steps without it.
 */
export function defineFormSteps<
  Name extends string,
  Schema extends z.ZodType = z.ZodType,
>(options: { steps: readonly FormStep<Name>[]; schema: () => Promise<Schema> }) {
  const { steps } = options;
  const schema = lazyModule(options.schema);
  const fieldNames: Name[] = steps.flatMap((step) => step.fields.map((field) => field.name));
  const numberFields = new Set(
    steps.flatMap((step) => step.fields.filter((f) => f.kind === "number").map((f) => f.name)),
  );
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

  /** A typed answer as the schema expects it: a number field a number, an empty one missing. */
  function schemaValue(name: Name, text: string) {
    if (!numberFields.has(name)) return text;
    return text.trim() === "" ? undefined : Number(text);
  }

  /** The typed answers as the schema (and the server) expects them. */
  function toInput(values: Partial<FormValues<Name>>) {
    return Object.fromEntries(
      fieldNames.map((name) => [name, schemaValue(name, values[name] ?? "")]),
    );
  }

  /**
   * The answers checked by the schema, as the server takes them; null when a step is not valid.
   * The review is reached only with every step valid (a restored draft resumes on the first step
   * that is not), so a submit from the review always has its payload.
   */
  async function toPayload(values: Partial<FormValues<Name>>): Promise<z.output<Schema> | null> {
    const result = (await schema.load()).safeParse(toInput(values));
    return result.success ? result.data : null;
  }

  /** The first message for each invalid field of screen `step`; empty when the step may be left. */
  async function stepErrors(
    step: number,
    values: Partial<FormValues<Name>>,
  ): Promise<StepErrors<Name>> {
    if (!isFieldStep(step)) return {};
    const names = new Set<string>(fieldStep(step).fields.map((field) => field.name));
    // The whole schema runs on the whole form; only the issues of this step's fields count.
    const result = (await schema.load()).safeParse(toInput(values));
    const errors: StepErrors<Name> = {};
    for (const issue of result.error?.issues ?? []) {
      const name = issue.path[0];
      if (typeof name === "string" && names.has(name)) errors[name as Name] ??= issue.message;
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
    stepErrors,
    toInput,
    toPayload,
    /** Starts loading the rules (on the form's first focus or input), so Next rarely waits. */
    preload: schema.preload,
  };
}

export type FormSteps<Name extends string> = ReturnType<typeof defineFormSteps<Name>>;
