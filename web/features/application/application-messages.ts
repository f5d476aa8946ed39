import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { serverMessage } from "../../i18n/field-errors";

/**
 * What the server says to an applicant on this page (core/application-messages.ts: the coupon,
 * the order and payment, a draft saved for later), as catalogue messages keyed by its words: the
 * page shows them in its language, as it does the schemas' field messages
 * (web/i18n/field-errors.ts). application-messages.test.ts checks the keys against the core's.
 */
export const APPLICATION_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  "Invalid coupon": msg`Invalid coupon`,
  "This coupon has been used up": msg`This coupon has been used up`,
  "This coupon has expired": msg`This coupon has expired`,
  "No payment is needed with this coupon: submit the application.": msg`No payment is needed with this coupon: submit the application.`,
  "Failed to create order": msg`Failed to create order`,
  "This order has expired. Submit again to start a new payment.": msg`This order has expired. Submit again to start a new payment.`,
  "This payment has already been used for an application.": msg`This payment has already been used for an application.`,
  "A verified payment is needed to submit the application.": msg`A verified payment is needed to submit the application.`,
  "The payment could not be verified.": msg`The payment could not be verified.`,
  "This link is not valid or has expired. Please start again.": msg`This link is not valid or has expired. Please start again.`,
  "This application has already been submitted.": msg`This application has already been submitted.`,
  "We have e-mailed you a link to continue your application.": msg`We have e-mailed you a link to continue your application.`,
};

const AMOUNT_MISMATCH =
  /^The amount does not match the application fee of (₹[\d,.]+)\. Reload the page and try again\.$/;

/** A message of the server in the page's language; one not known as the server wrote it. */
export function applicationMessage(text: string, i18n: I18n): string {
  const known = APPLICATION_MESSAGES[text];
  if (known) return i18n._(known);
  const fee = AMOUNT_MISMATCH.exec(text)?.[1];
  if (fee) {
    return i18n._(
      msg`The amount does not match the application fee of ${fee}. Reload the page and try again.`,
    );
  }
  return serverMessage(text, i18n);
}
