import {
  EVALUATION_TOPICS,
  SCORE_MAX,
  SCORE_MIN,
  SCORED_TOPICS,
  type ScoredTopic,
  unscoredTopics,
  WEIGHT_MAX,
} from "../scorecard";
import { LIMITS, optionalText, requiredMultilineText, text } from "./common";
import { z } from "./zod";

const note = () => text().trim().max(LIMITS.text, `Must be at most ${LIMITS.text} characters`);
const score = z
  .number("A score is a whole number from 0 to 5")
  .int("A score is a whole number from 0 to 5")
  .min(SCORE_MIN, "A score is a whole number from 0 to 5")
  .max(SCORE_MAX, "A score is a whole number from 0 to 5");

/** A scorecard as its reviewer writes it: scores of the twelve scored topics, a note per topic. */
export const ScorecardInputSchema = z.strictObject({
  scores: z.partialRecord(z.enum(SCORED_TOPICS, "Unknown scored topic"), score),
  /** The note of each of the 13 topics: the spec's answer for that topic. */
  notes: z.partialRecord(z.enum(EVALUATION_TOPICS, "Unknown evaluation topic"), note()),
  /** "Anomalies or Red Flags": raised or not; its note says what. */
  redFlag: z.boolean(),
  /** False keeps a draft; true submits (every scored topic needs a score). */
  submit: z.boolean(),
});
export type ScorecardInput = z.infer<typeof ScorecardInputSchema>;

/**
 * A field for each topic, named by it ("scores.Market Size and Opportunity"): a form posts its
 * fields by name, and conform reads them into an object, not a record.
 */
const perTopic = <Topic extends string, Schema extends z.ZodType>(
  topics: readonly Topic[],
  schema: Schema,
) => z.object(Object.fromEntries(topics.map((topic) => [topic, schema])) as Record<Topic, Schema>);

/**
 * What the console's scorecard form sends: its draft as it saves itself, its submit, and an
 * admin's "Submit evaluation" (its notes become the evaluation's answers). The intent is missing
 * only while the form checks itself as you type.
 */
export const SCORECARD_FORM_INTENTS = ["scorecard-draft", "scorecard-submit", "evaluate"] as const;
export const ScorecardFormSchema = z
  .object({
    intent: z.enum(SCORECARD_FORM_INTENTS).optional(),
    scores: perTopic(SCORED_TOPICS, score.optional()).default({}),
    notes: perTopic(EVALUATION_TOPICS, note().optional()).default({}),
    redFlag: z.boolean().default(false),
  })
  .superRefine(({ intent, scores }, context) => {
    if (intent !== "scorecard-submit") return;
    const missing = unscoredTopics(scores);
    // Under the first unscored topic, which takes the focus; the message names them all.
    if (missing.length > 0) {
      context.addIssue({
        code: "custom",
        path: ["scores", missing[0] as ScoredTopic],
        message: `Score every topic before submitting: ${missing.join(", ")}`,
      });
    }
  });

