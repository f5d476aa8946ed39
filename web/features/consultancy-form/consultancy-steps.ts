import { CONSULTANCY_STEPS } from "../../../core/questions/consultancy";
import type {
  ConsultancyFieldName,
  ConsultancyRequestInputSchema,
} from "../../../core/schemas/consultancy-request";
import { draftCodec } from "../../components/multi-step-form/form-draft";
import { defineFormSteps, type FormValues } from "../../components/multi-step-form/form-steps";

export type ConsultancyFormValues = FormValues<ConsultancyFieldName>;

/**
 * Screens: 0 is the intro, 1 to 3 the field steps, 4 the review (docs/product.md, section 3.4).
 * The schema comes when a step is first checked, not with the page.
 */
export const CONSULTANCY_FORM = defineFormSteps<
  ConsultancyFieldName,
  typeof ConsultancyRequestInputSchema
>({
  steps: CONSULTANCY_STEPS,
  loadSchema: () =>
    import("../../../core/schemas/consultancy-request").then(
      (loaded) => loaded.ConsultancyRequestInputSchema,
    ),
});

/** Where the browser keeps the unfinished consultancy form, apart from the application's draft. */
export const CONSULTANCY_DRAFT_KEY = "nakhla:consultancy-draft";
export const CONSULTANCY_DRAFT_CODEC = draftCodec(CONSULTANCY_FORM);
