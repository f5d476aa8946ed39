import { describe, expect, it } from "vitest";
import {
  FOUNDER_LOCATIONS,
  HANDBOOK_LOCATIONS,
  HANDBOOK_ROLES,
  STARTUP_STAGES,
} from "../../core/lead-choices";
import { loadCatalogue } from "../i18n/catalogues";
import { leadChoice } from "./lead-choices";

const english = await loadCatalogue("en");
const arabic = await loadCatalogue("ar");

describe("the lead forms' choices", () => {
  it("are the core's words in English and Arabic words in Arabic", () => {
    const choices = [
      ...HANDBOOK_ROLES,
      ...HANDBOOK_LOCATIONS,
      ...STARTUP_STAGES,
      ...FOUNDER_LOCATIONS,
    ];
    for (const choice of choices) {
      expect(leadChoice(choice, english)).toBe(choice);
      expect(leadChoice(choice, arabic), choice).toMatch(/^[\u0600-\u06ff\s()،-]+$/);
    }
  });
});
