import { describe, expect, it } from "vitest";
import { addDays, instantToWallTime, isTimeZone, wallTimeToInstant, zoneName } from "./zoned-time";

describe("wall times in a zone", () => {
  it("turn the spec's events (Abu Dhabi, UTC+4) into their instants and back", () => {
    const privateEvent = wallTimeToInstant("2025-12-31T18:00", "Asia/Dubai");
    expect(privateEvent.toISOString()).toBe("2025-12-31T14:00:00.000Z");
    expect(instantToWallTime(privateEvent, "Asia/Dubai")).toBe("2025-12-31T18:00");
    expect(wallTimeToInstant("2026-01-11T10:30", "Asia/Dubai").toISOString()).toBe(
      "2026-01-11T06:30:00.000Z",
    );
  });

  it("follow daylight saving: a skipped time moves forward, a repeated one is the first", () => {
    expect(wallTimeToInstant("2026-03-08T02:30", "America/Los_Angeles").toISOString()).toBe(
      "2026-03-08T10:30:00.000Z",
    );
    expect(wallTimeToInstant("2026-11-01T01:30", "America/Los_Angeles").toISOString()).toBe(
      "2026-11-01T08:30:00.000Z",
    );
    expect(wallTimeToInstant("2026-07-01T09:00", "Europe/London").toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
  });

  it("name the zone as a visitor reads it", () => {
    expect(zoneName(new Date("2025-12-31T14:00:00Z"), "Asia/Dubai")).toBe("Gulf Standard Time");
    expect(zoneName(new Date("2026-05-25T07:00:00Z"), "America/Los_Angeles")).toBe(
      "Pacific Daylight Time",
    );
  });

  it("name the zone in Arabic for the Arabic pages", () => {
    expect(zoneName(new Date("2025-12-31T14:00:00Z"), "Asia/Dubai", "ar")).toBe("توقيت الخليج");
    // The English name is still the English one after the Arabic was asked for.
    expect(zoneName(new Date("2025-12-31T14:00:00Z"), "Asia/Dubai")).toBe("Gulf Standard Time");
  });

  it("know real zones from made-up ones", () => {
    expect(isTimeZone("Asia/Dubai")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(() => wallTimeToInstant("2026-01-01T10:00", "Mars/Olympus_Mons")).toThrow();
  });

  it("add days across months and years", () => {
    expect(addDays("2026-05-25", 120)).toBe("2026-09-22");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
