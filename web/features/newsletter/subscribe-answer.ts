import { msg } from "@lingui/core/macro";
import { toast } from "../../components/ui/toast";
import { i18nOrAny } from "../../i18n/catalogues";
import { serverMessage } from "../../i18n/field-errors";
import { localeOf } from "../../i18n/locales";
import type { FormActionData, FormFailure } from "../../lib/form-action";

/** What the newsletter page's action answered a signup; `toasted` once the browser said it. */
export type SubscribeAnswer = (FormActionData | FormFailure) & { toasted?: boolean };

export const SUBSCRIBED = msg`Subscribed`;
/** What a new subscriber does next: confirm from the mail (docs/decisions/047-mailing-list.md). */
export const CHECK_INBOX = msg`Check your inbox to confirm`;

/**
 * The spec's toasts for a signup (docs/product.md, section 9.2): 'Subscribed', else the server's
 * message, else 'Subscription Failed', else the network's text; in the page's language. In the
 * frame's catalogue: any page's signup form posts to the newsletter page's action.
 */
export function toastSubscribeAnswer(answer: FormActionData | FormFailure, pathname: string) {
  const i18n = i18nOrAny(localeOf(pathname));
  if (!("failure" in answer)) {
    if (answer.done) toast(i18n._(SUBSCRIBED), "success");
    return;
  }
  const text =
    answer.failure === "message"
      ? serverMessage(answer.message, i18n)
      : answer.failure === "network"
        ? i18n._(msg`An error occurred. Try again later.`)
        : i18n._(msg`Subscription Failed`);
  toast(text, "error");
}
