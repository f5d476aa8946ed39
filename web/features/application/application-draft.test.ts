import { describe, expect, it } from "vitest";
import { APPLICATION_DRAFT_CODEC, DRAFT_KEY } from "./application-draft";
import { APPLICATION_FORM, type ApplicationFormValues } from "./application-steps";

// The codec the application form stores its draft with.
const { parseDraft, serializeDraft, isBlankDraft, resumeStep } = APPLICATION_DRAFT_CODEC;
const { emptyValues, reviewStep } = APPLICATION_FORM;

const COMPLETE: ApplicationFormValues = {
  ...emptyValues,
  fullName: "Amara Okafor",
  designation: "CEO",
  phone: "+91 98765 43210",
  email: "amara@example.com",
  journey: "Ten years in logistics.",
  legacy: "Cold chains that waste nothing.",
  problem: "Vaccines spoil in transit.",
  startupName: "Frostline",
  industry: "HealthTech",
  pitch: "Solar fridges that report their temperature.",
  developmentStage: "Early Users",
  funded: "Bootstrapped",
  investmentDetails: "None yet",
  customerAcquisition: "District health offices",
  challenge: "Hardware costs",
  cofounders: "Ravi Menon, CTO",
  teamSize: "7",
  decisionMaking: "Weekly founders' meeting",
  expectations: "A seed round and introductions",
};

describe("the application draft", () => {
  it("comes back as it was stored, step included", () => {
    const draft = { step: 4, values: COMPLETE };
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
    expect(DRAFT_KEY).toMatch(/application/);
  });

  it("merges a partial draft onto empty answers", () => {
    const raw = JSON.stringify({ version: 1, step: 2, values: { fullName: "Amara" } });
    expect(parseDraft(raw)).toEqual({ step: 2, values: { ...emptyValues, fullName: "Amara" } });
  });

  it("keeps a number typed before as text and drops what is not an answer", () => {
    const raw = JSON.stringify({
      version: 1,
      step: 4,
      values: { teamSize: 7, fullName: { evil: true }, journey: null, isAdmin: "yes" },
    });
    const draft = parseDraft(raw);
    expect(draft?.values.teamSize).toBe("7");
    expect(draft?.values.fullName).toBe("");
    expect(draft?.values.journey).toBe("");
    expect(draft?.values).not.toHaveProperty("isAdmin");
  });

  it("is ignored, never thrown, when corrupt, foreign or of another version", () => {
    for (const raw of [
      null,
      "",
      "{",
      "null",
      "42",
      '"text"',
      "[]",
      JSON.stringify({ step: 1, values: {} }),
      JSON.stringify({ version: 2, step: 1, values: {} }),
      JSON.stringify({ version: 1, step: 1, values: "all" }),
      JSON.stringify({ version: 1, step: 1, values: [] }),
    ]) {
      expect(parseDraft(raw)).toBeNull();
    }
  });

  it("keeps the step a screen that exists", () => {
    const withStep = (step: unknown) =>
      parseDraft(JSON.stringify({ version: 1, step, values: {} }))?.step;
    expect(withStep(99)).toBe(reviewStep);
    expect(withStep(-3)).toBe(0);
    expect(withStep(2.5)).toBe(0);
    expect(withStep("3")).toBe(0);
  });

  it("stores only the known answers", () => {
    const values = { ...COMPLETE, extra: "x" } as ApplicationFormValues;
    expect(JSON.parse(serializeDraft({ step: 1, values })).values).not.toHaveProperty("extra");
  });

  it("resumes on the stored screen, or on the first earlier step that is not valid", async () => {
    expect(await resumeStep({ step: reviewStep, values: COMPLETE })).toBe(reviewStep);
    expect(await resumeStep({ step: 3, values: { ...emptyValues, fullName: "Amara" } })).toBe(1);
    expect(await resumeStep({ step: reviewStep, values: { ...COMPLETE, teamSize: "" } })).toBe(4);
    expect(await resumeStep({ step: 0, values: emptyValues })).toBe(0);
  });

  it("is blank only on the intro with nothing typed", () => {
    expect(isBlankDraft({ step: 0, values: emptyValues })).toBe(true);
    expect(isBlankDraft({ step: 1, values: emptyValues })).toBe(false);
    expect(isBlankDraft({ step: 0, values: { ...emptyValues, pitch: "x" } })).toBe(false);
  });
});
