import { DEAL_ANSWER_KINDS } from "../deal-answers";
import { z } from "./zod";

// The console's Insights screen (docs/product.md, "Insights"): the firm's numbers over the last
// 12 months, month by month in the firm's time zone (core/business-days.ts). Each part comes from
// the database in one query (api/insights/); the screen draws each as a chart with its data as a
// table and a CSV download (web/features/admin/insights/).

/** How many months the screen covers: this month and the 11 before it. */
export const INSIGHTS_MONTHS = 12;

/** A reviewer is flagged when, over at least this many scorecards, ... */
export const FLAT_REVIEWER_MIN_SCORECARDS = 5;
/** ... the standard deviation of their weighted totals is below this (on the 1–5 scale). */
export const FLAT_REVIEWER_MAX_DEVIATION = 0.25;
/**
 * A reviewer with at least FLAT_REVIEWER_MIN_SCORECARDS is also flagged when their mean total is
 * this far or more from the median of such reviewers' means (at least three of them: with two,
 * each is as far from the middle as the other).
 */
export const FAR_REVIEWER_MIN_DISTANCE = 1;
export const FAR_REVIEWER_MIN_REVIEWERS = 3;

/** A month as "2026-11", in the firm's time zone. */
const Month = z.string().regex(/^\d{4}-\d{2}$/);
const Count = z.number().int().nonnegative();

/** The funnel of one month: each step counted by when it happened in that month. */
export const FunnelMonthSchema = z.object({
  month: Month,
  /** Pitch leads, consultancy leads and funding interest received. */
  leads: Count,
  /** Applications started: saved drafts and applications that arrived without one. */
  started: Count,
  /** Applications paid. */
  paid: Count,
  /** Decision mails sent, by the decision. */
  accepted: Count,
  declined: Count,
});

/** The decisions sent in one month and their business days from payment (percentile_disc). */
export const DecisionMonthSchema = z.object({
  month: Month,
  decisions: Count,
  /** Null in a month without a decision. */
  medianDays: z.number().int().nullable(),
  p90Days: z.number().int().nullable(),
});

/** How many decisions of the 12 months took each number of business days (the last one "or more"). */
export const DecisionDaysBucketSchema = z.object({ days: Count, decisions: Count });
export const DECISION_DAYS_BUCKETS = 21;

export const DecisionTimesInsightSchema = z.object({
  months: z.array(DecisionMonthSchema),
  /** Buckets 0 to DECISION_DAYS_BUCKETS - 1; the last holds that many days or more. */
  distribution: z.array(DecisionDaysBucketSchema),
  medianDays: z.number().int().nullable(),
  p90Days: z.number().int().nullable(),
  /** Paid applications without a decision past the console's target now. */
  overdueNow: Count,
});

/** One staff member's scoring over the 12 months. */
export const ReviewerInsightSchema = z.object({
  name: z.string(),
  scorecards: Count,
  /** Business days from the application's payment to the scorecard's submission, the median. */
  medianDaysToScore: z.number().int().nullable(),
  /** Lowest and highest weighted total, and their standard deviation (null below two). */
  lowest: z.number().nullable(),
  highest: z.number().nullable(),
  deviation: z.number().nullable(),
  /** The mean of their weighted totals (null without one). */
  mean: z.number().nullable(),
  /** Scores that barely vary: FLAT_REVIEWER_* above. */
  flagged: z.boolean(),
  /** Scores far from the team's median: FAR_REVIEWER_* above. */
  far: z.boolean(),
});

/** One affiliated firm's answers on the deals shared with it in the 12 months. */
export const FirmInsightSchema = z.object({
  firmId: z.uuid(),
  name: z.string(),
  received: Count,
  opened: Count,
  answered: Count,
  /** Answered, or asked by a date that passed while shared: the firm's record's rule. */
  due: Count,
  /** Answered of due, in whole percent; null with none due. */
  answerRatePercent: z.number().int().nullable(),
  /** Business days from sharing to the first answer, the median (percentile_disc). */
  medianDaysToAnswer: z.number().int().nullable(),
  circles: Count,
  /** The soft and hard circles' amounts added up, per currency. */
  circled: z.array(z.object({ currency: z.string(), amount: Count })),
});

/** One deal's answers day by day against its respond-by date. */
export const DealCurveSchema = z.object({
  applicationId: z.uuid(),
  startupName: z.string(),
  firms: Count,
  /** Business days from the first share to the respond-by date; null when none was asked. */
  respondByDay: z.number().int().nullable(),
  /** The firms answered by each business day after the first share (cumulative, first answers). */
  curve: z.array(z.object({ day: Count, answered: Count, kind: z.enum(DEAL_ANSWER_KINDS) })),
});

/** The fees of one month, in paise. */
export const FeesMonthSchema = z.object({
  month: Month,
  paid: Count,
  /** What was paid, in paise. */
  amount: Count,
  /** Payments with a coupon, and what the coupons took off the list price, in paise. */
  discounted: Count,
  discount: Count,
});

export const InsightsSchema = z.object({
  /** The first month shown, and today's: the months between are the screen's. */
  from: Month,
  to: Month,
  funnel: z.array(FunnelMonthSchema),
  decisionTimes: DecisionTimesInsightSchema,
  reviewers: z.array(ReviewerInsightSchema),
  firms: z.array(FirmInsightSchema),
  deals: z.array(DealCurveSchema),
  fees: z.array(FeesMonthSchema),
});
export type Insights = z.infer<typeof InsightsSchema>;
export type FunnelMonth = z.infer<typeof FunnelMonthSchema>;
export type DecisionTimesInsight = z.infer<typeof DecisionTimesInsightSchema>;
export type ReviewerInsight = z.infer<typeof ReviewerInsightSchema>;
export type FirmInsight = z.infer<typeof FirmInsightSchema>;
export type DealCurve = z.infer<typeof DealCurveSchema>;
export type FeesMonth = z.infer<typeof FeesMonthSchema>;
