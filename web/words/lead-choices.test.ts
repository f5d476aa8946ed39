import { describe, expect, it } from "vitest";
import { HANDBOOK_LOCATIONS, HANDBOOK_ROLES } from "../../core/lead-choices";
import { loadCatalogue } from "../i18n/catalogues";
import { leadChoice } from "./lead-choices";

const english = await loadCatalogue("en");
const arabic = await loadCatalogue("ar");

describe("the handbook form's choices", () => {
  it("are the core's words in English and Arabic words in Arabic", () => {
    for (const choice of [...HANDBOOK_ROLES, ...HANDBOOK_LOCATIONS]) {
      expect(leadChoice(choice, english)).toBe(choice);
      expect(leadChoice(choice, arabic), choice).toMatch(/^[\u0600-\u06ff\s()،-]+$/);
    }
  });
});
