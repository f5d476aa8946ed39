import { describe, expect, it } from "vitest";
import { z } from "zod";
import { draftCodec } from "./form-draft";
import { defineFormSteps } from "./form-steps";

const FORM = defineFormSteps<"name" | "age" | "story">({
  loadSchema: async () =>
    z.object({
      name: z.string().min(1, "This field is required"),
      age: z.number("This field is required"),
      story: z.string().min(1, "This field is required"),
    }),
  steps: [
    {
      title: "You",
      fields: [
        { name: "name", label: "Name", kind: "text", required: true },
        { name: "age", label: "Age", kind: "number", required: true },
      ],
    },
    {
      title: "Story",
      fields: [{ name: "story", label: "Story", kind: "textarea", required: true }],
    },
  ],
});
const codec = draftCodec(FORM);
const COMPLETE = { name: "Amara", age: "4", story: "Cold chains." };

describe("a multi-step form's draft", () => {
  it("comes back as stored, and stores only the form's answers", () => {
    const draft = { step: 2, values: COMPLETE };
    expect(codec.parseDraft(codec.serializeDraft(draft))).toEqual(draft);
    const leaky = { step: 1, values: { ...COMPLETE, token: "secret" } };
    expect(codec.serializeDraft(leaky)).not.toContain("secret");
  });

  it("turns a stored number into text and drops what is not an answer", () => {
    const raw = JSON.stringify({ version: 1, step: 1, values: { age: 4, name: {}, extra: "x" } });
    expect(codec.parseDraft(raw)).toEqual({ step: 1, values: { name: "", age: "4", story: "" } });
  });

  it("ignores a corrupt or foreign value and keeps the step on a screen that exists", () => {
    for (const raw of [null, "{", "[]", JSON.stringify({ version: 2, step: 1, values: {} })]) {
      expect(codec.parseDraft(raw)).toBeNull();
    }
    const step = (value: unknown) =>
      codec.parseDraft(JSON.stringify({ version: 1, step: value, values: {} }))?.step;
    expect(step(9)).toBe(FORM.reviewStep);
    expect(step(-1)).toBe(0);
    expect(step(1.5)).toBe(0);
  });

  it("resumes on the first earlier step that is not valid", async () => {
    expect(await codec.resumeStep({ step: 3, values: COMPLETE })).toBe(3);
    expect(await codec.resumeStep({ step: 3, values: { ...COMPLETE, age: "" } })).toBe(1);
    expect(await codec.resumeStep({ step: 3, values: { ...COMPLETE, story: "" } })).toBe(2);
  });

  it("is blank only on the intro with nothing typed", () => {
    expect(codec.isBlankDraft({ step: 0, values: FORM.emptyValues })).toBe(true);
    expect(codec.isBlankDraft({ step: 0, values: { ...FORM.emptyValues, name: " " } })).toBe(true);
    expect(codec.isBlankDraft({ step: 1, values: FORM.emptyValues })).toBe(false);
  });
});
