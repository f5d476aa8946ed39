import { describe, expect, it } from "vitest";
import { APPLICATION_STEPS, ApplicationAnswersSchema } from "../../../core/schemas/application";
import { APPLICATION_FORM, type ApplicationFormValues } from "./application-steps";

// The steps as the multi-step form reads them.
const { emptyValues, fieldNames, progressStepNames, reviewStep, stepErrors } = APPLICATION_FORM;

const requiredOf = (step: number) =>
  APPLICATION_STEPS[step - 1]?.fields.filter((field) => field.required).map((field) => field.name);

describe("the application's steps", () => {
  it("are the intro, the five field steps and the review, with every field once", async () => {
    expect(reviewStep).toBe(6);
    expect(progressStepNames).toEqual([
      "Founder identity",
      "About the entrepreneurs",
      "Startup details",
      "Team",
      "Expectations",
      "Review",
    ]);
    expect(new Set(fieldNames).size).toBe(fieldNames.length);
    expect([...fieldNames].sort()).toEqual(Object.keys(ApplicationAnswersSchema.shape).sort());
  });

  it("name every empty required field of a step, and only those, 'This field is required'", async () => {
    for (let step = 1; step < reviewStep; step++) {
      const errors = await stepErrors(step, emptyValues);
      expect(Object.keys(errors).sort()).toEqual(requiredOf(step)?.sort());
      expect(new Set(Object.values(errors))).toEqual(new Set(["This field is required"]));
    }
  });

  it("let optional fields stay empty and blank answers count as empty", async () => {
    const values: Partial<ApplicationFormValues> = {
      fullName: "Amara Okafor",
      designation: "CEO",
      phone: "+91 98765 43210",
      email: "amara@example.com",
      linkedin: "",
    };
    expect(await stepErrors(1, values)).toEqual({});
    expect(await stepErrors(1, { ...values, designation: "   " })).toEqual({
      designation: "This field is required",
    });
  });

  it("check the e-mail format as the server does", async () => {
    expect(
      await stepErrors(1, { fullName: "A", designation: "B", phone: "1", email: "amara@" }),
    ).toEqual({ email: "Enter a valid e-mail address" });
  });

  it("read teamSize as a whole number of at least 1", async () => {
    const team = { cofounders: "Two", decisionMaking: "Together" };
    expect(await stepErrors(4, { ...team, teamSize: "" })).toEqual({
      teamSize: "This field is required",
    });
    expect(await stepErrors(4, { ...team, teamSize: "0" })).toEqual({
      teamSize: "Team size must be at least 1",
    });
    expect(await stepErrors(4, { ...team, teamSize: "2.5" })).toEqual({
      teamSize: "Team size must be a whole number",
    });
    expect(await stepErrors(4, { ...team, teamSize: "12" })).toEqual({});
  });

  it("accept only the six development stages", async () => {
    const startup = Object.fromEntries(
      APPLICATION_STEPS[2].fields.map((field) => [field.name, "Something true"]),
    );
    expect(await stepErrors(3, { ...startup, developmentStage: "Series B" })).toEqual({
      developmentStage: "This field is required",
    });
    expect(await stepErrors(3, { ...startup, developmentStage: "MVP Built" })).toEqual({});
  });

  it("never block the intro or the review", async () => {
    expect(await stepErrors(0, {})).toEqual({});
    expect(await stepErrors(reviewStep, {})).toEqual({});
  });
});
