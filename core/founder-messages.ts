// What the API says to a founder on their page, in English: the page shows each in its own
// language through its catalogue (web/features/founder/founder-messages.ts), keyed by these words.

/** What a founder's page says when its link does not open anything (unknown, revoked or expired). */
export const LINK_NOT_VALID =
  "This link no longer opens an application. Ask for a new one with the e-mail address you applied with.";

export const DECK_TOO_LARGE =
  "This file is larger than 20 MB. Upload a smaller PDF, or give a link to your deck instead.";
export const DECK_EMPTY = "This file is empty. Upload your pitch deck as a PDF of at most 20 MB.";
export const DECK_NOT_PDF =
  "This file is not a PDF we can open. Upload your pitch deck as a PDF of at most 20 MB, or give a link to it.";
export const DECK_NOT_FOUND = "Pitch deck not found.";
export const DECK_NOT_STORED =
  "Your pitch deck could not be stored just now, so nothing has changed: your previous deck is still the current one. Please try again in a few minutes, or give a link to your deck instead.";
export const DECK_STORE_UNAVAILABLE =
  "This pitch deck cannot be opened just now: the file store is not answering. Please try again in a few minutes.";
export const DECK_FILE_MISSING =
  "This pitch deck's file is missing from the file store; a new upload replaces it.";

export const ALREADY_BOOKED_MESSAGE = "You have already booked a pitch slot. Move it instead.";
export const NO_BOOKING_MESSAGE = "You have no pitch slot booked.";
export const SLOT_STARTED_MESSAGE = "This slot has already started. Please choose another.";

export const NO_RECEIPT = "There is no receipt: no fee was paid for this application.";
export const STATE_NEEDED =
  "Choose your state: the tax invoice shows CGST and SGST or IGST depending on it.";
