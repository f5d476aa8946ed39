import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../i18n/catalogues";
import { LINK_WORDS, outcomeInLanguage } from "./link-words";

const english = await loadCatalogue("en");
const arabic = await loadCatalogue("ar");
const ARABIC_LETTERS = /[\u0600-\u06ff]/;

describe("what a newsletter link's page is told", () => {
  it("is the server's own words in English, and Arabic on the Arabic page", () => {
    for (const [said, descriptor] of Object.entries(LINK_WORDS)) {
      // The schema's messages come with the field's name before them; the page drops it.
      expect(english._(descriptor)).toBe(said.startsWith("Token: ") ? `${said.slice(7)}.` : said);
      expect(arabic._(descriptor), said).toMatch(ARABIC_LETTERS);
    }
  });

  it("says the outcome's message in the page's language and keeps the rest", () => {
    const state = {
      message: "You are unsubscribed.",
      email: "a•••@example.com",
      status: "Unsubscribed",
    } as const;
    expect(outcomeInLanguage({ kind: "done", state }, arabic)).toEqual({
      kind: "done",
      state: { ...state, message: "أُلغي اشتراكك." },
    });
    expect(outcomeInLanguage({ kind: "failed", message: "Something new" }, arabic)).toEqual({
      kind: "failed",
      message: "Something new",
    });
  });
});
