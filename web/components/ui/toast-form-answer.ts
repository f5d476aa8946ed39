import type { MessageDescriptor } from "@lingui/core";
import { i18nOrAny } from "../../i18n/catalogues";
import { serverMessage } from "../../i18n/field-errors";
import { localeOf } from "../../i18n/locales";
import type { FormActionData, FormFailure } from "../../lib/form-action";
import { toast } from "./toast";

/** A form's three texts of the spec (docs/product.md, section 9.2), as catalogue messages. */
export type FormAnswerTexts = {
  done: MessageDescriptor;
  fallback: MessageDescriptor;
  network: MessageDescriptor;
};

/** A form's success, in a toast in the language of the page at `pathname`. */
export function toastDone(text: MessageDescriptor, pathname: string) {
  toast(i18nOrAny(localeOf(pathname))._(text), "success");
}

/**
 * What a route form's action answered, said in a toast from its route's clientAction, in the
 * language of the page at `pathname`: `done` once taken, else the server's message, else the
 * form's fallback, else its network text. A submission the action refused field by field says
 * nothing here: its errors show under the fields.
 */
export function toastFormAnswer(
  answer: FormActionData | FormFailure,
  pathname: string,
  texts: FormAnswerTexts,
) {
  if (!("failure" in answer)) {
    if (answer.done) toastDone(texts.done, pathname);
    return;
  }
  const i18n = i18nOrAny(localeOf(pathname));
  const text =
    answer.failure === "message"
      ? serverMessage(answer.message, i18n)
      : i18n._(answer.failure === "network" ? texts.network : texts.fallback);
  toast(text, "error");
}
