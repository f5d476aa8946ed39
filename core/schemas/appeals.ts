import { APPEAL_OUTCOMES, APPEAL_RECOMMENDATIONS } from "../constants";
import { LANGUAGES } from "../languages";
import { requiredMultilineText } from "./common";
import { z } from "./zod";

// Appeals (docs/product.md, "An appeal"; docs/decisions/084-appeals.md): the founder's reason,
// the appeal reviewer's recommendation, the admin's outcome, and what each side reads of it.

/** The longest reason a founder gives, and the longest note or outcome staff write. */
export const APPEAL_REASON_MAX = 2000;
export const APPEAL_NOTE_MAX = 2000;

/** POST /api/my-application/appeal, and the founder page's form (its `intent` beside it). */
export const AppealRequestSchema = z.strictObject({
  reason: requiredMultilineText(APPEAL_REASON_MAX),
});
export type AppealRequest = z.infer<typeof AppealRequestSchema>;
export const AppealFormSchema = z.object({ reason: requiredMultilineText(APPEAL_REASON_MAX) });

/** What the founder's page shows of the appeal: null without a decline to appeal, or an appeal. */
export const FounderAppealSchema = z.object({
  /** Until when the founder may appeal; null when they may not (any more). */
  openUntil: z.iso.datetime().nullable(),
  receivedAt: z.iso.datetime().nullable(),
  reason: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  outcome: z.enum(APPEAL_OUTCOMES).nullable(),
  /** The admin's words to the founder, as the mail said them. */
  outcomeText: z.string().nullable(),
});
export type FounderAppeal = z.infer<typeof FounderAppealSchema>;

/** PUT /api/admin/applications/:id/appeal/recommendation: the appeal reviewer's view. */
export const AppealRecommendationInputSchema = z.strictObject({
  recommendation: z.enum(APPEAL_RECOMMENDATIONS, {
    error: () => "Choose to uphold the decline or to reconsider",
  }),
  note: requiredMultilineText(APPEAL_NOTE_MAX),
});
export type AppealRecommendationInput = z.infer<typeof AppealRecommendationInputSchema>;

/** PUT /api/admin/applications/:id/appeal/decision: the admin's outcome, with the founder's text. */
export const AppealDecisionInputSchema = z.strictObject({
  outcome: z.enum(APPEAL_OUTCOMES, { error: () => "Choose upheld or overturned" }),
  text: requiredMultilineText(APPEAL_NOTE_MAX),
});
export type AppealDecisionInput = z.infer<typeof AppealDecisionInputSchema>;

/** The console's two forms, as they post (a hidden `intent` names each). */
export const APPEAL_INTENTS = ["appeal-recommend", "appeal-decide"] as const;
export const AppealRecommendationFormSchema = AppealRecommendationInputSchema.extend({
  intent: z.literal("appeal-recommend"),
});
export const AppealDecisionFormSchema = AppealDecisionInputSchema.extend({
  intent: z.literal("appeal-decide"),
});

/** GET /api/admin/applications/:id/appeal: the appeal, and what the asker may do with it. */
export const AppealSchema = z.object({
  receivedAt: z.iso.datetime(),
  reason: z.string(),
  /** The founder's language: the outcome goes to them in it. */
  language: z.enum(LANGUAGES),
  /** The admin's target: the end of the 10th business day after it came. */
  dueAt: z.iso.datetime(),
  overdue: z.boolean(),
  /** Null while no reviewer without a conflict, who has not scored it, could be found. */
  reviewer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  recommendation: z
    .object({
      recommendation: z.enum(APPEAL_RECOMMENDATIONS),
      note: z.string(),
      at: z.iso.datetime(),
    })
    .nullable(),
  decision: z
    .object({
      outcome: z.enum(APPEAL_OUTCOMES),
      text: z.string(),
      by: z.string(),
      at: z.iso.datetime(),
    })
    .nullable(),
});
export type Appeal = z.infer<typeof AppealSchema>;

export const AppealViewSchema = z.object({
  appeal: AppealSchema.nullable(),
  /** The assigned reviewer, until the admin decides. */
  canRecommend: z.boolean(),
  /** An admin, until decided. */
  canDecide: z.boolean(),
});
export type AppealView = z.infer<typeof AppealViewSchema>;

/** One open appeal as the review queue lists it (GET /api/admin/appeals/open). */
export const OpenAppealSchema = z.object({
  /** The application: its record holds the appeal. */
  applicationId: z.uuid(),
  startupName: z.string(),
  receivedAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  overdue: z.boolean(),
  /** The reviewer's name; null while it waits for one. */
  reviewer: z.string().nullable(),
  /** The reviewer has recommended: it waits for the admin's decision. */
  recommended: z.boolean(),
});
export type OpenAppeal = z.infer<typeof OpenAppealSchema>;

/**
 * The open appeals the asker acts on, soonest due first: a reviewer's own, to recommend on; every
 * open one for an admin, to decide.
 */
export const OpenAppealsSchema = z.object({ items: z.array(OpenAppealSchema) });
export type OpenAppeals = z.infer<typeof OpenAppealsSchema>;

/** The console's count of appeals (Insights), over all time. */
export const AppealCountsSchema = z.object({
  received: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
  unassigned: z.number().int().nonnegative(),
  upheld: z.number().int().nonnegative(),
  overturned: z.number().int().nonnegative(),
  /** The median of calendar days from receipt to decision; null before any decision. */
  medianDaysToDecide: z.number().nonnegative().nullable(),
});
export type AppealCounts = z.infer<typeof AppealCountsSchema>;
