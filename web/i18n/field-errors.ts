import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { TOO_MANY_REQUESTS } from "../../core/rate-limit-message";

/**
 * The core schemas' messages, which the server sends and the forms show, as catalogue messages:
 * the schemas stay one, in English, and a page shows their words in its own language
 * (docs/decisions/059-languages.md). Keyed by the schemas' words, not their constants, so a form's
 * field does not load zod; field-errors.test.ts checks the keys against the schemas. A message not
 * listed here is shown as the schema wrote it.
 */
export const FIELD_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  "This field is required": msg`This field is required`,
  "Must be text": msg`Must be text`,
  "Must not contain control characters": msg`Must not contain control characters`,
  "Must not contain invalid characters": msg`Must not contain invalid characters`,
  "Enter a valid e-mail address": msg`Enter a valid e-mail address`,
  "Choose a reason": msg`Choose a reason`,
  "Team size must be a whole number": msg`Team size must be a whole number`,
  "Team size must be at least 1": msg`Team size must be at least 1`,
  "Team size is too large": msg`Team size is too large`,
  "Choose your role": msg`Choose your role`,
  "Choose a slot.": msg`Choose a slot.`,
  "Choose your location": msg`Choose your location`,
  "Choose your stage": msg`Choose your stage`,
  "Investment must be a number": msg`Investment must be a number`,
  "Investment cannot be negative": msg`Investment cannot be negative`,
  "Investment is too large": msg`Investment is too large`,
  "Hours must be a number": msg`Hours must be a number`,
  "Hours cannot be negative": msg`Hours cannot be negative`,
  "Hours is too large": msg`Hours is too large`,
  "Business age cannot be negative": msg`Business age cannot be negative`,
  "Business age is too large": msg`Business age is too large`,
  // The hidden fields of "Save and continue later" (core/schemas/application-draft.ts).
  "Unknown step": msg`Unknown step`,
  "This link is not valid": msg`This link is not valid`,
  // The founder's deck as a link (core/schemas/founder.ts).
  "Enter the link to your deck": msg`Enter the link to your deck`,
  "Enter a link that starts with https://": msg`Enter a link that starts with https://`,
  "The language must be en or ar": msg`The language must be en or ar`,
  // The deal room's forms (core/schemas/deal-sharing.ts, deal-answer.ts, deal-questions.ts).
  "This link is not complete: open it again from the e-mail": msg`This link is not complete: open it again from the e-mail`,
  "Enter the 6-digit code from the e-mail": msg`Enter the 6-digit code from the e-mail`,
  "Tick the box to accept the confidentiality terms": msg`Tick the box to accept the confidentiality terms`,
  "Choose an answer": msg`Choose an answer`,
  "Choose a reason from the list": msg`Choose a reason from the list`,
  "Enter the amount as a whole number": msg`Enter the amount as a whole number`,
  "Enter an amount above 0": msg`Enter an amount above 0`,
  "Choose a currency from the list": msg`Choose a currency from the list`,
  "Choose a part of the memo": msg`Choose a part of the memo`,
  "Write your question": msg`Write your question`,
};

const AT_MOST = /^Must be at most (\d+) characters$/;

/** A schema's message in the page's language. */
export function fieldError(error: string, i18n: I18n): string {
  const known = FIELD_ERRORS[error];
  if (known) return i18n._(known);
  const max = AT_MOST.exec(error)?.[1];
  if (max) return i18n._(msg`Must be at most ${max} characters`);
  return error;
}

/** The API's 400 for a refused field: its key, capitalised, then the schema's message (api/plugins/error-handler.ts). */
const FIELD_ISSUE = /^[A-Z][A-Za-z]*: (.+)$/;

/**
 * A message the server sent a page, in the page's language: a route's limit of requests (429), or a
 * schema's message as `fieldError` says it; any other as the server wrote it. A refused field's
 * message ("Email: Enter a valid e-mail address") keeps its key in English and is said without it
 * in another language, where an English key would be the one English word on the page.
 */
export function serverMessage(text: string, i18n: I18n): string {
  const seconds = TOO_MANY_REQUESTS.exec(text)?.[1];
  if (seconds) return i18n._(msg`Too many requests. Please try again in ${seconds} seconds.`);
  const issue = FIELD_ISSUE.exec(text)?.[1];
  if (issue && i18n.locale !== "en" && fieldError(issue, i18n) !== issue) {
    return fieldError(issue, i18n);
  }
  return fieldError(text, i18n);
}
