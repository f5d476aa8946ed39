import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatAmount } from "../../../core/currencies";
import type { DealAnswerKind } from "../../../core/deal-answers";
import type { DealLinkEnding } from "../../../core/deal-links";
import { DEAL_MEMO_SECTIONS, type DealMemoSection } from "../../../core/deal-memo-sections";
import type { DealAnswer } from "../../../core/schemas/deal-answer";
import type { QuestionTarget } from "../../../core/schemas/deal-questions";
import type { EVALUATION_TOPICS } from "../../../core/scorecard";
import { LOCALE_INFO, type Locale } from "../../i18n/locales";

// The deal room's words that come from core (the answers, the reasons to pass, the memo's parts,
// the scorecard's topics, the ended link's headings) and its dates, in the room's language
// (docs/decisions/088-deal-room-in-arabic.md). The core lists stay one, in English: they are what
// the API takes and stores; the room shows each by its key.

const ANSWER_LABELS: Record<DealAnswerKind, MessageDescriptor> = {
  interested: msg`Interested`,
  pass: msg`Pass`,
  "soft-circle": msg`Soft circle`,
  "hard-circle": msg`Hard circle`,
  introduction: msg`Request an introduction`,
};
export const answerLabel = (kind: DealAnswerKind, i18n: I18n) => i18n._(ANSWER_LABELS[kind]);

const PASS_REASON_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  "Outside our thesis": msg`Outside our thesis`,
  "Too early for us": msg`Too early for us`,
  "Valuation too high": msg`Valuation too high`,
  "Market too small": msg`Market too small`,
  Competition: msg`Competition`,
  Team: msg`Team`,
  "Not enough traction yet": msg`Not enough traction yet`,
  "No capacity in the fund now": msg`No capacity in the fund now`,
  "Conflict with a portfolio company": msg`Conflict with a portfolio company`,
  Other: msg({ message: "Other", context: "a reason to pass on a deal" }),
};
/** A reason to pass in the room's language; one not listed as stored. */
export const passReasonLabel = (reason: string, i18n: I18n) => {
  const known = PASS_REASON_LABELS[reason];
  return known ? i18n._(known) : reason;
};

const SECTION_LABELS: Record<DealMemoSection, MessageDescriptor> = {
  summary: msg`Summary`,
  risks: msg`Risks`,
  "proposed-terms": msg`Proposed terms`,
  "round-size": msg`Round size`,
  scores: msg`Our reviewers' scores`,
  "red-flags": msg`Red flags`,
};
export const sectionLabel = (section: DealMemoSection, i18n: I18n) =>
  i18n._(SECTION_LABELS[section]);
export const MEMO_PARTS = DEAL_MEMO_SECTIONS.map((section) => section.id);

/** How a question's part reads: "Risks", "Deck page 4" (core's `targetLabel`, in the room's language). */
export const targetText = (target: QuestionTarget, i18n: I18n) =>
  target.kind === "deck"
    ? i18n._(msg`Deck page ${target.page}`)
    : sectionLabel(target.section, i18n);

const TOPIC_LABELS: Record<(typeof EVALUATION_TOPICS)[number], MessageDescriptor> = {
  "Founders and Their Background": msg`Founders and Their Background`,
  "Team Structure and Capabilities": msg`Team Structure and Capabilities`,
  "Problem Definition and Relevance": msg`Problem Definition and Relevance`,
  "Solution and Value Proposition": msg`Solution and Value Proposition`,
  "Business Model, Revenue Streams and Pivot Plans": msg`Business Model, Revenue Streams and Pivot Plans`,
  "Market Size and Opportunity": msg`Market Size and Opportunity`,
  "Traction and Achieved Progress": msg`Traction and Achieved Progress`,
  "Financial Health and Capital Efficiency": msg`Financial Health and Capital Efficiency`,
  "Competitive Landscape and Differentiation": msg`Competitive Landscape and Differentiation`,
  "Scalability and Growth Potential": msg`Scalability and Growth Potential`,
  "Resilience and Proof of Adaptability": msg`Resilience and Proof of Adaptability`,
  "Funding History and Utilization": msg`Funding History and Utilization`,
  "Anomalies or Red Flags": msg`Anomalies or Red Flags`,
};
/** A scorecard topic in the room's language. */
export const topicLabel = (topic: string, i18n: I18n) => {
  const known = TOPIC_LABELS[topic as (typeof EVALUATION_TOPICS)[number]];
  return known ? i18n._(known) : topic;
};

const ENDING_HEADINGS: Record<DealLinkEnding, MessageDescriptor> = {
  expired: msg`This link has expired`,
  revoked: msg`This link was withdrawn`,
  unshared: msg`This deal is no longer shared with your firm`,
};
export const endingHeading = (ending: DealLinkEnding, i18n: I18n) =>
  i18n._(ENDING_HEADINGS[ending]);

/** A whole number as the room writes it: 250,000 in both languages (Western digits, ar-AE). */
export const roomNumber = (value: number, locale: Locale) =>
  value.toLocaleString(LOCALE_INFO[locale].intl);

/** "USD 250,000": an amount on the deal, as the console and the mails write it, in the reader's locale. */
export const roomAmount = (currency: string, amount: number, locale: Locale) =>
  formatAmount(currency, amount, LOCALE_INFO[locale].intl);

/** "27 Nov 2026, 14:30": an instant in the reader's own time. */
export const roomInstant = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(LOCALE_INFO[locale].intl, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

/** An answer in words: "Soft circle: USD 250,000". */
export function answerInWords(
  answer: Pick<DealAnswer, "kind" | "amount" | "currency" | "passReason">,
  i18n: I18n,
  locale: Locale,
) {
  const label = answerLabel(answer.kind, i18n);
  if (answer.amount !== null && answer.currency) {
    return `${label}: ${roomAmount(answer.currency, answer.amount, locale)}`;
  }
  return answer.passReason ? `${label}: ${passReasonLabel(answer.passReason, i18n)}` : label;
}
