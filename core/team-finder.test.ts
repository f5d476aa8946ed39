import { describe, expect, it } from "vitest";
import {
  type FinderFilters,
  type FinderMember,
  findTeamMembers,
  matchesFilters,
  NO_FILTERS,
  TEAM_REGIONS,
  TEAM_SECTORS,
  TEAM_STAGES,
} from "./team-finder";

const member = (name: string, overrides: Partial<FinderMember> = {}): FinderMember => ({
  name,
  sectors: ["FinTech"],
  regions: ["India"],
  stages: ["Seed"],
  ...overrides,
});

const SEVEN = [
  member("Ana", { sectors: ["FinTech", "EdTech"], regions: ["India", "South Asia"] }),
  member("Ben", { sectors: ["HealthTech"], regions: ["Europe"], stages: ["Series A"] }),
  member("Cy", { sectors: ["ClimateTech"], regions: ["Middle East"], stages: ["Growth"] }),
  member("Dee", { sectors: ["DeepTech", "Hardware"], regions: ["North America"] }),
  member("Eli", { sectors: ["BioTech"], regions: ["Europe"], stages: ["Late Stage"] }),
  member("Fay", { sectors: ["ConsumerTech"], regions: ["India"], stages: ["Pre-Seed"] }),
  member("Gus", {
    sectors: [...TEAM_SECTORS],
    regions: [...TEAM_REGIONS],
    stages: [...TEAM_STAGES],
  }),
];
const byName = (name: string): FinderMember => {
  const found = SEVEN.find((m) => m.name === name);
  if (!found) throw new Error(`No member ${name}`);
  return found;
};
const names = (list: readonly FinderMember[]) => list.map(({ name }) => name);

describe("matchesFilters", () => {
  it("needs the chosen sector, region and stage each in the member's lists", () => {
    const ana = byName("Ana");
    expect(matchesFilters(ana, { sector: "EdTech", region: "South Asia", stage: "Seed" })).toBe(
      true,
    );
    expect(matchesFilters(ana, { sector: "EdTech", region: "Europe", stage: "Seed" })).toBe(false);
    expect(matchesFilters(ana, { sector: "BioTech", region: "India", stage: "Seed" })).toBe(false);
    expect(matchesFilters(ana, { sector: "FinTech", region: "India", stage: "Growth" })).toBe(
      false,
    );
  });

  it("treats an empty choice as matching all", () => {
    expect(SEVEN.every((m) => matchesFilters(m, NO_FILTERS))).toBe(true);
    expect(matchesFilters(byName("Ben"), { sector: "", region: "Europe", stage: "" })).toBe(true);
  });
});

describe("findTeamMembers", () => {
  it("lists the matching members first, then pads with others to at least 5", () => {
    const filters: FinderFilters = { sector: "HealthTech", region: "", stage: "" };
    const found = findTeamMembers(SEVEN, filters);
    expect(found).toHaveLength(5);
    expect(new Set(names(found.slice(0, 2)))).toEqual(new Set(["Ben", "Gus"]));
    expect(found.slice(2).every((m) => !matchesFilters(m, filters))).toBe(true);
  });

  it("lists every match when there are more than 5, and never more than 8", () => {
    expect(findTeamMembers(SEVEN, NO_FILTERS)).toHaveLength(7);
    const many = Array.from({ length: 12 }, (_, i) => member(`Member ${i}`));
    expect(findTeamMembers(many, NO_FILTERS)).toHaveLength(8);
    expect(findTeamMembers(many, { sector: "BioTech", region: "", stage: "" })).toHaveLength(5);
  });

  it("lists everyone it has when the team is smaller than 5", () => {
    expect(findTeamMembers(SEVEN.slice(0, 3), NO_FILTERS)).toHaveLength(3);
  });

  it("gives the same order for the same filters, whatever the order of the team given", () => {
    const filters: FinderFilters = { sector: "", region: "Europe", stage: "" };
    const first = names(findTeamMembers(SEVEN, filters));
    expect(names(findTeamMembers([...SEVEN].reverse(), filters))).toEqual(first);
  });

  it("gives the same order in every run and browser (a fixed hash, no randomness)", () => {
    // Pinned, so a hash that varied between runs, browsers or releases would fail here.
    const europe: FinderFilters = { sector: "", region: "Europe", stage: "" };
    expect(names(findTeamMembers(SEVEN, europe))).toEqual(["Ben", "Gus", "Eli", "Cy", "Ana"]);
    expect(names(findTeamMembers(SEVEN, NO_FILTERS))).toEqual([
      "Cy",
      "Ben",
      "Fay",
      "Gus",
      "Ana",
      "Eli",
      "Dee",
    ]);
  });

  it("orders differently for different filters", () => {
    const orders = new Set(
      TEAM_STAGES.map((stage) =>
        names(findTeamMembers(SEVEN, { sector: "", region: "", stage })).join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});
