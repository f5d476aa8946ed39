import { FOUNDER_STAGES } from "./founder-stage";
import { z } from "./schemas/zod";

// The decision clock of a paid application (docs/product.md, "The decision clock"): business days
// (core/business-days.ts) from the payment to the decision mail, in total and in the founder's
// current stage, against the firm's target. The API counts the days in SQL over the same calendar
// (api/calendar/business-days-sql.ts); this module names the figures and the target.

/** The target a fresh firm starts with: a decision within 10 business days of the payment. */
export const DEFAULT_DECISION_TARGET_DAYS = 10;

/** The longest target the console accepts, in business days (a quarter's worth). */
export const MAX_DECISION_TARGET_DAYS = 65;

/** The least number of submitted scorecards a paid application needs before its decision mail. */
export const SCORECARDS_BEFORE_DECISION = 2;

/** The decision mails: sending one stops the clock. */
export const DECISION_KINDS = ["accepted", "declined"] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];
export const isDecisionKind = (kind: string): kind is DecisionKind =>
  DECISION_KINDS.some((decision) => decision === kind);

export const DecisionClockSchema = z.object({
  /** When the fee was paid: the clock starts. */
  paidAt: z.iso.datetime(),
  /** The founder's stage (core/founder-stage.ts) and since when. */
  stage: z.enum(FOUNDER_STAGES),
  stageSince: z.iso.datetime(),
  /** When the decision mail went: the clock stops (null while it runs). */
  decidedAt: z.iso.datetime().nullable(),
  /** Business days since the payment, up to the decision mail or today. */
  daysTotal: z.number().int().nonnegative(),
  /** Business days in the current stage, up to the decision mail or today. */
  daysInStage: z.number().int().nonnegative(),
  targetDays: z.number().int().positive(),
  /** Still undecided and past the target. */
  overdue: z.boolean(),
});
export type DecisionClock = z.infer<typeof DecisionClockSchema>;

/** Past the target: more business days than the target, and no decision sent yet. */
export const isOverdue = (clock: Pick<DecisionClock, "daysTotal" | "targetDays" | "decidedAt">) =>
  clock.decidedAt === null && clock.daysTotal > clock.targetDays;

/** The console's target form: the number of business days before an application is overdue. */
export const DecisionTargetSchema = z.object({
  decisionDays: z.coerce
    .number({ error: "Enter a number of business days" })
    .int("Enter a whole number of business days")
    .min(1, "The target is at least 1 business day")
    .max(
      MAX_DECISION_TARGET_DAYS,
      `The target is at most ${MAX_DECISION_TARGET_DAYS} business days`,
    ),
});
export type DecisionTarget = z.infer<typeof DecisionTargetSchema>;
