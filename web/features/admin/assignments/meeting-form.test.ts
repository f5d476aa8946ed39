import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { combineDateTime, MeetingFormSchema, splitParticipants } from "./meeting-form";

describe("splitParticipants", () => {
  it("splits on commas, trims and drops blanks", () => {
    expect(splitParticipants(" Salma Idris,Omar Haddad ,, ")).toEqual([
      "Salma Idris",
      "Omar Haddad",
    ]);
    expect(splitParticipants("  ")).toEqual([]);
  });
});

describe("combineDateTime", () => {
  it("reads the date and time in the local zone and answers an ISO instant", () => {
    expect(combineDateTime("2026-04-02", "15:30")).toBe(new Date(2026, 3, 2, 15, 30).toISOString());
  });

  it("answers null when a part is missing or invalid", () => {
    expect(combineDateTime("", "15:30")).toBeNull();
    expect(combineDateTime("2026-04-02", "")).toBeNull();
    expect(combineDateTime("2026-13-40", "15:30")).toBeNull();
  });
});

describe("MeetingFormSchema", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return parseWithZod(data, { schema: MeetingFormSchema });
  };

  it("turns the typed fields into the call's payload", () => {
    const submission = form({
      title: " Board prep ",
      participants: "Salma Idris, Omar Haddad ,",
      date: "2026-04-02",
      time: "15:30",
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      title: "Board prep",
      participants: ["Salma Idris", "Omar Haddad"],
      time: new Date(2026, 3, 2, 15, 30).toISOString(),
    });
  });

  it("says under each field what is missing or wrong", () => {
    const submission = form({ title: "Board prep", participants: " , ,", date: "2026-04-02" });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({
      participants: ["Add at least one participant"],
      time: ["Choose a time"],
    });
  });

  it("refuses a date outside the years PostgreSQL keeps, under the time", () => {
    const submission = form({
      title: "Board prep",
      participants: "Salma",
      date: "0999-04-02",
      time: "15:30",
    });
    expect(submission.status === "error" && submission.error).toEqual({
      time: ["Choose a date between the years 1900 and 9999"],
    });
  });
});
