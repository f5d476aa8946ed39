import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { DEAL_LINK_NOT_VALID, dealLinkEndedMessage } from "../../../core/deal-links";
import {
  DEAL_CODE_NOT_VALID,
  DEAL_CODE_SENT,
  DEAL_NOT_FOUND,
  dealTooManyCodes,
  dealTooManyWrongCodes,
  questionsUsedUp,
  questionTaken,
  TERMS_FIRST,
} from "../../../core/deal-room-messages";
import { messages as arabic } from "../../locales/ar/dealRoom.po";
import { messages as english } from "../../locales/en/dealRoom.po";
import { roomMessage } from "./room-messages";

// Every message the API says in the deal room, built with the API's own words, is shown in
// Arabic in the Arabic room (with its count, day, names kept) and unchanged in the English one.

const inArabic = setupI18n({ locale: "ar", messages: { ar: arabic } });
const inEnglish = setupI18n({ locale: "en", messages: { en: english } });
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_WORD = /\b(?!Nakhla\b|Ventures\b)[A-Za-z]{4,}\b/;

const contact = { name: "Rana Aziz", email: "rana@nakhla.vc" };
const day = new Date("2027-01-03T08:00:00Z");

const SAID = [
  DEAL_LINK_NOT_VALID,
  DEAL_CODE_NOT_VALID,
  DEAL_CODE_SENT,
  TERMS_FIRST,
  DEAL_NOT_FOUND,
  dealTooManyCodes(60_000),
  dealTooManyCodes(25 * 60_000),
  dealTooManyWrongCodes(45 * 60_000),
  questionsUsedUp(0),
  questionsUsedUp(1),
  questionsUsedUp(5),
  questionTaken(1),
  questionTaken(4),
  dealLinkEndedMessage("expired", { day, firmName: "Gulf Gate Capital", contact }),
  dealLinkEndedMessage("revoked", { day, firmName: "Gulf Gate Capital", contact }),
  dealLinkEndedMessage("unshared", { day, firmName: "Gulf Gate Capital", contact }),
];

describe("the server's messages in the deal room", () => {
  it.each(SAID)("says %s in Arabic, with no English word left", (text) => {
    const shown = roomMessage(text, inArabic);
    expect(shown).toMatch(ARABIC_LETTER);
    // Names, addresses and the firm's name may stay as written; no English sentence may.
    const withoutNames = shown
      .replace(/Gulf Gate Capital|Rana Aziz|rana@nakhla\.vc/g, "")
      .replace(/[\u2066-\u2069]/g, "");
    expect(withoutNames).not.toMatch(LATIN_WORD);
  });

  it.each(SAID)("says %s unchanged in English", (text) => {
    expect(roomMessage(text, inEnglish)).toBe(text);
  });

  it("keeps the counts, the day and whom to write to", () => {
    expect(roomMessage(dealTooManyCodes(25 * 60_000), inArabic)).toContain("25 دقيقة");
    expect(roomMessage(questionTaken(4), inArabic)).toContain("4 أسئلة");
    const ended = roomMessage(
      dealLinkEndedMessage("expired", { day, firmName: "Gulf Gate Capital", contact }),
      inArabic,
    );
    expect(ended).toContain("3 يناير 2027");
    expect(ended).toContain("\u2068Rana Aziz\u2069");
    expect(ended).toContain("\u2068rana@nakhla.vc\u2069");
  });

  it("shows a message it does not know as the server wrote it", () => {
    expect(roomMessage("Something new", inArabic)).toBe("Something new");
  });
});
