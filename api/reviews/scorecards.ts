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
import { calibratedTotal } from "../../core/scorecard-calibration";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../lib/http-error";
import type { AdminIdentity } from "../staff/staff-repository";
import { refuseWhenConflicted } from "./conflicts";
import {
  allSubmittedScores,
  insertRevision,
  latestRevisions,
  lockApplication,
  type StoredScorecard,
  scorecardsOf,
  storeMedians,
  storeReviewSummary,
  storeTotals,
  submittedTotals,
  totalsByReviewer,
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
 * Adds to an application's stored scorecards what the console shows beside them: each one's latest
 * change after seeing the others (with its total under today's weights) and its total against its
 * reviewer's own history (core/scorecard-calibration.ts).
 */
async function completed(
  db: Database,
  applicationId: string,
  cards: StoredScorecard[],
): Promise<Scorecard[]> {
  if (cards.length === 0) return [];
  const [revisions, histories, weights] = await Promise.all([
    latestRevisions(db, applicationId),
    totalsByReviewer(
      db,
      cards.map((card) => card.reviewerId),
    ),
    loadWeights(db),
  ]);
  return cards.map((card) => {
    const revision = revisions.get(card.reviewerId);
    return {
      ...card,
      revision: revision
        ? {
            ...revision,
            weightedTotal: weightedTotal(revision.scores as Scores, weights),
            submittedAt: revision.submittedAt.toISOString(),
          }
        : null,
      calibrated: card.submittedAt
        ? calibratedTotal(card.weightedTotal, histories.get(card.reviewerId) ?? [])
        : null,
    };
  });
}

/**
 * Saves the reviewer's scorecard: a draft, or submitted (every scored topic scored, a raised red flag
 * described). Submitting stores its weighted total and the application's review count and median,
 * under a lock on the application so two reviewers submitting at once both count. A submitted
 * scorecard may be submitted again with changes, not turned back into a draft.
 *
 * Independence (docs/product.md, "Independent scorecards"): once the reviewer could see the others'
 * scores (their own was submitted and another one is in), a change is kept as a revision, "changed
 * after seeing others", and the first version stays the one the median, the memo and the
 * calibration read. A first submission made while seeing the others (an admin, who sees every
 * scorecard) is marked not independent and does not count toward a decision.
 */
export async function saveScorecard(
  db: Database,
  applicationId: string,
  reviewer: AdminIdentity,
  input: ScorecardInput,
  now = new Date(),
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
    const cards = await scorecardsOf(tx, applicationId);
    const current = cards.find((scorecard) => scorecard.reviewerId === reviewer.id);
    const othersIn = cards.some(
      (scorecard) => scorecard.reviewerId !== reviewer.id && scorecard.submittedAt !== null,
    );
    if (!input.submit && current?.submittedAt) {
      throw new HttpError(409, "This scorecard is submitted: submit it again to change it.");
    }
    const key = { applicationId, reviewerId: reviewer.id };
    const values = { scores: scores as Record<string, number>, notes, redFlag: input.redFlag };
    if (current?.submittedAt && othersIn) {
      await insertRevision(tx, key, { ...values, submittedAt: now });
      return;
    }
    const weights = await loadWeights(tx);
    await upsertScorecard(tx, key, {
      ...values,
      weightedTotal: weightedTotal(scores, weights),
      submittedAt: input.submit ? now : null,
      independent: current?.submittedAt
        ? current.independent
        : !(seesEveryScorecard(reviewer) && othersIn),
    });
    if (input.submit) {
      const totals = await submittedTotals(tx, applicationId);
      await storeReviewSummary(tx, applicationId, {
        reviews: totals.length,
        median: median(totals),
      });
    }
  });
  const all = await scorecardsOf(db, applicationId);
  const [saved] = await completed(
    db,
    applicationId,
    all.filter((scorecard) => scorecard.reviewerId === reviewer.id),
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
  const stored = await scorecardsOf(db, applicationId);
  const storedMine = stored.find((scorecard) => scorecard.reviewerId === viewer.id);
  const hidden = !seesEveryScorecard(viewer) && !storedMine?.submittedAt;
  const shown = hidden ? stored.filter((scorecard) => scorecard === storedMine) : stored;
  const all = await completed(db, applicationId, shown);
  const mine = all.find((scorecard) => scorecard.reviewerId === viewer.id) ?? null;
  const submitted = stored.filter((scorecard) => scorecard.submittedAt !== null);
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
    scorecards: hidden ? [] : all.filter((scorecard) => scorecard.submittedAt !== null),
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
