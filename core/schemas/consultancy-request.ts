import { CONSULTANCY_LAYOUT } from "../questions/consultancy";
import {
  LIMITS,
  oneLineText,
  optionalMultilineText,
  optionalText,
  RecordMetaSchema,
  requiredMultilineText,
  requiredText,
} from "./common";
import { defineQuestionnaire } from "./questions";
import { z } from "./zod";

/**
 * The rule of each question of the consultancy form (their layout, docs/product.md, section 3.4, is
 * core/questions/consultancy.ts). The original never sent it; we store it (docs/architecture.md,
 * rule 2). The input schema, the form's steps, the console's view and the blanks stored for
 * optional answers all come from the two.
 */
const CONSULTANCY_QUESTIONNAIRE = defineQuestionnaire(CONSULTANCY_LAYOUT, {
  businessName: requiredText(),
  businessAge: z
    .number("This field is required")
    .min(0, "Business age cannot be negative")
    .max(200, "Business age is too large"),
  industry: requiredText(),
  website: optionalText(),
  email: oneLineText()
    .trim()
    .max(LIMITS.email, `Must be at most ${LIMITS.email} characters`)
    .pipe(z.union([z.literal(""), z.email("Enter a valid e-mail address")]))
    .optional(),
  primaryProblem: requiredMultilineText(LIMITS.text),
  otherProblems: optionalMultilineText(LIMITS.text),
  expectations: requiredMultilineText(LIMITS.text),
  previousConsultancy: optionalMultilineText(LIMITS.text),
});

export const ConsultancyRequestInputSchema = CONSULTANCY_QUESTIONNAIRE.answersSchema;
export type ConsultancyRequestInput = z.infer<typeof ConsultancyRequestInputSchema>;
export type ConsultancyFieldName = keyof ConsultancyRequestInput;

/** The three field steps of the consultancy form, in order; the page reads core/questions. */
export { CONSULTANCY_STEPS, CONSULTANCY_SUCCESS_TEXT } from "../questions/consultancy";

/** The request to store: every optional answer left out as an empty string. */
export const withBlankConsultancyAnswers = CONSULTANCY_QUESTIONNAIRE.withBlankAnswers;

/** A stored request as staff see it; optional answers left blank are empty strings. */
export const ConsultancyRequestSchema = RecordMetaSchema.extend(
  CONSULTANCY_QUESTIONNAIRE.storedShape,
);
export type ConsultancyRequest = z.infer<typeof ConsultancyRequestSchema>;

export const ConsultancyRequestCreatedSchema = RecordMetaSchema.extend({ message: z.string() });
