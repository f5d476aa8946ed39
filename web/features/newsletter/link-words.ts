import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LinkOutcome } from "./link-token";

/**
 * What the confirmation and unsubscribe pages may be told, by the server
 * (api/newsletter/subscriptions.ts, core/schemas/newsletter.ts) or by the page's own link handling
 * (web/features/newsletter/link-token.ts), as catalogue messages keyed by those English words: the
 * server stays in one language, and the page says its answer in its own (as web/i18n/field-errors.ts
 * does for the schemas). A message not listed is shown as it came.
 */
export const LINK_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  "Your subscription is confirmed.": msg`Your subscription is confirmed.`,
  "You are unsubscribed.": msg`You are unsubscribed.`,
  "You are subscribed.": msg`You are subscribed.`,
  "You are subscribed again.": msg`You are subscribed again.`,
  "This address cannot be subscribed again: mail to it was not delivered.": msg`This address cannot be subscribed again: mail to it was not delivered.`,
  "This link is not valid any more. Sign up again from the footer of any page.": msg`This link is not valid any more. Sign up again from the footer of any page.`,
  "This unsubscribe link is not valid. Nobody was unsubscribed: check that the whole link was opened.": msg`This unsubscribe link is not valid. Nobody was unsubscribed: check that the whole link was opened.`,
  "Token: This link is incomplete": msg`This link is incomplete.`,
  "Token: This link is not valid": msg`This link is not valid.`,
  "This link is incomplete: open it from the e-mail again.": msg`This link is incomplete: open it from the e-mail again.`,
  "We could not reach the server. Check your connection and open the link again.": msg`We could not reach the server. Check your connection and open the link again.`,
  "Subscribing again failed. Try again later.": msg`Subscribing again failed. Try again later.`,
  "We could not reach the server. Try again later.": msg`We could not reach the server. Try again later.`,
};

/** A message of the server or the link's handling in the page's language. */
export const linkWords = (i18n: I18n) => (text: string) => {
  const known = LINK_WORDS[text];
  return known ? i18n._(known) : text;
};

/** What a link's outcome says, in the page's language; the rest of it as it came. */
export function outcomeInLanguage(outcome: LinkOutcome, i18n: I18n): LinkOutcome {
  const say = linkWords(i18n);
  return outcome.kind === "failed"
    ? { ...outcome, message: say(outcome.message) }
    : { ...outcome, state: { ...outcome.state, message: say(outcome.state.message) } };
}
