import { describe, expect, it } from "vitest";
import { regionOfPhone, sectorsOf, similarStartups, thesisMatches } from "./thesis-match";

describe("thesis matching", () => {
  it("reads sectors from the founder's industry", () => {
    expect(sectorsOf("Fintech payments for SMEs")).toEqual(["FinTech"]);
    expect(sectorsOf("AI tutoring for schools")).toEqual(["DeepTech", "EdTech"]);
    expect(sectorsOf("Cold-chain logistics")).toEqual([]);
  });

  it("reads the region from the phone's country code", () => {
    expect(regionOfPhone("+971 50 555 0199")).toBe("Middle East");
    expect(regionOfPhone("0091 98200 12345")).toBe("India");
    expect(regionOfPhone("+880 1711 000000")).toBe("South Asia");
    expect(regionOfPhone("050 555 0199")).toBeNull();
  });

  it("says which parts of a thesis fit", () => {
    const startup = { industry: "Fintech", developmentStage: "Early Users", phone: "+971 50 1" };
    expect(
      thesisMatches({ sectors: ["FinTech"], stages: ["Seed"], regions: ["Middle East"] }, startup),
    ).toEqual(["sector", "stage", "region"]);
    expect(
      thesisMatches(
        { sectors: ["HealthTech"], stages: ["Series B"], regions: ["Europe"] },
        startup,
      ),
    ).toEqual([]);
    expect(
      thesisMatches({ sectors: ["Multi-sectoral"], stages: [], regions: [] }, startup),
    ).toEqual(["sector"]);
  });

  it("calls startups similar by a shared sector, or by stage where a sector is not named", () => {
    const payments = { industry: "Payments for cafés", developmentStage: "Early Users" };
    expect(
      similarStartups(payments, { industry: "Lending to SMEs", developmentStage: "Scaling" }),
    ).toBe(true);
    expect(
      similarStartups(payments, { industry: "Clinic software", developmentStage: "Early Users" }),
    ).toBe(false);
    expect(
      similarStartups(payments, {
        industry: "Cold-chain logistics",
        developmentStage: "Early Users",
      }),
    ).toBe(true);
    expect(
      similarStartups(payments, { industry: "Cold-chain logistics", developmentStage: "Idea" }),
    ).toBe(false);
  });
});
