import type { APPLICATION_STATUSES } from "./constants";

/**
 * What a founder sees of their application's progress, in plain words: four stages in order. Staff
 * statuses map onto them (never the evaluation, notes or scores behind them).
 */
export const FOUNDER_STAGES = [
  "Received",
  "Under review",
  "Pitch scheduled",
  "Decision made",
] as const;
export type FounderStage = (typeof FOUNDER_STAGES)[number];

/**
 * Pending: just received. In Discussion: the team is discussing it. Scheduled: a pitch is booked.
 * Resolved: staff submitted their evaluation, so a decision has been taken (the founder hears it
 * from us, not from this page).
 */
const STAGE_OF_STATUS: Record<(typeof APPLICATION_STATUSES)[number], FounderStage> = {
  Pending: "Received",
  "In Discussion": "Under review",
  Scheduled: "Pitch scheduled",
  Resolved: "Decision made",
};

export const founderStageOf = (status: (typeof APPLICATION_STATUSES)[number]): FounderStage =>
  STAGE_OF_STATUS[status];

/** Where a stage stands in the order: 0 for Received, 3 for Decision made. */
export const founderStageRank = (stage: FounderStage) => FOUNDER_STAGES.indexOf(stage);

/**
 * The stage after a status change: the founder's page never goes back (docs/decisions/
 * 054-undo.md, "the stage"). Staff move statuses freely (In Discussion after a booked pitch, Pending
 * after a founder cancels), but what the founder was told has happened stays told; only an undo,
 * within seconds, puts back the stage as it was.
 */
export function nextFounderStage(
  current: FounderStage,
  status: (typeof APPLICATION_STATUSES)[number],
): FounderStage {
  const reached = founderStageOf(status);
  return founderStageRank(reached) > founderStageRank(current) ? reached : current;
}

/** One sentence per stage, under the progress on the founder's page. */
export const FOUNDER_STAGE_TEXT: Record<FounderStage, string> = {
  Received: "We have your application and your fee. An analyst will pick it up shortly.",
  "Under review": "Our analysts are reviewing your application and discussing it as a team.",
  "Pitch scheduled":
    "Your pitch with one of our representatives is scheduled. Bring your deck and your numbers.",
  "Decision made":
    "The team has reached a decision on your application. We will write to you with it.",
};

/**
 * The stage the founder's page shows: a deal our analysts shared with affiliated firms has been
 * reviewed, so it is at least "Under review", whatever the status says (the reach line sits under
 * that stage; docs/product.md, the founder's page).
 */
export const founderStageShown = (stage: FounderStage, shared: boolean): FounderStage =>
  shared && founderStageRank(stage) < founderStageRank("Under review") ? "Under review" : stage;
