import { APPLICATION_STEPS } from "../../../core/questions/application";
import type {
  ApplicationAnswersSchema,
  ApplicationFieldName,
} from "../../../core/schemas/application";
import { defineFormSteps, type FormValues } from "../../components/multi-step-form/form-steps";

/** What the form holds: every answer as the text typed, teamSize included (a number input's value). */
export type ApplicationFormValues = FormValues<ApplicationFieldName>;

/**
 * Screens: 0 is the intro, 1 to 5 the field steps, 6 the review. The schema comes when a step is
 * first checked, not with the page.
 */
export const APPLICATION_FORM = defineFormSteps<
  ApplicationFieldName,
  typeof ApplicationAnswersSchema
>({
  steps: APPLICATION_STEPS,
  loadSchema: () =>
    import("../../../core/schemas/application").then((loaded) => loaded.ApplicationAnswersSchema),
});
