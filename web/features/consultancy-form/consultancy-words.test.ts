import { describe, expect, it } from "vitest";
import { CONSULTANCY_FORM_MINUTES } from "../../../core/constants";
import { CONSULTANCY_STEPS } from "../../../core/questions/consultancy";
import { loadCatalogue } from "../../i18n/catalogues";
import { CONSULTANCY_WORDS, consultancyWords } from "./consultancy-words";

const english = await loadCatalogue("en");
const arabic = await loadCatalogue("ar");
const ARABIC_LETTERS = /[\u0600-\u06ff]/;

/** Every text of the consultancy form the core writes and the form shows. */
const CORE_WORDS = [
  ...CONSULTANCY_STEPS.flatMap((step) => [step.title, ...step.fields.map((field) => field.label)]),
  "Review",
  CONSULTANCY_FORM_MINUTES,
];

describe("the consultancy form's words", () => {
  it("are the core's own words in English", () => {
    for (const text of CORE_WORDS) expect(consultancyWords(english)(text)).toBe(text);
    expect(Object.keys(CONSULTANCY_WORDS).sort()).toEqual([...new Set(CORE_WORDS)].sort());
  });

  it("are Arabic for every step and question", () => {
    for (const text of CORE_WORDS) {
      expect(consultancyWords(arabic)(text), text).toMatch(ARABIC_LETTERS);
    }
  });
});
