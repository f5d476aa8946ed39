import { msg } from "@lingui/core/macro";
import { type FormAnswerTexts, toastFormAnswer } from "../../components/ui/toast-form-answer";
import type { FormActionData, FormFailure } from "../../lib/form-action";

export const MESSAGE_SENT = msg`Message Sent`;

/** The spec's texts for the contact form (docs/product.md, section 9.2). */
const CONTACT_TEXTS: FormAnswerTexts = {
  done: MESSAGE_SENT,
  fallback: msg`Failed to Send Message.`,
  network: msg`An error occurred while sending the message.`,
};

/** The contact form's outcome in a toast, in the page's language. */
export const toastContactAnswer = (answer: FormActionData | FormFailure, pathname: string) =>
  toastFormAnswer(answer, pathname, CONTACT_TEXTS);
