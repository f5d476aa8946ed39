import { CONSULTANCY_STEPS } from "../../../core/questions/consultancy";
import type {
  ConsultancyFieldName,
  ConsultancyRequestInputSchema,
} from "../../../core/schemas/consultancy-request";
import { draftCodec } from "../../components/multi-step-form/form-draft";
import { defineFormSteps, type FormValues } from "../../components/multi-step-form/form-steps";
import type { FieldExtras } from "../../components/multi-step-form/step-field-input";

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

/** What browsers may fill in, and the numbers' bounds: the steps and the one-page form share them. */
export const CONSULTANCY_FIELD_EXTRAS: Partial<Record<ConsultancyFieldName, FieldExtras>> = {
  businessName: { autoComplete: "organization" },
  // Half a year is a fair answer for a young business.
  businessAge: { number: { min: 0, step: "any", inputMode: "decimal" } },
  website: { autoComplete: "url" },
  email: { autoComplete: "email" },
};
