import type { z } from "zod";
import type { QuestionField, QuestionStep } from "../../../core/questions/questionnaire";
import type { FormCheck } from "../../lib/form-rules";
import type { FormStepRules, StepErrors } from "./form-step-rules";

/** One answer of a multi-step form, as its questionnaire in core/schemas defines it. */
export type StepField<Name extends string> = QuestionField<Name>;
/** One field step: the title its heading and the progress show, and its fields in order. */
export type FormStep<Name extends string> = QuestionStep<Name>;

/** What the form holds: every answer as the text typed, numbers included (a number input's value). */
export type FormValues<Name extends string> = Record<Name, string>;

/**
 * The screens of a multi-step form and the rules to leave each: 0 is the intro, 1 to N the field
 * steps, N + 1 the review. The screens come with the page; the rules (the schema the server
 * checks the whole payload with, zod and conform's reading of it, form-step-rules.ts) are most of
 * the page's JavaScript, so they are loaded once, when something first needs them: a step's Next,
 * a draft to resume past its first step, the payload to send
 * (docs/decisions/079-form-rules-on-first-use.md).
 */
export function defineFormSteps<
  Name extends string,
  Schema extends z.ZodObject = z.ZodObject,
>(options: { steps: readonly FormStep<Name>[]; loadSchema: () => Promise<Schema> }) {
  const { steps, loadSchema } = options;
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

  let rules: Promise<FormStepRules<Name, Schema>> | null = null;
  /** The rules, loaded once; a load that failed is tried again on the next use. */
  function loadRules() {
    if (!rules) {
      const stepNames = new Map(
        steps.map((step, index) => [
          index + firstFieldStep,
          step.fields.map((field) => field.name),
        ]),
      );
      const loading = Promise.all([import("./form-step-rules"), loadSchema()]).then(
        ([{ formStepRules }, schema]) => formStepRules(schema, fieldNames, stepNames),
      );
      loading.catch(() => {
        rules = null;
      });
      rules = loading;
    }
    return rules;
  }

  /** conform's check of field step `step`, for its form's `onValidate` (web/lib/form-rules.ts). */
  async function stepCheck(step: number): Promise<FormCheck<Record<string, unknown>>> {
    fieldStep(step);
    const loaded = await loadRules();
    return (formData) => loaded.checkStep(step, formData);
  }

  /** The first message for each invalid field of screen `step`; empty when the step may be left. */
  async function stepErrors(
    step: number,
    values: Partial<FormValues<Name>>,
  ): Promise<StepErrors<Name>> {
    if (!isFieldStep(step)) return {};
    return (await loadRules()).stepErrors(step, values);
  }

  /**
   * The answers checked by the schema, as the server takes them; null when a step is not valid.
   * The review is reached only with every step valid (a restored draft resumes on the first step
   * that is not), so a submit from the review always has its payload.
   */
  async function toPayload(values: Partial<FormValues<Name>>): Promise<z.output<Schema> | null> {
    return (await loadRules()).toPayload(values);
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
    stepCheck,
    stepErrors,
    toPayload,
  };
}

export type FormSteps<Name extends string> = ReturnType<typeof defineFormSteps<Name>>;
