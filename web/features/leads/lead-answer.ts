import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { serverMessage } from "../../i18n/field-errors";
import { isFailure, type PageFormAnswer } from "../../lib/form-action";

/**
 * The red text under a lead form (docs/product.md, section 9.2): 'Error: ' and the server's message
 * when it sent one, else the form's fallback; nothing while the form has no failure. Field errors
 * show under their fields instead.
 */
export function leadFailureText(
  answer: PageFormAnswer | undefined,
  fallback: string,
  i18n: I18n,
): string | null {
  if (!answer || !isFailure(answer)) return null;
  if (answer.failure !== "message") return fallback;
  const text = serverMessage(answer.message, i18n);
  return i18n._(msg`Error: ${text}`);
}
