import {
  EmailSchema,
  LIMITS,
  optionalText,
  RecordMetaSchema,
  requiredMultilineText,
  requiredText,
} from "./common";
import { z } from "./zod";

/**
 * The 'Funding Application' modal on the handbook thank-you page (/test-9). The original sent
 * nothing; we store it (docs/architecture.md, rule 2) so staff can follow up.
 */
export const FundingInterestSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  email: EmailSchema,
  company: optionalText(LIMITS.short),
  idea: requiredMultilineText(2000),
});
export type FundingInterestInput = z.infer<typeof FundingInterestSchema>;

export const FundingInterestCreatedSchema = RecordMetaSchema.extend({ message: z.string() });

/** A stored submission as staff see it; a company left blank is an empty string. */
export const FundingInterestRecordSchema = RecordMetaSchema.extend({
  name: z.string(),
  email: z.string(),
  company: z.string(),
  idea: z.string(),
});
export type FundingInterest = z.infer<typeof FundingInterestRecordSchema>;
