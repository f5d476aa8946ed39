import { describe, expect, it } from "vitest";
import { APPLICATION_MINUTES } from "../../core/constants";
import { APPLICATION_STEPS, DEVELOPMENT_STAGES } from "../../core/questions/application";
import { loadCatalogue } from "../i18n/catalogues";
import { APPLICATION_WORDS, applicationWords } from "./application-words";

const english = await loadCatalogue("en");
const arabic = await loadCatalogue("ar");
const ARABIC_LETTERS = /[\u0600-\u06ff]/;

/** Every text of the application the core writes and the form shows. */
const CORE_WORDS = [
  ...APPLICATION_STEPS.flatMap((step) => [step.title, ...step.fields.map((field) => field.label)]),
  ...DEVELOPMENT_STAGES,
  "Review",
  "Select a stage",
  APPLICATION_MINUTES,
];

describe("the application's words", () => {
  it("are the core's own words in English", () => {
    for (const text of CORE_WORDS) expect(applicationWords(english)(text)).toBe(text);
    expect(Object.keys(APPLICATION_WORDS).sort()).toEqual([...new Set(CORE_WORDS)].sort());
  });

  it("are Arabic for every step, question and choice", () => {
    for (const text of CORE_WORDS) {
      expect(applicationWords(arabic)(text), text).toMatch(ARABIC_LETTERS);
    }
  });
});
