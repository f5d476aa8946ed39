import {
  APPLICATION_STEPS,
  ApplicationAnswersSchema,
  type ApplicationFieldName,
} from "../../../core/schemas/application";
import {
  defineFormSteps,
  type StepErrors as FormStepErrors,
  type FormValues,
} from "../../components/multi-step-form/form-steps";

/** What the form holds: every answer as the text typed, teamSize included (a number input's value). */
export type ApplicationFormValues = FormValues<ApplicationFieldName>;
export type StepErrors = FormStepErrors<ApplicationFieldName>;

/** Screens: 0 is the intro, 1 to 5 the field steps, 6 the review. */
export const APPLICATION_FORM = defineFormSteps<ApplicationFieldName>({
  steps: APPLICATION_STEPS,
  schema: ApplicationAnswersSchema,
});

export const FIELD_NAMES = APPLICATION_FORM.fieldNames;
export const EMPTY_VALUES = APPLICATION_FORM.emptyValues;
export const FIRST_FIELD_STEP = APPLICATION_FORM.firstFieldStep;
export const REVIEW_STEP = APPLICATION_FORM.reviewStep;
/** The names the progress indicator lists: the five field steps, then the review. */
export const PROGRESS_STEP_NAMES = APPLICATION_FORM.progressStepNames;
export const { isFieldStep, fieldStep, stepErrors } = APPLICATION_FORM;
