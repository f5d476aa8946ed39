import { msg } from "@lingui/core/macro";
import { type FormAnswerTexts, toastFormAnswer } from "../../components/ui/toast-form-answer";
import type { FormActionData, FormFailure } from "../../lib/form-action";

export const SUBSCRIBED = msg`Subscribed`;
/** What a new subscriber does next: confirm from the mail (docs/decisions/047-mailing-list.md). */
export const CHECK_INBOX = msg`Check your inbox to confirm`;

/** The spec's texts for a signup (docs/product.md, section 9.2). */
const SUBSCRIBE_TEXTS: FormAnswerTexts = {
  done: SUBSCRIBED,
  fallback: msg`Subscription Failed`,
  network: msg`An error occurred. Try again later.`,
};

/**
 * A signup's outcome in a toast, in the page's language. In the frame's catalogue: any page's
 * signup form posts to the newsletter page's action.
 */
export const toastSubscribeAnswer = (answer: FormActionData | FormFailure, pathname: string) =>
  toastFormAnswer(answer, pathname, SUBSCRIBE_TEXTS);
