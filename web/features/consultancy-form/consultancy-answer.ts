import { msg } from "@lingui/core/macro";
import { CONSULTANCY_SUCCESS_TEXT } from "../../../core/questions/consultancy";
import { type FormActionData, isFailure, type PageFormAnswer } from "../../lib/form-action";

/** What the thank-you names: the business and the address the reply goes to (may be empty). */
export type ConsultancySent = { businessName: string; email: string };

/**
 * What the consultancy form's action answers (docs/decisions/076-route-forms.md): conform's reply
 * and, once the request is stored, what the thank-you names.
 */
export type ConsultancyActionData = FormActionData & { sent?: ConsultancySent };

/** The answer as the page reads it: the action's, or what kept the post from it. */
export type ConsultancyAnswer = PageFormAnswer & { sent?: ConsultancySent };

/** The fetcher the review's Submit posts through, read by the form to show the thank-you. */
export const CONSULTANCY_SEND = "consultancy-request";

/** The spec's alert text (core/questions/consultancy.ts), as the page's language says it. */
const SUCCESS = { [CONSULTANCY_SUCCESS_TEXT]: msg`Form submitted successfully!` } as const;
export const CONSULTANCY_SENT_TEXT = SUCCESS[CONSULTANCY_SUCCESS_TEXT];

export const CONSULTANCY_FAILURE_TEXTS = {
  fallback: msg`Your form could not be sent. Your answers are kept; please try again.`,
  network: msg`We could not reach our server. Your answers are kept in this browser; please try again.`,
};

/** What the thank-you names, once the request was stored. */
export const sentOf = (answer: ConsultancyAnswer | undefined): ConsultancySent | null =>
  answer && !isFailure(answer) && answer.done && answer.sent ? answer.sent : null;
