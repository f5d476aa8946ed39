import { and, eq, isNull } from "drizzle-orm";
import {
  type DecisionKind,
  SCORECARDS_BEFORE_DECISION,
  scorecardsSoFar,
} from "../../core/decision-clock";
import type { DecisionReadiness } from "../../core/schemas/admin";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { HttpError } from "../lib/http-error";
import { conflictWith } from "../reviews/conflicts";
import { scorecardsOf } from "../reviews/scorecards-repository";

// What a paid application needs before its decision mail goes (docs/product.md, "The decision
// clock" and "Independent scorecards"): two submitted scorecards by reviewers without a conflict
// of interest, each scored without seeing the others' scores. The console shows who scored, whose
// scorecard does not count and why, and who has only started.

export const NOT_COUNTED_CONFLICT = "a conflict of interest";
export const NOT_COUNTED_SEEN = "scored after seeing the others' scores";

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
  const submitted = await Promise.all(
    cards
      .filter((card) => card.submittedAt)
      .map(async (card) => ({
        name: card.reviewerName,
        reason: (await conflictWith(db, card.reviewerId, applicationId))
          ? NOT_COUNTED_CONFLICT
          : card.independent
            ? null
            : NOT_COUNTED_SEEN,
      })),
  );
  return {
    needed: SCORECARDS_BEFORE_DECISION,
    scoredBy: submitted.filter((card) => card.reason === null).map((card) => card.name),
    startedBy: cards.filter((card) => !card.submittedAt).map((card) => card.reviewerName),
    notCounted: submitted.flatMap(({ name, reason }) => (reason ? [{ name, reason }] : [])),
  };
}

/** What is missing, in a sentence; null when the decision may go. */
export function missingScorecards(readiness: DecisionReadiness | null): string | null {
  if (!readiness || readiness.scoredBy.length >= readiness.needed) return null;
  const more = readiness.needed - readiness.scoredBy.length;
  return `The decision can be sent once ${readiness.needed} reviewers without a conflict of interest have scored this application independently: ${more} more ${more === 1 ? "scorecard is" : "scorecards are"} missing. ${scorecardsSoFar(readiness)}`;
}

/** Refuses (409) a decision mail for a paid application with fewer than two that count. */
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
