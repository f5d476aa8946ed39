import { CURRENCIES } from "./currencies";

// The lists and words of a firm's answer on a shared deal, its engagement and the syndication
// board, without zod so the deal room's page carries none
// (docs/decisions/062-deal-answers-and-engagement.md); their rules are core/schemas/deal-answer.ts.

/** The answers a firm may give, in the order the deal room offers them. */
export const DEAL_ANSWER_KINDS = [
  "interested",
  "pass",
  "soft-circle",
  "hard-circle",
  "introduction",
] as const;
export type DealAnswerKind = (typeof DEAL_ANSWER_KINDS)[number];

export const DEAL_ANSWER_LABELS: Record<DealAnswerKind, string> = {
  interested: "Interested",
  pass: "Pass",
  "soft-circle": "Soft circle",
  "hard-circle": "Hard circle",
  introduction: "Request an introduction",
};

/** Why a firm passes: the reasons co-investors give most, and "Other" with the note. */
export const PASS_REASONS = [
  "Outside our thesis",
  "Too early for us",
  "Valuation too high",
  "Market too small",
  "Competition",
  "Team",
  "Not enough traction yet",
  "No capacity in the fund now",
  "Conflict with a portfolio company",
  "Other",
] as const;

/** The currencies of a commitment: the firms' cheque currencies (the valuation calculator's list). */
export const ANSWER_CURRENCIES = CURRENCIES;
export type AnswerCurrency = (typeof ANSWER_CURRENCIES)[number];

export const ANSWER_NOTE_MAX = 1000;
export const ANSWER_CONDITIONS_MAX = 2000;

/** The memo's sections, as the deal room marks them for the tracker. */
export const MEMO_SECTIONS = [
  "summary",
  "risks",
  "proposed-terms",
  "round-size",
  "scores",
  "red-flags",
] as const;
export type MemoSection = (typeof MEMO_SECTIONS)[number];
export const MEMO_SECTION_LABELS: Record<MemoSection, string> = {
  summary: "Summary",
  risks: "Risks",
  "proposed-terms": "Proposed terms",
  "round-size": "Round size",
  scores: "Scores",
  "red-flags": "Red flags",
};

export const ENGAGEMENT_EVENTS_MAX = 50;
/** The longest stretch one event may carry: a batch goes at least this often from an open page. */
export const ENGAGEMENT_SECONDS_MAX = 300;
export const DECK_PAGES_MAX = 1000;

export const BOARD_COLUMNS = [
  "Not opened",
  "Opened",
  "No answer by the date",
  "Interested",
  "Soft",
  "Hard",
  "Passed",
] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** The answers that are a circle: the founder's "circled". */
export const CIRCLE_KINDS: readonly DealAnswerKind[] = ["soft-circle", "hard-circle"];

/** How far the report went, as the founder's page says it (web/features/founder/reach-section.tsx). */
export const reachLine = (reach: {
  firms: number;
  opened: number;
  answered: number;
  circled: number;
}) =>
  `Sent to ${reach.firms} ${reach.firms === 1 ? "firm" : "firms"} · opened by ${reach.opened} · answered by ${reach.answered} · circled ${reach.circled}`;
