import { wholePercent } from "../../core/percent";
import { flagReviewers } from "../../core/reviewer-flags";
import type { Insights } from "../../core/schemas/insights";
import type { Database } from "../db/client";
import { dealCurves } from "./deal-curves-repository";
import { decisionTimes } from "./decision-times-repository";
import { feesByMonth } from "./fees-repository";
import { firmAnswers } from "./firms-repository";
import { funnelByMonth } from "./funnel-repository";
import { type ReviewerRow, reviewerScoring } from "./reviewers-repository";

// The console's Insights screen (core/schemas/insights.ts): the firm's last 12 months up to `now`,
// each part counted by the database in a query of its own, the queries run side by side.

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** A reviewer's row as numbers (the driver gives some aggregates as text). */
const reviewerOf = (row: ReviewerRow) => ({
  name: row.name,
  scorecards: row.scorecards,
  medianDaysToScore: numberOrNull(row.medianDaysToScore),
  lowest: numberOrNull(row.lowest),
  highest: numberOrNull(row.highest),
  deviation: numberOrNull(row.deviation),
  mean: numberOrNull(row.mean),
});

export async function insights(db: Database, now: Date): Promise<Insights> {
  const [funnel, decisions, reviewers, firms, deals, fees] = await Promise.all([
    funnelByMonth(db, now),
    decisionTimes(db, now),
    reviewerScoring(db, now),
    firmAnswers(db, now),
    dealCurves(db, now),
    feesByMonth(db, now),
  ]);
  const months = funnel.map((row) => row.month);
  return {
    from: months[0] ?? "",
    to: months.at(-1) ?? "",
    funnel,
    decisionTimes: decisions,
    reviewers: flagReviewers(reviewers.map(reviewerOf)),
    firms: firms.map((firm) => ({
      ...firm,
      answerRatePercent: wholePercent(firm.answered, firm.due),
      medianDaysToAnswer: firm.medianDaysToAnswer === null ? null : Number(firm.medianDaysToAnswer),
      circled: firm.circled.map(({ currency, amount }) => ({ currency, amount: Number(amount) })),
    })),
    deals,
    fees: fees.map((row) => ({
      ...row,
      amount: Number(row.amount),
      discount: Number(row.discount),
    })),
  };
}
