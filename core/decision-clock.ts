// The decision clock of a paid application (docs/product.md, "The decision clock"): business days
// (core/business-days.ts) from the payment to the decision mail, in total and in the founder's
// current stage, against the firm's target. The API counts the days in SQL over the same calendar
// (api/calendar/business-days-sql.ts); this module names the figures and the target, and
// core/schemas/decision-clock.ts their shapes.

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

/** Past the target: more business days than the target, and no decision sent yet. */
export const isOverdue = (clock: {
  daysTotal: number;
  targetDays: number;
  decidedAt: string | null;
}) => clock.decidedAt === null && clock.daysTotal > clock.targetDays;

/**
 * Whose scorecards a paid application's decision waits on, in sentences, as the API's refusal and
 * the console's note both say it: "Scored by Rana Aziz. Not counted: Omar Said (a conflict of
 * interest). Started, not submitted: Sami Nasser."
 */
export function scorecardsSoFar(readiness: {
  scoredBy: readonly string[];
  startedBy: readonly string[];
  notCounted: readonly { name: string; reason: string }[];
}): string {
  const scored =
    readiness.scoredBy.length > 0
      ? `Scored by ${readiness.scoredBy.join(", ")}.`
      : "Nobody has scored it yet.";
  const notCounted = readiness.notCounted
    .map(({ name, reason }) => ` Not counted: ${name} (${reason}).`)
    .join("");
  const started =
    readiness.startedBy.length > 0
      ? ` Started, not submitted: ${readiness.startedBy.join(", ")}.`
      : "";
  return `${scored}${notCounted}${started}`;
}
