import { and, eq, isNull } from "drizzle-orm";
import { type DecisionKind, SCORECARDS_BEFORE_DECISION } from "../../core/decision-clock";
import type { DecisionReadiness } from "../../core/schemas/admin";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { HttpError } from "../lib/http-error";
import { scorecardsOf } from "../reviews/scorecards-repository";

// What a paid application needs before its decision mail goes (docs/product.md, "The decision
// clock"): two submitted scorecards. The console shows who scored and who has only started.

/** Who scored a paid application and who only started; null when nothing was paid (no rule). */
export async function decisionReadiness(
  db: Database,
  applicationId: string,
): Promise<DecisionReadiness | null> {
  const [row] = await db
    .select({ paidAt: applications.paidAt })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row?.paidAt) return null;
  const cards = await scorecardsOf(db, applicationId);
  return {
    needed: SCORECARDS_BEFORE_DECISION,
    scoredBy: cards.filter((card) => card.submittedAt).map((card) => card.reviewerName),
    startedBy: cards.filter((card) => !card.submittedAt).map((card) => card.reviewerName),
  };
}

/** What is missing, in a sentence; null when the decision may go. */
export function missingScorecards(readiness: DecisionReadiness | null): string | null {
  if (!readiness || readiness.scoredBy.length >= readiness.needed) return null;
  const more = readiness.needed - readiness.scoredBy.length;
  const scored =
    readiness.scoredBy.length > 0
      ? `Scored by ${readiness.scoredBy.join(", ")}.`
      : "Nobody has scored it yet.";
  const started =
    readiness.startedBy.length > 0
      ? ` Started, not submitted: ${readiness.startedBy.join(", ")}.`
      : "";
  return `The decision can be sent once ${readiness.needed} reviewers have scored this application: ${more} more ${more === 1 ? "scorecard is" : "scorecards are"} missing. ${scored}${started}`;
}

/** Refuses (409) a decision mail for a paid application with fewer than two scorecards. */
export async function refuseDecisionBeforeScorecards(db: Database, applicationId: string) {
  const missing = missingScorecards(await decisionReadiness(db, applicationId));
  if (missing) throw new HttpError(409, missing);
}

/** The decision mail went: the clock stops at its first one, which also gives the decision. */
export async function markDecisionSent(
  db: Database,
  applicationId: string,
  at: Date,
  decision: DecisionKind,
) {
  await db
    .update(applications)
    .set({ decisionSentAt: at, decision })
    .where(and(eq(applications.id, applicationId), isNull(applications.decisionSentAt)));
}
