import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { DealAnswerFormSchema } from "./deal-answer";

/** The answer form as the deal room's page posts it: every field, as text. */
const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: DealAnswerFormSchema });
};
/** What a refused post says under each field. */
const errorsOf = (fields: Record<string, string>) => {
  const submission = posted(fields);
  return submission.status === "error" ? submission.error : "taken";
};
const EVERY_FIELD = { passReason: "", amount: "", currency: "USD", conditions: "", note: "" };

describe("the deal room's answer form", () => {
  it("asks for an answer first", () => {
    expect(errorsOf(EVERY_FIELD)).toEqual({ kind: ["Choose an answer"] });
    expect(errorsOf({ ...EVERY_FIELD, kind: "maybe" })).toEqual({
      kind: ["Choose an answer"],
    });
  });

  it("keeps only the chosen answer's fields, whatever else the page sent", () => {
    const circle = posted({
      ...EVERY_FIELD,
      kind: "soft-circle",
      amount: " 250,000 ",
      passReason: "Too early for us",
      conditions: "left from the hard circle",
    });
    expect(circle.status === "success" && circle.value).toEqual({
      kind: "soft-circle",
      amount: 250_000,
      currency: "USD",
      note: "",
    });
    const interested = posted({ ...EVERY_FIELD, kind: "interested", amount: "oops", note: "Yes" });
    expect(interested.status === "success" && interested.value).toEqual({
      kind: "interested",
      note: "Yes",
    });
  });

  it("reads an amount typed in Eastern Arabic digits as the number it is", () => {
    const circle = posted({ ...EVERY_FIELD, kind: "soft-circle", amount: "٢٥٠٬٠٠٠" });
    expect(circle.status === "success" && circle.value).toMatchObject({
      kind: "soft-circle",
      amount: 250_000,
    });
  });

  it("says under each field what a circle or a pass still needs", () => {
    expect(errorsOf({ ...EVERY_FIELD, kind: "pass" })).toEqual({
      passReason: ["Choose a reason from the list"],
    });
    expect(errorsOf({ ...EVERY_FIELD, kind: "soft-circle", amount: "25O,000" })).toEqual({
      amount: ["Enter the amount as a whole number"],
    });
    expect(errorsOf({ ...EVERY_FIELD, kind: "soft-circle", amount: "2.5" })).toEqual({
      amount: ["Enter the amount as a whole number"],
    });
    expect(errorsOf({ ...EVERY_FIELD, kind: "hard-circle", amount: "0" })).toEqual({
      amount: ["Enter an amount above 0"],
      conditions: ["This field is required"],
    });
  });
});
