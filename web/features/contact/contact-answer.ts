import { msg } from "@lingui/core/macro";
import { toast } from "../../components/ui/toast";
import { i18nOrAny } from "../../i18n/catalogues";
import { serverMessage } from "../../i18n/field-errors";
import { localeOf } from "../../i18n/locales";
import type { FormActionData, FormFailure } from "../../lib/form-action";

/** What the contact page's action answered; `toasted` once the browser said it in a toast. */
export type ContactAnswer = (FormActionData | FormFailure) & { toasted?: boolean };

export const MESSAGE_SENT = msg`Message Sent`;

/**
 * The spec's toasts for the contact form (docs/product.md, section 9.2): 'Message Sent', else the
 * server's message, else 'Failed to Send Message.', else the network's text; in the page's language.
 */
export function toastContactAnswer(answer: FormActionData | FormFailure, pathname: string) {
  const i18n = i18nOrAny(localeOf(pathname));
  if (!("failure" in answer)) {
    if (answer.done) toast(i18n._(MESSAGE_SENT), "success");
    return;
  }
  const text =
    answer.failure === "message"
      ? serverMessage(answer.message, i18n)
      : answer.failure === "network"
        ? i18n._(msg`An error occurred while sending the message.`)
        : i18n._(msg`Failed to Send Message.`);
  toast(text, "error");
}
