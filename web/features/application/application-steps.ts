import {
  APPLICATION_STEPS,
  ApplicationAnswersSchema,
  type ApplicationFieldName,
} from "../../../core/schemas/application";

/** What the form holds: every answer as the text typed, teamSize included (a number input's value). */
export type ApplicationFormValues = Record<ApplicationFieldName, string>;
export type StepErrors = Partial<Record<ApplicationFieldName, string>>;

export const FIELD_NAMES = APPLICATION_STEPS.flatMap((step) =>
  step.fields.map((field) => field.name),
);

export const EMPTY_VALUES = Object.fromEntries(
  FIELD_NAMES.map((name) => [name, ""]),
) as ApplicationFormValues;

/** Screens: 0 is the intro, 1 to 5 the field steps, 6 the review. */
export const FIRST_FIELD_STEP = 1;
export const REVIEW_STEP = APPLICATION_STEPS.length + 1;

/** The names the progress indicator lists: the five field steps, then the review. */
export const PROGRESS_STEP_NAMES = [...APPLICATION_STEPS.map((step) => step.title), "Review"];

export const isFieldStep = (step: number) => step >= FIRST_FIELD_STEP && step < REVIEW_STEP;

/** The field step shown on screen `step` (1 to 5). */
export function fieldStep(step: number) {
  const found = APPLICATION_STEPS[step - FIRST_FIELD_STEP];
  if (!found) throw new RangeError(`Screen ${step} is not a field step`);
  return found;
}

// Each step is checked with its fields picked from the server's schema: both sides, one set of rules.
const stepSchema = (step: number) =>
  ApplicationAnswersSchema.pick(
    Object.fromEntries(fieldStep(step).fields.map((field) => [field.name, true])) as Record<
      ApplicationFieldName,
      true
    >,
  );

/** A typed answer as the schema expects it: teamSize a number, an empty one missing. */
function schemaValue(name: ApplicationFieldName, text: string) {
  if (name !== "teamSize") return text;
  return text.trim() === "" ? undefined : Number(text);
}

/** The first message for each invalid field of screen `step`; empty when the step may be left. */
export function stepErrors(step: number, values: Partial<ApplicationFormValues>): StepErrors {
  if (!isFieldStep(step)) return {};
  const input = Object.fromEntries(
    fieldStep(step).fields.map(({ name }) => [name, schemaValue(name, values[name] ?? "")]),
  );
  const result = stepSchema(step).safeParse(input);
  const errors: StepErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0] as ApplicationFieldName;
    errors[name] ??= issue.message;
  }
  return errors;
}
