import { EmailSchema, LIMITS, optionalText, RecordMetaSchema, requiredText } from "./common";
import { z } from "./zod";

/**
 * The 'Funding Application' modal on the handbook thank-you page (/test-9). The original sent
 * nothing; we store it (DESIGN.md 6.2) so staff can follow up.
 */
export const FundingInterestSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  email: EmailSchema,
  company: optionalText(LIMITS.short),
  idea: requiredText(2000),
});
export type FundingInterestInput = z.infer<typeof FundingInterestSchema>;

export const FundingInterestCreatedSchema = RecordMetaSchema.extend({ message: z.string() });
