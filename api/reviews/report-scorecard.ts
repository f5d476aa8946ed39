import type { ReportScorecard } from "../../core/schemas/scorecard";
import { median, RED_FLAG_TOPIC, type Scores, spread, topicMedians } from "../../core/scorecard";
import type { Database } from "../db/client";
import type { AdminIdentity } from "../staff/staff-repository";
import { scorecardsOf } from "./scorecards-repository";
import { seesEveryScorecard } from "./visibility";

/**
 * The scorecard part of the report: each scored topic's median, the median weighted total, its
 * spread, the raised red flags with their notes, and how many reviewed. Null for a reviewer who
 * has not submitted their own scorecard of it (the same rule as the scorecards themselves).
 */
export async function reportScorecard(
  db: Database,
  applicationId: string,
  viewer: AdminIdentity,
): Promise<ReportScorecard | null> {
  const all = await scorecardsOf(db, applicationId);
  const submitted = all.filter((scorecard) => scorecard.submittedAt !== null);
  const mine = submitted.some((scorecard) => scorecard.reviewerId === viewer.id);
  if (!seesEveryScorecard(viewer) && !mine) return null;
  const totals = submitted.flatMap((scorecard) =>
    scorecard.weightedTotal === null ? [] : [scorecard.weightedTotal],
  );
  return {
    reviewers: submitted.length,
    weightedTotal: median(totals),
    spread: spread(totals),
    topics: topicMedians(submitted.map((scorecard) => scorecard.scores as Scores)),
    redFlags: submitted
      .filter((scorecard) => scorecard.redFlag)
      .map((scorecard) => ({
        reviewerName: scorecard.reviewerName,
        note: scorecard.notes[RED_FLAG_TOPIC] ?? "",
      })),
  };
}
