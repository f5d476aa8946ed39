import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { toast } from "../../components/ui/toast";
import { i18nOrAny } from "../../i18n/catalogues";
import { serverMessage } from "../../i18n/field-errors";
import { localeOf } from "../../i18n/locales";
import { type FormActionData, type FormFailure, isFailure } from "../../lib/form-action";

/** What a lead page's action answered; `toasted` once the page's scripts said it in a toast. */
export type LeadAnswer = (FormActionData | FormFailure) & { toasted?: boolean };

/**
 * Whether the page shows the answer to a post its scripts did not make (the browser posted the form
 * itself): nothing was said in a toast, so the page says it.
 */
export const answeredWithoutScripts = (answer: LeadAnswer | undefined) =>
  answer !== undefined && !answer.toasted;

/** A success toast, in the language of the page at `pathname`. */
export function toastLeadDone(text: MessageDescriptor, pathname: string) {
  toast(i18nOrAny(localeOf(pathname))._(text), "success");
}

/**
 * The red text under a lead form (docs/product.md, section 9.2): 'Error: ' and the server's message
 * when it sent one, else the form's fallback; nothing while the form has no failure. Field errors
 * show under their fields instead.
 */
export function leadFailureText(
  answer: LeadAnswer | undefined,
  fallback: string,
  i18n: I18n,
): string | null {
  if (!answer || !isFailure(answer)) return null;
  if (answer.failure !== "message") return fallback;
  const text = serverMessage(answer.message, i18n);
  return i18n._(msg`Error: ${text}`);
}
