import { describe, expect, it } from "vitest";
import { APPLICATION_STEPS, ApplicationSchema, withBlankApplicationAnswers } from "./application";
import { optionalText, requiredText } from "./common";
import { CONSULTANCY_STEPS, withBlankConsultancyAnswers } from "./consultancy-request";
import { defineQuestionnaire, oneOf } from "./questions";
import { z } from "./zod";

const LAYOUT = [
  {
    title: "You",
    questions: { name: { label: "Name" }, nickname: { label: "Nickname", optional: true } },
  },
  {
    title: "Your work",
    questions: {
      role: { label: "Role", kind: "select", options: ["Founder", "Investor"] },
      years: { label: "Years", kind: "number" },
    },
  },
] as const;
const questionnaire = defineQuestionnaire(LAYOUT, {
  name: requiredText(),
  nickname: optionalText(),
  role: oneOf(["Founder", "Investor"]),
  years: z.number("This field is required"),
});

describe("a questionnaire", () => {
  it("gives the steps in order, each question required unless its schema accepts no answer", () => {
    expect(questionnaire.steps).toEqual([
      {
        title: "You",
        fields: [
          { name: "name", label: "Name", kind: "text", required: true },
          { name: "nickname", label: "Nickname", kind: "text", required: false },
        ],
      },
      {
        title: "Your work",
        fields: [
          {
            name: "role",
            label: "Role",
            kind: "select",
            required: true,
            options: ["Founder", "Investor"],
          },
          { name: "years", label: "Years", kind: "number", required: true },
        ],
      },
    ]);
  });

  it("checks the answers with the questions' own rules, and nothing else", () => {
    const answers = { name: " Amara ", role: "Founder", years: 4 };
    expect(questionnaire.answersSchema.parse(answers)).toEqual({ ...answers, name: "Amara" });
    expect(questionnaire.answersSchema.safeParse({ role: "Chef", extra: 1 }).error?.issues).toEqual(
      [
        expect.objectContaining({ path: ["name"], message: "This field is required" }),
        expect.objectContaining({ path: ["role"], message: "This field is required" }),
        expect.objectContaining({ path: ["years"], message: "This field is required" }),
        expect.objectContaining({ code: "unrecognized_keys" }),
      ],
    );
  });

  it("stores optional answers left out as empty strings and keeps the rest", () => {
    const answers = { name: "Amara", role: "Founder", years: 4 } as const;
    expect(questionnaire.withBlankAnswers(answers)).toEqual({ ...answers, nickname: "" });
    expect(questionnaire.withBlankAnswers({ ...answers, nickname: "Ama" }).nickname).toBe("Ama");
  });

  it("describes a stored record: numbers for number questions, text for the rest", () => {
    expect(
      z
        .object(questionnaire.storedShape)
        .parse({ name: "A", nickname: "", role: "Founder", years: 4 }),
    ).toBeTruthy();
    expect(
      z
        .object(questionnaire.storedShape)
        .safeParse({ name: "A", nickname: "", role: "Founder", years: "4" }).success,
    ).toBe(false);
  });

  it("refuses a question asked twice", () => {
    const name = { label: "Name" };
    expect(() =>
      defineQuestionnaire(
        [
          { title: "One", questions: { name } },
          { title: "Two", questions: { name } },
        ],
        { name: requiredText() },
      ),
    ).toThrow("The question name is asked twice");
  });

  it("refuses a layout and rules that disagree on a question", () => {
    const layout = [{ title: "One", questions: { name: { label: "Name" } } }] as const;
    expect(() => defineQuestionnaire(layout, { name: optionalText() })).toThrow(
      "The question name is required in its layout, not in its rule",
    );
    expect(() => defineQuestionnaire(layout, {} as { name: z.ZodString })).toThrow(
      "The question name has no rule",
    );
    expect(() =>
      defineQuestionnaire(layout, { name: requiredText(), age: z.number() } as {
        name: z.ZodString;
      }),
    ).toThrow("The rule age has no question");
  });
});

describe("the application's and the consultancy form's questions", () => {
  it("fill every optional answer left out, and only those", () => {
    const optional = APPLICATION_STEPS.flatMap((step) => step.fields)
      .filter((field) => !field.required)
      .map((field) => field.name);
    expect(optional).toEqual([
      "linkedin",
      "achievements",
      "website",
      "executives",
      "concerns",
      "needAdvisory",
      "supportAreas",
      "growthReport",
    ]);
    const filled = withBlankApplicationAnswers({
      fullName: "Amara Okafor",
    } as Parameters<typeof withBlankApplicationAnswers>[0]);
    expect(filled).toEqual({
      fullName: "Amara Okafor",
      ...Object.fromEntries(optional.map((name) => [name, ""])),
    });

    const consultancyOptional = CONSULTANCY_STEPS.flatMap((step) => step.fields)
      .filter((field) => !field.required)
      .map((field) => field.name);
    expect(consultancyOptional).toEqual([
      "website",
      "email",
      "otherProblems",
      "previousConsultancy",
    ]);
    expect(
      withBlankConsultancyAnswers({
        businessName: "Dabba Co",
        businessAge: 2,
        industry: "Food",
        primaryProblem: "Growth",
        expectations: "A plan",
        email: "ops@example.com",
      }),
    ).toMatchObject({
      email: "ops@example.com",
      website: "",
      otherProblems: "",
      previousConsultancy: "",
    });
  });

  it("describe every answer in the stored application", () => {
    for (const field of APPLICATION_STEPS.flatMap((step) => step.fields)) {
      expect(ApplicationSchema.shape).toHaveProperty(field.name);
    }
  });
});
