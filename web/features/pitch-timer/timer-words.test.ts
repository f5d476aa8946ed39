import { describe, expect, it } from "vitest";
import { TIMER_SECTIONS } from "../../../core/pitch-timer";
import { loadCatalogue } from "../../i18n/catalogues";
import { SECTION_WORDS } from "./timer-words";

const english = await loadCatalogue("en");
const arabic = await loadCatalogue("ar");
const ARABIC_LETTERS = /[\u0600-\u06ff]/;

describe("the pitch timer's sections", () => {
  const words = TIMER_SECTIONS.flatMap((section) => [section.name, section.purpose]);

  it("are the spec's words in English", () => {
    for (const text of words) expect(english._(SECTION_WORDS[text])).toBe(text);
  });

  it("are Arabic on the Arabic page", () => {
    for (const text of words) expect(arabic._(SECTION_WORDS[text]), text).toMatch(ARABIC_LETTERS);
  });
});
