import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { serverMessage } from "../../i18n/field-errors";

/**
 * What the server says to the founder on their page (the link, the deck, the pitch slot, the
 * receipt, the erasure), in English in the API, as catalogue messages keyed by those words: the
 * page shows them in its language, as it does the schemas' field messages (web/i18n/field-errors.ts).
 * founder-messages.test.ts checks the keys against the API's words (core/founder-messages.ts and
 * the other core constants it sends).
 */
export const FOUNDER_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  "This link no longer opens an application. Ask for a new one with the e-mail address you applied with.": msg`This link no longer opens an application. Ask for a new one with the e-mail address you applied with.`,
  "If this address has applied, we have sent a new link to it for each of its applications. Check your inbox in a few minutes.": msg`If this address has applied, we have sent a new link to it for each of its applications. Check your inbox in a few minutes.`,
  "Your application has been withdrawn and deleted. We have sent a confirmation to your e-mail address.": msg`Your application has been withdrawn and deleted. We have sent a confirmation to your e-mail address.`,
  "This file is larger than 20 MB. Upload a smaller PDF, or give a link to your deck instead.": msg`This file is larger than 20 MB. Upload a smaller PDF, or give a link to your deck instead.`,
  "This file is empty. Upload your pitch deck as a PDF of at most 20 MB.": msg`This file is empty. Upload your pitch deck as a PDF of at most 20 MB.`,
  "This file is not a PDF we can open. Upload your pitch deck as a PDF of at most 20 MB, or give a link to it.": msg`This file is not a PDF we can open. Upload your pitch deck as a PDF of at most 20 MB, or give a link to it.`,
  "Pitch deck not found.": msg`Pitch deck not found.`,
  "Your pitch deck could not be stored just now, so nothing has changed: your previous deck is still the current one. Please try again in a few minutes, or give a link to your deck instead.": msg`Your pitch deck could not be stored just now, so nothing has changed: your previous deck is still the current one. Please try again in a few minutes, or give a link to your deck instead.`,
  "This pitch deck cannot be opened just now: the file store is not answering. Please try again in a few minutes.": msg`This pitch deck cannot be opened just now: the file store is not answering. Please try again in a few minutes.`,
  "This pitch deck's file is missing from the file store; a new upload replaces it.": msg`This pitch deck's file is missing from the file store; a new upload replaces it.`,
  "A decision has been made on your application, so its pitch and deck can no longer be changed here.": msg`A decision has been made on your application, so its pitch and deck can no longer be changed here.`,
  "A pitch slot can be moved or cancelled only until 24 hours before it starts.": msg`A pitch slot can be moved or cancelled only until 24 hours before it starts.`,
  "This slot has just been booked by someone else. Please choose another.": msg`This slot has just been booked by someone else. Please choose another.`,
  "You have already booked a pitch slot. Move it instead.": msg`You have already booked a pitch slot. Move it instead.`,
  "You have no pitch slot booked.": msg`You have no pitch slot booked.`,
  "This slot has already started. Please choose another.": msg`This slot has already started. Please choose another.`,
  "There is no receipt: no fee was paid for this application.": msg`There is no receipt: no fee was paid for this application.`,
  "Choose your state: the tax invoice shows CGST and SGST or IGST depending on it.": msg`Choose your state: the tax invoice shows CGST and SGST or IGST depending on it.`,
  // An appeal refused (core/appeals.ts).
  "Only a declined application can be appealed.": msg`Only a declined application can be appealed.`,
  "You have already appealed this decision: an appeal is made once.": msg`You have already appealed this decision: an appeal is made once.`,
  "The 30 days to appeal this decision have passed.": msg`The 30 days to appeal this decision have passed.`,
};

/** A message of the server in the page's language; one not listed as the server wrote it. */
export function founderMessage(text: string, i18n: I18n): string {
  const known = FOUNDER_MESSAGES[text];
  return known ? i18n._(known) : serverMessage(text, i18n);
}
