import { LANGUAGES } from "../languages";
import { APPLICATION_STEPS, type ApplicationFieldName } from "./application";
import { EmailSchema, LIMITS, text } from "./common";
import { z } from "./zod";

/** The screens a saved draft may stop on: 1 to 5 the field steps, 6 the review (0 is the intro). */
export const DRAFT_REVIEW_STEP = APPLICATION_STEPS.length + 1;

/** The names of a step's screen, for the console's chart: the field steps' titles, then Review. */
export const DRAFT_STEP_NAMES = [...APPLICATION_STEPS.map((step) => step.title), "Review"];

const FIELD_NAMES = APPLICATION_STEPS.flatMap((step) => step.fields.map((field) => field.name));

const answer = text().max(LIMITS.text, `Must be at most ${LIMITS.text} characters`).optional();

/**
 * The answers so far, as the form holds them (text, team size included): every question optional,
 * nothing else accepted. Payment details (coupon, price) are never part of a draft.
 */
export const DraftAnswersSchema = z.strictObject(
  Object.fromEntries(FIELD_NAMES.map((name) => [name, answer])) as Record<
    ApplicationFieldName,
    typeof answer
  >,
);
export type DraftAnswers = z.infer<typeof DraftAnswersSchema>;

/** A resume link's token: what the link carries, nothing else. */
const TokenSchema = text().min(20, "This link is not valid").max(100, "This link is not valid");

/**
 * POST /api/application-drafts: "Save and continue later". Without a token a new draft is made;
 * with the token of an earlier save (kept by the browser) that draft is updated.
 */
export const DraftSaveSchema = z.strictObject({
  email: EmailSchema,
  step: z
    .number("Unknown step")
    .int("Unknown step")
    .min(1, "Unknown step")
    .max(DRAFT_REVIEW_STEP, "Unknown step"),
  answers: DraftAnswersSchema,
  token: TokenSchema.optional(),
  /** The language of the form it was saved from (English when absent); a draft keeps its first. */
  language: z.enum(LANGUAGES, "The language must be en or ar").optional(),
});
export type DraftSave = z.infer<typeof DraftSaveSchema>;

/**
 * The same save posted by /application's "Save and continue later" form to its page's action
 * (docs/decisions/076-route-forms.md): the API's fields and checks, the answers as fields named
 * `answers.<name>`; the form's other fields (its `intent`) are not part of the save.
 */
export const DraftSaveFormSchema = z.object(DraftSaveSchema.shape);

export const DraftSavedSchema = z.object({ token: z.string(), message: z.string() });
export type DraftSaved = z.infer<typeof DraftSavedSchema>;

/** POST /api/application-drafts/resume: the link's token. */
export const DraftResumeSchema = z.strictObject({ token: TokenSchema });

export const DraftSchema = z.object({
  email: z.string(),
  step: z.number().int(),
  answers: z.record(z.string(), z.string()),
  savedAt: z.iso.datetime(),
});
export type Draft = z.infer<typeof DraftSchema>;

/** GET /api/admin/draft-funnel: unfinished drafts by the screen they stopped on. */
export const DraftFunnelSchema = z.object({
  steps: z.array(z.object({ step: z.number().int(), name: z.string(), drafts: z.number().int() })),
  submitted: z.number().int(),
});
export type DraftFunnel = z.infer<typeof DraftFunnelSchema>;