/** One reviewer's scorecard. */
export const ScorecardSchema = z.object({
  reviewerId: z.uuid(),
  reviewerName: z.string(),
  scores: z.record(z.string(), z.number()),
  notes: z.record(z.string(), z.string()),
  redFlag: z.boolean(),
  /** Σ wᵢ·sᵢ / Σ wᵢ on the 0–5 scale (core/scorecard.ts); null while a topic is unscored. */
  weightedTotal: z.number().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  /** Scored without seeing the others' scores; only these count toward a decision. */
  independent: z.boolean(),
  /**
   * The latest change made after the reviewer could see the others' scores, "changed after
   * seeing others"; the fields above stay the first submitted version, the one that counts.
   */
  revision: z
    .object({
      scores: z.record(z.string(), z.number()),
      notes: z.record(z.string(), z.string()),
      redFlag: z.boolean(),
      weightedTotal: z.number().nullable(),
      submittedAt: z.iso.datetime(),
    })
    .nullable(),
  /** The weighted total against the reviewer's own history (core/scorecard-calibration.ts). */
  calibrated: z.number().nullable(),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;
export type ScorecardRevision = NonNullable<Scorecard["revision"]>;

/** The submitted scorecards of an application, summed up. */
export const ReviewSummarySchema = z.object({
  reviews: z.number().int(),
  median: z.number().nullable(),
  spread: z.number().nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/**
 * GET /api/admin/applications/:id/scorecards: your own scorecard, and the others' with their
 * summary only once you may see them (`hidden` says why not: you have not submitted yours).
 */
export const ApplicationScorecardsSchema = z.object({
  mine: ScorecardSchema.nullable(),
  reviews: z.number().int(),
  hidden: z.boolean(),
  summary: ReviewSummarySchema.nullable(),
  scorecards: z.array(ScorecardSchema),
});
export type ApplicationScorecards = z.infer<typeof ApplicationScorecardsSchema>;

const weight = z
  .number("A weight is a whole number from 0 to 10")
  .int("A weight is a whole number from 0 to 10")
  .min(0, "A weight is a whole number from 0 to 10")
  .max(WEIGHT_MAX, "A weight is a whole number from 0 to 10");
const carriesWeight = (weights: Partial<Record<ScoredTopic, number>>) =>
  SCORED_TOPICS.some((topic) => (weights[topic] ?? 1) > 0);
const WEIGHTLESS = "At least one topic must carry weight";

/** The weight of each scored topic (default 1; 0 leaves the topic out of the total). */
export const ScorecardWeightsSchema = z
  .strictObject({ weights: z.partialRecord(z.enum(SCORED_TOPICS, "Unknown scored topic"), weight) })
  .refine(({ weights }) => carriesWeight(weights), WEIGHTLESS);
export type ScorecardWeights = z.infer<typeof ScorecardWeightsSchema>;

/** The console's weights form as it posts: a weight for every scored topic. */
export const ScorecardWeightsFormSchema = z
  .object({ weights: perTopic(SCORED_TOPICS, weight) })
  .refine(({ weights }) => carriesWeight(weights), WEIGHTLESS);

export const ScorecardWeightsResponseSchema = z.object({
  weights: z.record(z.string(), z.number()),
});

/** Skip an application in your queue, or declare a conflict of interest on it. */
export const REVIEW_SET_ASIDE = ["skip", "conflict"] as const;
/** The longest reason a reviewer gives for recusing themselves. */
export const RECUSAL_NOTE_MAX = 500;
export const SetAsideSchema = z.strictObject({
  applicationId: z.uuid("Unknown application"),
  reason: z.enum(REVIEW_SET_ASIDE, "Choose skip or conflict"),
  /** Why, for a conflict (a recusal): kept in the application's history. */
  note: optionalText(RECUSAL_NOTE_MAX).default(""),
});

/** The queue's recusal form, as posted: the reason, which may be left empty. */
export const RecusalFormSchema = z.object({
  note: optionalText(RECUSAL_NOTE_MAX).default(""),
});

/** GET /api/review-queue/next: what to review next, and how far you are. */
export const ReviewNextSchema = z.object({
  next: z.object({ _id: z.uuid(), startupName: z.string() }).nullable(),
  progress: z.object({
    reviewed: z.number().int(),
    total: z.number().int(),
    setAside: z.number().int(),
  }),
});
export type ReviewNext = z.infer<typeof ReviewNextSchema>;

/** An internal comment on an application: staff only, never on a founder's page. */
export const CommentInputSchema = z.strictObject({
  body: requiredMultilineText(LIMITS.text),
});
/** The thread's form, as it posts it: a blank comment asks for one first. */
export const CommentFormSchema = z.object({
  body: z.string("Write a comment first.").pipe(CommentInputSchema.shape.body),
});
export const CommentSchema = z.object({
  _id: z.uuid(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** The scorecard part of the report: what the reviewers concluded together. */
export const ReportScorecardSchema = z.object({
  reviewers: z.number().int(),
  weightedTotal: z.number().nullable(),
  spread: z.number().nullable(),
  topics: z.array(z.object({ topic: z.string(), median: z.number().nullable() })),
  redFlags: z.array(z.object({ reviewerName: z.string(), note: z.string() })),
});
export type ReportScorecard = z.infer<typeof ReportScorecardSchema>;
