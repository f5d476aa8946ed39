import { DECISION_MAIL_KINDS, PLACEHOLDERS, unknownPlaceholders } from "../decision-mails";
import { LIMITS, requiredMultilineText, requiredText } from "./common";
import { z } from "./zod";

const known = PLACEHOLDERS.map((name) => `{${name}}`).join(", ");
const onlyKnownPlaceholders = (value: string) => unknownPlaceholders(value).length === 0;
const placeholderMessage = `Use only these placeholders: ${known}`;

/** PUT /api/mail-templates/:kind (admins): the new subject and body. */
export const MailTemplateInputSchema = z.strictObject({
  subject: requiredText(LIMITS.short).refine(onlyKnownPlaceholders, placeholderMessage),
  body: requiredMultilineText(LIMITS.text).refine(onlyKnownPlaceholders, placeholderMessage),
});
export type MailTemplateInput = z.infer<typeof MailTemplateInputSchema>;

export const MailTemplateKindSchema = z.enum(DECISION_MAIL_KINDS, "Unknown e-mail template");

/** A template as the console shows it: its text, and who last changed it (null: the default). */
export const MailTemplateSchema = z.object({
  kind: MailTemplateKindSchema,
  subject: z.string(),
  body: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type MailTemplate = z.infer<typeof MailTemplateSchema>;
export const MailTemplateListSchema = z.array(MailTemplateSchema);
