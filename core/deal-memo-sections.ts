// The memo's parts a firm's question can be about (docs/decisions/064-deal-questions.md). Outside
// core/schemas so that the deal room names them without loading a schema
// (docs/decisions/079-form-rules-on-first-use.md).

/** The memo's parts a question can be about, in the order the memo shows them. */
export const DEAL_MEMO_SECTIONS = [
  { id: "summary", label: "Summary" },
  { id: "risks", label: "Risks" },
  { id: "proposed-terms", label: "Proposed terms" },
  { id: "round-size", label: "Round size" },
  { id: "scores", label: "Our reviewers' scores" },
  { id: "red-flags", label: "Red flags" },
] as const;
export type DealMemoSection = (typeof DEAL_MEMO_SECTIONS)[number]["id"];
