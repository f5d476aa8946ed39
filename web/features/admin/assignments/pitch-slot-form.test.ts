import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PitchSlotFormSchema } from "./pitch-slot-form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return parseWithZod(data, { schema: PitchSlotFormSchema });
};

describe("PitchSlotFormSchema", () => {
  it("turns the typed fields into the call's payload", () => {
    const submission = form({
      date: "2026-04-02",
      time: "10:30",
      durationMinutes: "45",
      representativeName: " Layla Haddad ",
      representativeEmail: "layla@nakhla.example",
    });
    expect(submission.status === "success" && submission.value).toEqual({
      startsAt: new Date(2026, 3, 2, 10, 30).toISOString(),
      durationMinutes: 45,
      representativeName: "Layla Haddad",
      representativeEmail: "layla@nakhla.example",
    });
  });

  it("says what is missing under each field", () => {
    const submission = form({ durationMinutes: "30" });
    expect(submission.status === "error" && submission.error).toEqual({
      date: ["Choose a date."],
      time: ["Choose a time."],
      representativeName: ["This field is required"],
      representativeEmail: ["This field is required"],
    });
  });

  it("refuses a length it does not offer, and a date PostgreSQL cannot keep", () => {
    const base = { time: "10:30", representativeName: "Layla", representativeEmail: "l@n.example" };
    expect(form({ ...base, date: "2026-04-02", durationMinutes: "50" }).status).toBe("error");
    const early = form({ ...base, date: "0999-04-02", durationMinutes: "30" });
    expect(early.status === "error" && early.error).toEqual({ date: [DATE_RANGE] });
  });
});

const DATE_RANGE = "Choose a date between the years 1900 and 9999";
