import { EBOOK_SLUGS } from "../ebooks/catalogue";
import { LANGUAGES, type Language } from "../languages";
import {
  FOUNDER_LOCATIONS,
  HANDBOOK_LOCATIONS,
  HANDBOOK_ROLES,
  STARTUP_STAGES,
} from "../lead-choices";
import { EmailSchema, LIMITS, RecordMetaSchema, requiredText } from "./common";
import { z } from "./zod";

/** The optional tick under both lead forms: the newsletter too (a sign-up it must confirm). */
const newsletterTick = z.boolean("Must be ticked or not").optional();

/** The AI-handbook lead (/test-8): stored as a pitch lead. */
export const HandbookLeadSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  email: EmailSchema,
  role: z.enum(HANDBOOK_ROLES, "Choose your role"),
  location: z.enum(HANDBOOK_LOCATIONS, "Choose your location"),
  newsletter: newsletterTick,
});
export type HandbookLeadInput = z.infer<typeof HandbookLeadSchema>;

const amount = (label: string, max: number) =>
  z
    .number(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is too large`);

/** The founder-ebook lead (/startup-consultancy-form): stored as a consultancy lead. */
export const FounderLeadSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  email: EmailSchema,
  startup: requiredText(LIMITS.short),
  stage: z.enum(STARTUP_STAGES, "Choose your stage"),
  location: z.enum(FOUNDER_LOCATIONS, "Choose your location"),
  investment: amount("Investment", 1e13),
  hours: amount("Hours", 24),
  newsletter: newsletterTick,
});
export type FounderLeadInput = z.infer<typeof FounderLeadSchema>;

/**
 * What POST /api/leads takes beside a form's fields: the language of the page it was sent from
 * (English when absent), which the ebook's mail and a newsletter sign-up from the tick follow.
 */
const pageLanguage = { language: z.enum(LANGUAGES, "Unknown language").optional() };

export type LeadInput = (FounderLeadInput | HandbookLeadInput) & { language?: Language };

const hasStartup = (value: unknown) =>
  typeof value === "object" && value !== null && "startup" in value;

/**
 * POST /api/leads takes either shape. The payloads carry no discriminator, so the founder shape
 * is recognised by its `startup` field and only that branch's messages are reported (a plain
 * union would answer "Invalid input" for both).
 */
export const LeadInputSchema = z.unknown().transform((value, ctx): LeadInput => {
  const result = (
    hasStartup(value)
      ? FounderLeadSchema.extend(pageLanguage)
      : HandbookLeadSchema.extend(pageLanguage)
  ).safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message, input: value });
  }
  return z.NEVER;
});

/** The founder shape of a lead (its `startup` field), whatever else is taken off it. */
export const isFounderLead = <Lead extends object>(
  lead: Lead,
): lead is Extract<Lead, { startup: string }> => "startup" in lead;

export const PitchLeadSchema = RecordMetaSchema.extend({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  location: z.string(),
});
export type PitchLead = z.infer<typeof PitchLeadSchema>;

export const ConsultancyLeadSchema = RecordMetaSchema.extend({
  name: z.string(),
  email: z.string(),
  startup: z.string(),
  stage: z.string(),
  location: z.string(),
  investment: z.number(),
  hours: z.number(),
});
export type ConsultancyLead = z.infer<typeof ConsultancyLeadSchema>;

/** What POST /api/leads answers: the stored lead's id and date, and the ebook it asked for. */
export const LeadCreatedSchema = RecordMetaSchema.extend({
  message: z.string(),
  kind: z.enum(["pitch", "consultancy"]),
  ebook: z.object({
    slug: z.enum(EBOOK_SLUGS),
    title: z.string(),
    /** Absolute, on SITE_URL; the same link as in the confirmation e-mail. */
    url: z.string(),
  }),
});
export type LeadCreated = z.infer<typeof LeadCreatedSchema>;
