import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineFormSteps } from "./form-steps";

// A small form of its own, so these tests hold whatever the real forms ask. conform reads a blank
// answer as missing, so a required text says so for a missing value, as core/schemas/common.ts does.
const Schema = z.strictObject({
  name: z.string("This field is required").trim().min(1, "This field is required"),
  nickname: z.string().trim().optional(),
  age: z.number("This field is required").min(0, "Too young"),
  story: z.string("This field is required").trim().min(1, "This field is required"),
});
let schemaLoads = 0;
const FORM = defineFormSteps<keyof z.infer<typeof Schema>, typeof Schema>({
  loadSchema: async () => {
    schemaLoads++;
    return Schema;
  },
  steps: [
    {
      title: "You",
      fields: [
        { name: "name", label: "Name", kind: "text", required: true },
        { name: "nickname", label: "Nickname", kind: "text", required: false },
        { name: "age", label: "Age", kind: "number", required: true },
      ],
    },
    {
      title: "Your story",
      fields: [{ name: "story", label: "Story", kind: "textarea", required: true }],
    },
  ],
});

describe("a multi-step form's steps", () => {
  it("number the intro 0, the field steps from 1 and the review last, without their rules", async () => {
    expect(schemaLoads).toBe(0);
    expect(FORM.firstFieldStep).toBe(1);
    expect(FORM.reviewStep).toBe(3);
    expect(FORM.progressStepNames).toEqual(["You", "Your story", "Review"]);
    expect(FORM.fieldNames).toEqual(["name", "nickname", "age", "story"]);
    expect(FORM.emptyValues).toEqual({ name: "", nickname: "", age: "", story: "" });
    expect(FORM.fieldStep(2).title).toBe("Your story");
    expect(() => FORM.fieldStep(0)).toThrow(RangeError);
    expect(() => FORM.fieldStep(3)).toThrow(RangeError);
  });

  it("check only the fields of the step on screen", async () => {
    expect(await FORM.stepErrors(1, FORM.emptyValues)).toEqual({
      name: "This field is required",
      age: "This field is required",
    });
    expect(await FORM.stepErrors(2, FORM.emptyValues)).toEqual({ story: "This field is required" });
    expect(await FORM.stepErrors(1, { name: "Amara", age: "31" })).toEqual({});
  });

  it("read a number field's text as a number, blank as missing", async () => {
    expect(await FORM.stepErrors(1, { name: "Amara", age: "  " })).toEqual({
      age: "This field is required",
    });
    expect(await FORM.stepErrors(1, { name: "Amara", age: "-1" })).toEqual({ age: "Too young" });
    expect(await FORM.toPayload({ name: "Amara", age: "2.5", story: "Dates" })).toEqual({
      name: "Amara",
      age: 2.5,
      story: "Dates",
    });
  });

  it("give the checked answers to send, trimmed by the schema, or null while a step is invalid", async () => {
    const complete = { name: " Amara ", nickname: "", age: "31", story: "Dates" };
    const payload = await FORM.toPayload(complete);
    // conform reads a blank answer as missing: an optional one is left out of the payload.
    expect(payload).toEqual({ name: "Amara", age: 31, story: "Dates" });
    expect(payload?.age).toBe(31);
    expect(await FORM.toPayload({ ...complete, story: " " })).toBeNull();
  });

  it("never block the intro or the review", async () => {
    expect(await FORM.stepErrors(0, {})).toEqual({});
    expect(await FORM.stepErrors(FORM.reviewStep, {})).toEqual({});
    expect(FORM.isFieldStep(0)).toBe(false);
    expect(FORM.isFieldStep(2)).toBe(true);
    expect(FORM.isFieldStep(3)).toBe(false);
  });

  it("check a step as its form posts it, with the schema loaded once", async () => {
    const check = await FORM.stepCheck(2);
    const data = new FormData();
    data.set("story", "  ");
    expect(check(data).status).toBe("error");
    data.set("story", "Dates");
    expect(check(data).status).toBe("success");
    await expect(FORM.stepCheck(3)).rejects.toThrow(RangeError);
    expect(schemaLoads).toBe(1);
  });
});

describe("a multi-step form whose rules did not load", () => {
  it("tries again on the next use", async () => {
    let attempts = 0;
    const form = defineFormSteps<"story">({
      loadSchema: async () => {
        attempts++;
        if (attempts === 1) throw new Error("offline");
        return z.object({ story: z.string("This field is required") });
      },
      steps: [
        {
          title: "Story",
          fields: [{ name: "story", label: "Story", kind: "text", required: true }],
        },
      ],
    });
    await expect(form.stepErrors(1, { story: "" })).rejects.toThrow("offline");
    expect(await form.stepErrors(1, { story: "" })).toEqual({ story: "This field is required" });
    expect(attempts).toBe(2);
  });
});
