import type {
  ApplicationScorecards,
  Scorecard,
  ScorecardInput,
  ScorecardWeights,
} from "../../core/schemas/scorecard";
import {
  median,
  RED_FLAG_TOPIC,
  type Scores,
  spread,
  unscoredTopics,
  type Weights,
  weightedTotal,
} from "../../core/scorecard";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../lib/http-error";
import type { AdminIdentity } from "../staff/staff-repository";
import { refuseWhenConflicted } from "./conflicts";
import {
  allSubmittedScores,
  lockApplication,
  scorecardsOf,
  storeMedians,
  storeReviewSummary,
  storeTotals,
  submittedTotals,
  upsertScorecard,
} from "./scorecards-repository";
import { seesEveryScorecard } from "./visibility";
import { loadWeights, storeWeights } from "./weights-repository";

/** Blank notes are left out, as blank evaluation answers are. */
const written = (notes: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(notes).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );

/**
 * Saves the reviewer's scorecard: a draft, or submitted (every scored topic scored, a raised red flag
 * described). Submitting stores its weighted total and the application's review count and median,
 * under a lock on the application so two reviewers submitting at once both count. A submitted
 * scorecard may be submitted again with changes, not turned back into a draft.
 */
export async function saveScorecard(
  db: Database,
  applicationId: string,
  reviewer: AdminIdentity,
  input: ScorecardInput,
): Promise<Scorecard> {
  await refuseWhenConflicted(db, reviewer, applicationId);
  const scores = input.scores as Scores;
  const notes = written(input.notes);
  if (input.submit) {
    const missing = unscoredTopics(scores);
    if (missing.length > 0) {
      throw new HttpError(400, `Score every topic before submitting: ${missing.join(", ")}`);
    }
    if (input.redFlag && !notes[RED_FLAG_TOPIC]) {
      throw new HttpError(400, `Describe the red flag under "${RED_FLAG_TOPIC}"`);
    }
  }
  await db.transaction(async (tx) => {
    if (!(await lockApplication(tx, applicationId))) throw notFound("Application");
    const current = (await scorecardsOf(tx, applicationId)).find(
      (scorecard) => scorecard.reviewerId === reviewer.id,
    );
    if (!input.submit && current?.submittedAt) {
      throw new HttpError(409, "This scorecard is submitted: submit it again to change it.");
    }
    const weights = await loadWeights(tx);
    await upsertScorecard(
      tx,
      { applicationId, reviewerId: reviewer.id },
      {
        scores: scores as Record<string, number>,
        notes,
        redFlag: input.redFlag,
        weightedTotal: weightedTotal(scores, weights),
        submittedAt: input.submit ? new Date() : null,
      },
    );
    if (input.submit) {
      const totals = await submittedTotals(tx, applicationId);
      await storeReviewSummary(tx, applicationId, {
        reviews: totals.length,
        median: median(totals),
      });
    }
  });
  const saved = (await scorecardsOf(db, applicationId)).find(
    (scorecard) => scorecard.reviewerId === reviewer.id,
  );
  if (!saved) throw new Error("the scorecard just saved was not found");
  return saved;
}

/**
 * An application's scorecards as `viewer` may see them: always their own; the others', and the
 * summary, only once they submitted theirs, unless they oversee every scorecard (an admin).
 */
export async function scorecardsFor(
  db: Database,
  applicationId: string,
  viewer: AdminIdentity,
): Promise<ApplicationScorecards> {
  await refuseWhenConflicted(db, viewer, applicationId);
  const all = await scorecardsOf(db, applicationId);
  const mine = all.find((scorecard) => scorecard.reviewerId === viewer.id) ?? null;
  const submitted = all.filter((scorecard) => scorecard.submittedAt !== null);
  const hidden = !seesEveryScorecard(viewer) && !mine?.submittedAt;
  const totals = submitted.flatMap((scorecard) =>
    scorecard.weightedTotal === null ? [] : [scorecard.weightedTotal],
  );
  return {
    mine,
    reviews: submitted.length,
    hidden,
    summary: hidden
      ? null
      : { reviews: submitted.length, median: median(totals), spread: spread(totals) },
    scorecards: hidden ? [] : submitted,
  };
}

/**
 * Sets the weights, and recomputes every submitted scorecard's total and every reviewed
 * application's median with them, in one transaction: the list's order never mixes two weightings.
 * Weights change rarely; this reads every submitted scorecard once.
 */
export async function changeWeights(db: Database, change: ScorecardWeights): Promise<Weights> {
  return db.transaction(async (tx) => {
    const weights = { ...(await loadWeights(tx)), ...change.weights } as Weights;
    await storeWeights(tx, weights);
    const rows = await allSubmittedScores(tx);
    const totals = rows.map((row) => ({
      id: row.id,
      applicationId: row.applicationId,
      total: weightedTotal(row.scores as Scores, weights),
    }));
    const byApplication = new Map<string, number[]>();
    for (const { applicationId, total } of totals) {
      const list = byApplication.get(applicationId) ?? [];
      if (total !== null) list.push(total);
      byApplication.set(applicationId, list);
    }
    const medians = [...byApplication].map(([applicationId, values]) => ({
      applicationId,
      median: median(values),
    }));
    for (let start = 0; start < totals.length; start += BATCH) {
      await storeTotals(tx, totals.slice(start, start + BATCH));
    }
    for (let start = 0; start < medians.length; start += BATCH) {
      await storeMedians(tx, medians.slice(start, start + BATCH));
    }
    return weights;
  });
}

const BATCH = 1000;
