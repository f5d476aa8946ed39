import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../i18n/catalogues";
import { TEAM_PROFILES } from "../paths";
import { PROFILE_ROLES, TEAM_GROUPS } from "./team";

const english = await loadCatalogue("en");
const arabic = await loadCatalogue("ar");

describe("the team's roles", () => {
  it("say in English what each profile page says", () => {
    for (const profile of TEAM_PROFILES) {
      expect(english._(PROFILE_ROLES[profile.slug])).toBe(profile.role);
    }
  });

  it("are written in Arabic for the Arabic About page, the names as they are", () => {
    for (const member of TEAM_GROUPS.flatMap((group) => group.members)) {
      expect(arabic._(member.designation), member.slug).toMatch(/[\u0600-\u06ff]/);
      expect(member.name).toMatch(/^[A-Za-zÀ-ÿ' -]+$/);
    }
  });
});
