import { type BusinessCalendar, businessDeadline } from "./business-days";
import { APPEAL_DECISION_TARGET_DAYS, APPEAL_WINDOW_DAYS } from "./constants";

// Appeals (docs/decisions/084-appeals.md): who may appeal and until when, and when the admin's
// answer is due. The API decides with these; the founder's page shows what they give.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The founder's words when an appeal is refused, keyed for the page's catalogue. */
export const APPEAL_NOT_DECLINED = "Only a declined application can be appealed.";
export const APPEAL_ALREADY_MADE =
  "You have already appealed this decision: an appeal is made once.";
export const APPEAL_TOO_LATE = `The ${APPEAL_WINDOW_DAYS} days to appeal this decision have passed.`;

/** The instant the appeal window closes: 30 days (of 24 hours) after the decline mail went. */
export const appealClosesAt = (declinedAt: Date) =>
  new Date(declinedAt.getTime() + APPEAL_WINDOW_DAYS * DAY_MS);

export type AppealStanding = {
  /** The decision the decision mail gave (core/decision-clock.ts DECISION_KINDS), if it went. */
  decision: string | null;
  decisionSentAt: Date | null;
  /** Whether the founder appealed already. */
  appealed: boolean;
};

/** Why the founder may not appeal now, in their words; null when they may. */
export function appealRefusal(standing: AppealStanding, now: Date): string | null {
  if (standing.appealed) return APPEAL_ALREADY_MADE;
  if (standing.decision !== "declined" || !standing.decisionSentAt) return APPEAL_NOT_DECLINED;
  return now < appealClosesAt(standing.decisionSentAt) ? null : APPEAL_TOO_LATE;
}

/** Until when the founder may appeal, or null when they may not (now or ever). */
export const appealOpenUntil = (standing: AppealStanding, now: Date): Date | null =>
  appealRefusal(standing, now) === null && standing.decisionSentAt
    ? appealClosesAt(standing.decisionSentAt)
    : null;

/** When the admin's decision is due: the end of the 10th business day after the appeal came. */
export const appealDueAt = (calendar: BusinessCalendar, receivedAt: Date) =>
  businessDeadline(calendar, receivedAt, APPEAL_DECISION_TARGET_DAYS);
