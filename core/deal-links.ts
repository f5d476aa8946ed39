import { INTL_LOCALE, type Language } from "./languages";
import type { DealContact } from "./schemas/deal-sharing";

// How the deal room, its mails and the console name a link that no longer opens the room, and the
// days a deal's link and answer run to. Outside core/schemas so that a page that says them loads
// no schema (docs/decisions/079-form-rules-on-first-use.md).

/**
 * Why a real link no longer opens the room, each with its own page (a guessed link still gets the
 * one answer of docs/decisions/058-deal-sharing.md). The message starts with the lead, so the page
 * can name what happened from the API's `{ message }`.
 */
export const DEAL_LINK_ENDINGS = {
  expired: { lead: "This link expired on", heading: "This link has expired" },
  revoked: { lead: "This link was withdrawn on", heading: "This link was withdrawn" },
  unshared: {
    lead: "Nakhla Ventures no longer shares this deal with",
    heading: "This deal is no longer shared with your firm",
  },
} as const;
export type DealLinkEnding = keyof typeof DEAL_LINK_ENDINGS;

/**
 * "3 January 2027", or "3 يناير 2027" in Arabic (Western digits): the day a link ends, as the mails
 * and the room say it (Gulf time).
 */
export const dealDay = (date: Date | string, language: Language = "en") =>
  new Date(date).toLocaleDateString(INTL_LOCALE[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Dubai",
  });

/**
 * The day a respond-by date names: the date is the instant that day ends (core/business-days.ts,
 * businessDeadline), so its day is the one just before it.
 */
export const respondByDay = (respondBy: Date | string, language: Language = "en") =>
  dealDay(new Date(new Date(respondBy).getTime() - 1), language);

const writeTo = (contact: DealContact) =>
  `Write to ${contact.name} (${contact.email}), who shared it with you`;

/** The refusal of a real link that ended, naming what happened and whom to write to. */
export function dealLinkEndedMessage(
  ending: DealLinkEnding,
  details: { day: Date; firmName: string; contact: DealContact },
) {
  const { lead } = DEAL_LINK_ENDINGS[ending];
  switch (ending) {
    case "expired":
      return `${lead} ${dealDay(details.day)}. ${writeTo(details.contact)}, for a new one.`;
    case "revoked":
      return `${lead} ${dealDay(details.day)}. ${writeTo(details.contact)}, if you need to read the deal again.`;
    case "unshared":
      return `${lead} ${details.firmName} since ${dealDay(details.day)}. ${writeTo(details.contact)}, if you have questions.`;
  }
}

/** A link that opens nothing: guessed, expired, revoked, or its firm's share revoked. */
export const DEAL_LINK_NOT_VALID =
  "This link does not open a deal. Ask the person who sent it to you for a new one.";

/** Which ending a refusal's message tells of; null for the uniform answer. */
export const dealLinkEndingOf = (message: string): DealLinkEnding | null =>
  (Object.keys(DEAL_LINK_ENDINGS) as DealLinkEnding[]).find((ending) =>
    message.startsWith(DEAL_LINK_ENDINGS[ending].lead),
  ) ?? null;

/**
 * Whether a refusal says the link opens nothing (the uniform answer, or a real link that ended),
 * rather than something about the address or the code the person can put right.
 */
export const isDealLinkRefusal = (message: string) =>
  message === DEAL_LINK_NOT_VALID || dealLinkEndingOf(message) !== null;
