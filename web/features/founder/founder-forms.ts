import type { FormActionData, FormFailure } from "../../lib/form-action";

/**
 * The founder's page's forms post to its action (routes/my-application.tsx), each with a hidden
 * `intent` naming it (docs/decisions/076-route-forms.md).
 */
export const FOUNDER_INTENTS = {
  /** The private link pasted into the page, by a browser that runs no scripts (founder-page.tsx). */
  pastedLink: "pasted-link",
  /** "E-mail me my link", from this page or the thank-you page. */
  emailLink: "email-link",
  /** The pitch deck given as a link. */
  deckLink: "deck-link",
  /** The pitch slot booked, moved or cancelled (core/schemas/pitch-slot.ts). */
  book: "book",
  move: "move",
  cancel: "cancel",
  /** "Appeal the decision", once, within 30 days of a decline (docs/decisions/084-appeals.md). */
  appeal: "appeal",
} as const;

/**
 * What the action answered one of the page's forms, the form named by its `intent`, with what the
 * server said (`said`: the one answer to "E-mail me my link").
 */
export type FounderFormAnswer = { intent: string; said?: string } & (FormActionData | FormFailure);

/** The action's answer to a post of `intent`, if the last post was one. */
export const answerTo = (intent: string, answered: FounderFormAnswer | undefined) =>
  answered?.intent === intent ? answered : undefined;
