import { DECISION_MAIL_KINDS, PLACEHOLDERS, unknownPlaceholders } from "../decision-mails";
import { LANGUAGES } from "../languages";
import { LIMITS, requiredMultilineText, requiredText } from "./common";
import { z } from "./zod";

const known = PLACEHOLDERS.map((name) => `{${name}}`).join(", ");
const onlyKnownPlaceholders = (value: string) => unknownPlaceholders(value).length === 0;
const placeholderMessage = `Use only these placeholders: ${known}`;

const LanguageSchema = z.enum(LANGUAGES, "Unknown language");

/**
 * PUT /api/mail-templates/:kind (admins): the new subject and body, in English or in Arabic
 * (docs/decisions/075-staff-text-in-both-languages.md).
 */
export const MailTemplateInputSchema = z.strictObject({
  language: LanguageSchema.default("en"),
  subject: requiredText(LIMITS.short).refine(onlyKnownPlaceholders, placeholderMessage),
  body: requiredMultilineText(LIMITS.text).refine(onlyKnownPlaceholders, placeholderMessage),
});
export type MailTemplateInput = z.input<typeof MailTemplateInputSchema>;

/** DELETE /api/mail-templates/:kind?language=ar: which language's text goes back to the built-in. */
export const MailTemplateLanguageQuerySchema = z.strictObject({
  language: LanguageSchema.default("en"),
});

export const MailTemplateKindSchema = z.enum(DECISION_MAIL_KINDS, "Unknown e-mail template");

/**
 * The console's template form, as it posts it: the template's kind (the address of its PUT) and
 * what PUT /api/mail-templates/:kind checks, the same rules on both sides.
 */
export const MailTemplateFormSchema = z.object({
  ...MailTemplateInputSchema.shape,
  kind: MailTemplateKindSchema,
});

/** A template's text in one language, and who last changed it (null: the built-in text). */
const TemplateTextSchema = z.object({
  subject: z.string(),
  body: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});

/**
 * A template as the console shows it: the English text, and the Arabic that founders who applied
 * in Arabic receive, which is behind when the English was edited after it.
 */
export const MailTemplateSchema = TemplateTextSchema.extend({
  kind: MailTemplateKindSchema,
  arabic: TemplateTextSchema.extend({ behindEnglish: z.boolean() }),
});
export type MailTemplate = z.infer<typeof MailTemplateSchema>;
export const MailTemplateListSchema = z.array(MailTemplateSchema);
