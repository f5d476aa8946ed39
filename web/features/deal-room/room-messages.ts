import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { serverMessage } from "../../i18n/field-errors";
import { LOCALE_INFO } from "../../i18n/locales";

// What the API says to a firm's person in the deal room, in English (api/deals/deal-room.ts,
// questions.ts, answers.ts, answer-links.ts and core/schemas/deal-sharing.ts), shown in the room's
// language: keyed by the API's words, as the founder's page does with its messages
// (web/features/founder/founder-messages.ts); those with a count, a day or a name are read back by
// their pattern. room-messages.test.ts builds each from the API's own functions and checks it is
// read. A message not known here is shown as the server wrote it.

const KNOWN: Readonly<Record<string, MessageDescriptor>> = {
  "This link does not open a deal. Ask the person who sent it to you for a new one.": msg`This link does not open a deal. Ask the person who sent it to you for a new one.`,
  "That code does not open this deal. Ask for a new code and use it within 10 minutes.": msg`That code does not open this deal. Ask for a new code and use it within 10 minutes.`,
  "If this address may open the deal, a 6-digit code is on its way to it. It works for 10 minutes.": msg`If this address may open the deal, a 6-digit code is on its way to it. It works for 10 minutes.`,
  "Accept the confidentiality terms to open the deal.": msg`Accept the confidentiality terms to open the deal.`,
  "Deal not found.": msg`Deal not found.`,
  "This link is not complete: open it again from the e-mail.": msg`This link is not complete: open it again from the e-mail.`,
  "Questions are closed on this deal. Write to the person who shared it with you.": msg`Questions are closed on this deal. Write to the person who shared it with you.`,
  // The room's own words for a post that did not reach the server, or was not taken.
  "Something went wrong. Please try again.": msg`Something went wrong. Please try again.`,
  "Your answer was not saved. Please try again.": msg`Your answer was not saved. Please try again.`,
  "We could not reach our server. Check your connection and try again.": msg`We could not reach our server. Check your connection and try again.`,
  "Your question could not be sent. Please try again.": msg`Your question could not be sent. Please try again.`,
};

/** The day an ended link names ("3 January 2027"), read back and written in the room's language. */
function dayIn(day: string, i18n: I18n) {
  const date = new Date(`${day} 12:00 UTC`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(LOCALE_INFO[i18n.locale === "ar" ? "ar" : "en"].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

const MINUTES_FOR_CODES =
  /^Too many codes have been asked for this address\. Use the newest code already sent, or ask again in (\d+) minutes?\.$/;
const MINUTES_FOR_WRONG_CODES =
  /^Too many wrong codes for this address on this link\. Codes are refused for (\d+) minutes?\.$/;
const QUESTIONS_USED_UP =
  /^Your firm has asked its (\d+) questions? on this deal, the most it may ask\. Write to the person who shared it with you for more\.$/;
const QUESTION_TAKEN =
  /^Your question is with Nakhla Ventures\. (\d+) questions? (?:is|are) left for your firm on this deal\.$/;
const EXPIRED =
  /^This link expired on (.+?)\. Write to (.+) \(([^()]+)\), who shared it with you, for a new one\.$/;
const REVOKED =
  /^This link was withdrawn on (.+?)\. Write to (.+) \(([^()]+)\), who shared it with you, if you need to read the deal again\.$/;
const UNSHARED =
  /^Nakhla Ventures no longer shares this deal with (.+) since (.+?)\. Write to (.+) \(([^()]+)\), who shared it with you, if you have questions\.$/;

/** A name or an address inside an Arabic sentence, isolated so its letters keep their own order. */
const isolated = (text: string | undefined, i18n: I18n) =>
  i18n.locale === "ar" ? `\u2068${text ?? ""}\u2069` : (text ?? "");

/** A message of the server in the room's language. */
export function roomMessage(text: string, i18n: I18n): string {
  const known = KNOWN[text];
  if (known) return i18n._(known);
  let found = MINUTES_FOR_CODES.exec(text);
  if (found) {
    const minutes = Number(found[1]);
    return i18n._(
      msg`Too many codes have been asked for this address. Use the newest code already sent, or ask again in ${plural(minutes, { one: "# minute", other: "# minutes" })}.`,
    );
  }
  found = MINUTES_FOR_WRONG_CODES.exec(text);
  if (found) {
    const minutes = Number(found[1]);
    return i18n._(
      msg`Too many wrong codes for this address on this link. Codes are refused for ${plural(minutes, { one: "# minute", other: "# minutes" })}.`,
    );
  }
  found = QUESTIONS_USED_UP.exec(text);
  if (found) {
    const limit = Number(found[1]);
    return i18n._(
      msg`Your firm has asked its ${plural(limit, { one: "# question", other: "# questions" })} on this deal, the most it may ask. Write to the person who shared it with you for more.`,
    );
  }
  found = QUESTION_TAKEN.exec(text);
  if (found) {
    const left = Number(found[1]);
    return i18n._(
      msg`Your question is with Nakhla Ventures. ${plural(left, { one: "# question is", other: "# questions are" })} left for your firm on this deal.`,
    );
  }
  found = EXPIRED.exec(text);
  if (found) {
    const on = dayIn(found[1] ?? "", i18n);
    const name = isolated(found[2], i18n);
    const email = isolated(found[3], i18n);
    return i18n._(
      msg`This link expired on ${on}. Write to ${name} (${email}), who shared it with you, for a new one.`,
    );
  }
  found = REVOKED.exec(text);
  if (found) {
    const on = dayIn(found[1] ?? "", i18n);
    const name = isolated(found[2], i18n);
    const email = isolated(found[3], i18n);
    return i18n._(
      msg`This link was withdrawn on ${on}. Write to ${name} (${email}), who shared it with you, if you need to read the deal again.`,
    );
  }
  found = UNSHARED.exec(text);
  if (found) {
    const firm = isolated(found[1], i18n);
    const since = dayIn(found[2] ?? "", i18n);
    const name = isolated(found[3], i18n);
    const email = isolated(found[4], i18n);
    return i18n._(
      msg`Nakhla Ventures no longer shares this deal with ${firm} since ${since}. Write to ${name} (${email}), who shared it with you, if you have questions.`,
    );
  }
  return serverMessage(text, i18n);
}
