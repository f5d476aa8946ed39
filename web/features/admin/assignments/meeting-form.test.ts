import { describe, expect, it } from "vitest";
import { combineDateTime, splitParticipants } from "./meeting-form";

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
