import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { APPEAL_ALREADY_MADE, APPEAL_NOT_DECLINED, APPEAL_TOO_LATE } from "../../../core/appeals";
import {
  ALREADY_BOOKED_MESSAGE,
  DECK_EMPTY,
  DECK_FILE_MISSING,
  DECK_NOT_FOUND,
  DECK_NOT_PDF,
  DECK_NOT_STORED,
  DECK_STORE_UNAVAILABLE,
  DECK_TOO_LARGE,
  LINK_NOT_VALID,
  NO_BOOKING_MESSAGE,
  NO_RECEIPT,
  SLOT_STARTED_MESSAGE,
  STATE_NEEDED,
} from "../../../core/founder-messages";
import {
  DECIDED_MESSAGE,
  PITCH_CHANGE_CLOSED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from "../../../core/pitch-slots";
import { ERASED_MESSAGE } from "../../../core/schemas/data-care";
import { FOUNDER_LINK_SENT } from "../../../core/schemas/founder";
import { FOUNDER_MESSAGES, founderMessage } from "./founder-messages";

// What the API says to a founder, word for word: a message changed there would otherwise show
// in English on the Arabic page.
const SERVER_MESSAGES = [
  LINK_NOT_VALID,
  FOUNDER_LINK_SENT,
  ERASED_MESSAGE,
  DECK_TOO_LARGE,
  DECK_EMPTY,
  DECK_NOT_PDF,
  DECK_NOT_FOUND,
  DECK_NOT_STORED,
  DECK_STORE_UNAVAILABLE,
  DECK_FILE_MISSING,
  DECIDED_MESSAGE,
  PITCH_CHANGE_CLOSED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  ALREADY_BOOKED_MESSAGE,
  NO_BOOKING_MESSAGE,
  SLOT_STARTED_MESSAGE,
  NO_RECEIPT,
  STATE_NEEDED,
  APPEAL_NOT_DECLINED,
  APPEAL_ALREADY_MADE,
  APPEAL_TOO_LATE,
];

describe("the server's messages on the founder's page", () => {
  it("has a catalogue message for each, keyed by the API's own words", () => {
    expect(Object.keys(FOUNDER_MESSAGES).sort()).toEqual([...SERVER_MESSAGES].sort());
  });

  it("shows a known one in the page's language and any other as the server wrote it", () => {
    const i18n = setupI18n({
      locale: "ar",
      messages: { ar: { [FOUNDER_MESSAGES[NO_BOOKING_MESSAGE]?.id ?? ""]: "ليس لديك موعد" } },
    });
    expect(founderMessage(NO_BOOKING_MESSAGE, i18n)).toBe("ليس لديك موعد");
    expect(founderMessage("Something new", i18n)).toBe("Something new");
  });
});
