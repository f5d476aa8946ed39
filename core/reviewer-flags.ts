import {
  FAR_REVIEWER_MIN_DISTANCE,
  FAR_REVIEWER_MIN_REVIEWERS,
  FLAT_REVIEWER_MAX_DEVIATION,
  FLAT_REVIEWER_MIN_SCORECARDS,
} from "./schemas/insights";
import { median } from "./scorecard";

// Insights' reviewer flags (docs/product.md, "Independent scorecards" and "Insights"): over
// enough scorecards, a reviewer whose totals barely vary, or whose mean total sits far from the
// team's median, is flagged for a look at their calibration.

type Scoring = { scorecards: number; deviation: number | null; mean: number | null };

export function flagReviewers<Row extends Scoring>(
  rows: readonly Row[],
): (Row & { flagged: boolean; far: boolean })[] {
  const established = rows.filter(
    (row) => row.scorecards >= FLAT_REVIEWER_MIN_SCORECARDS && row.mean !== null,
  );
  const teamMedian =
    established.length >= FAR_REVIEWER_MIN_REVIEWERS
      ? median(established.map((row) => row.mean as number))
      : null;
  return rows.map((row) => {
    const enough = row.scorecards >= FLAT_REVIEWER_MIN_SCORECARDS;
    return {
      ...row,
      flagged: enough && row.deviation !== null && row.deviation < FLAT_REVIEWER_MAX_DEVIATION,
      far:
        enough &&
        teamMedian !== null &&
        row.mean !== null &&
        Math.abs(row.mean - teamMedian) >= FAR_REVIEWER_MIN_DISTANCE,
    };
  });
}
