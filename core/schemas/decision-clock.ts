import { MAX_DECISION_TARGET_DAYS } from "../decision-clock";
import { FOUNDER_STAGES } from "../founder-stage";
import { z } from "./zod";

// The decision clock's shapes (core/decision-clock.ts): as the console and the founder's page read
// it, and the console's form for the firm's target.

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
