import type { FieldKind } from "./application";
import { LIMITS, optionalText, RecordMetaSchema, requiredText } from "./common";
import { z } from "./zod";

/**
 * The consultancy form (/build-with-nakhla-form): the fields and required set of spec sections 3
 * and 5. The original never sent it; we store it (DESIGN.md 6.2). `email` is our addition and
 * optional, so staff have somewhere to reply.
 */
export const ConsultancyRequestInputSchema = z.strictObject({
  // Step 1: the business
  businessName: requiredText(),
  businessAge: z
    .number("This field is required")
    .min(0, "Business age cannot be negative")
    .max(200, "Business age is too large"),
  industry: requiredText(),
  website: optionalText(),
  email: z
    .string()
    .trim()
    .max(LIMITS.email, `Must be at most ${LIMITS.email} characters`)
    .pipe(z.union([z.literal(""), z.email("Enter a valid e-mail address")]))
    .optional(),
  // Step 2: the problem
  primaryProblem: requiredText(LIMITS.text),
  otherProblems: optionalText(LIMITS.text),
  // Step 3: expectations
  expectations: requiredText(LIMITS.text),
  previousConsultancy: optionalText(LIMITS.text),
});
export type ConsultancyRequestInput = z.infer<typeof ConsultancyRequestInputSchema>;
export type ConsultancyFieldName = keyof ConsultancyRequestInput;

const field = (name: ConsultancyFieldName, label: string, kind: FieldKind = "text") => ({
  name,
  label,
  kind,
  required: !ConsultancyRequestInputSchema.shape[name].safeParse(undefined).success,
});

/** The three field steps of the consultancy form, in order; the form and the admin view read them. */
export const CONSULTANCY_STEPS = [
  {
    title: "Your business",
    fields: [
      field("businessName", "Business name"),
      field("businessAge", "Business age (years)", "number"),
      field("industry", "Industry"),
      field("website", "Website", "url"),
      field("email", "E-mail for our reply", "email"),
    ],
  },
  {
    title: "The problem",
    fields: [
      field("primaryProblem", "The main problem you want solved", "textarea"),
      field("otherProblems", "Other problems", "textarea"),
    ],
  },
  {
    title: "Expectations",
    fields: [
      field("expectations", "What you expect from us", "textarea"),
      field("previousConsultancy", "Consultancy you have had before", "textarea"),
    ],
  },
] as const;

/** A stored request as staff see it; optional answers left blank are empty strings. */
export const ConsultancyRequestSchema = RecordMetaSchema.extend({
  businessName: z.string(),
  businessAge: z.number(),
  industry: z.string(),
  website: z.string(),
  email: z.string(),
  primaryProblem: z.string(),
  otherProblems: z.string(),
  expectations: z.string(),
  previousConsultancy: z.string(),
});
export type ConsultancyRequest = z.infer<typeof ConsultancyRequestSchema>;

export const ConsultancyRequestCreatedSchema = RecordMetaSchema.extend({ message: z.string() });

/** The success text of spec section 5. */
export const CONSULTANCY_SUCCESS_TEXT = "Form submitted successfully!";
