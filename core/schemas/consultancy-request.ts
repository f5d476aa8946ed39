import { LIMITS, optionalText, RecordMetaSchema, requiredText, text } from "./common";
import { defineQuestionnaire } from "./questions";
import { z } from "./zod";

/**
 * The consultancy form (/build-with-nakhla-form): the fields and required set of spec sections 3
 * and 5, step by step. The original never sent it; we store it (docs/architecture.md, rule 2). `email` is our
 * addition and optional, so staff have somewhere to reply. The input schema, the form's steps, the
 * console's view and the blanks stored for optional answers all come from here.
 */
const CONSULTANCY_QUESTIONNAIRE = defineQuestionnaire([
  {
    title: "Your business",
    questions: {
      businessName: { label: "Business name", schema: requiredText() },
      businessAge: {
        label: "Business age (years)",
        kind: "number",
        schema: z
          .number("This field is required")
          .min(0, "Business age cannot be negative")
          .max(200, "Business age is too large"),
      },
      industry: { label: "Industry", schema: requiredText() },
      website: { label: "Website", kind: "url", schema: optionalText() },
      email: {
        label: "E-mail for our reply",
        kind: "email",
        schema: text()
          .trim()
          .max(LIMITS.email, `Must be at most ${LIMITS.email} characters`)
          .pipe(z.union([z.literal(""), z.email("Enter a valid e-mail address")]))
          .optional(),
      },
    },
  },
  {
    title: "The problem",
    questions: {
      primaryProblem: {
        label: "The main problem you want solved",
        kind: "textarea",
        schema: requiredText(LIMITS.text),
      },
      otherProblems: {
        label: "Other problems",
        kind: "textarea",
        schema: optionalText(LIMITS.text),
      },
    },
  },
  {
    title: "Expectations",
    questions: {
      expectations: {
        label: "What you expect from us",
        kind: "textarea",
        schema: requiredText(LIMITS.text),
      },
      previousConsultancy: {
        label: "Consultancy you have had before",
        kind: "textarea",
        schema: optionalText(LIMITS.text),
      },
    },
  },
]);

export const ConsultancyRequestInputSchema = CONSULTANCY_QUESTIONNAIRE.answersSchema;
export type ConsultancyRequestInput = z.infer<typeof ConsultancyRequestInputSchema>;
export type ConsultancyFieldName = keyof ConsultancyRequestInput;

/** The three field steps of the consultancy form, in order; the form and the admin view read them. */
export const CONSULTANCY_STEPS = CONSULTANCY_QUESTIONNAIRE.steps;

/** The request to store: every optional answer left out as an empty string. */
export const withBlankConsultancyAnswers = CONSULTANCY_QUESTIONNAIRE.withBlankAnswers;

/** A stored request as staff see it; optional answers left blank are empty strings. */
export const ConsultancyRequestSchema = RecordMetaSchema.extend(
  CONSULTANCY_QUESTIONNAIRE.storedShape,
);
export type ConsultancyRequest = z.infer<typeof ConsultancyRequestSchema>;

export const ConsultancyRequestCreatedSchema = RecordMetaSchema.extend({ message: z.string() });

/** The success text of spec section 5. */
export const CONSULTANCY_SUCCESS_TEXT = "Form submitted successfully!";
