// Score calibration (docs/product.md, "Independent scorecards"): a reviewer who scores everything
// 4 and one who scores everything 2 may mean the same thing. Each scorecard's weighted total is
// also shown against its reviewer's own history of submitted totals, as a standard score:
// (total − their mean) / their standard deviation (the sample's, n − 1). "+1.0" reads "one of
// their usual steps above what they usually give". Too short or too flat a history has no
// standard score: the raw total stays the only figure.

/** A standard score needs at least this many submitted scorecards by the reviewer. */
export const CALIBRATION_MIN_SCORECARDS = 3;

/** The mean and sample standard deviation of a reviewer's totals; null below the minimum. */
export function scoringHistory(
  totals: readonly number[],
): { count: number; mean: number; deviation: number } | null {
  const count = totals.length;
  if (count < CALIBRATION_MIN_SCORECARDS) return null;
  const mean = totals.reduce((sum, total) => sum + total, 0) / count;
  const squares = totals.reduce((sum, total) => sum + (total - mean) ** 2, 0);
  return { count, mean, deviation: Math.sqrt(squares / (count - 1)) };
}

/** The total's standard score against the reviewer's history; null without one (or a flat one). */
export function calibratedTotal(total: number | null, history: readonly number[]): number | null {
  const stats = scoringHistory(history);
  if (total === null || !stats || stats.deviation < 1e-9) return null;
  return (total - stats.mean) / stats.deviation;
}

/** A standard score as the console writes it: signed, one decimal ("+1.2", "−0.4", "0.0"). */
export function formatCalibrated(value: number | null): string {
  if (value === null) return "—";
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return "0.0";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(1)}`;
}
