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
