import { describe, expect, it } from "vitest";
import { COHORT_COUNTDOWN_TARGET } from "./constants";
import { countdown, formatLocalDate, formatLocalDateTime } from "./countdown";

// The cohort's start in Palo Alto (UTC-7 in May): the seeded Asia-Pacific Cohort 2026.
const target = Date.parse("2026-05-25T07:00:00Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = target - (3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND);
    expect(countdown(target, now)).toEqual({
      ended: false,
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
    });
  });

  it("rounds down to the second, so it ticks once a second", () => {
    expect(countdown(target, target - 1500)).toEqual({
      ended: false,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
    expect(countdown(target, target - DAY - 999)).toMatchObject({ days: 1, seconds: 0 });
  });

  it("counts hundreds of days without wrapping", () => {
    expect(countdown(target, target - 400 * DAY)).toMatchObject({ ended: false, days: 400 });
  });

  it("has ended at the target and for any date after it, never showing negative numbers", () => {
    expect(countdown(target, target)).toEqual({ ended: true });
    expect(countdown(target, target - 999)).toEqual({ ended: true });
    expect(countdown(target, target + SECOND)).toEqual({ ended: true });
    // The day this site was written: the cohort began months before.
    expect(countdown(target, Date.parse("2026-11-23T09:00:00Z"))).toEqual({ ended: true });
  });
});

describe("formatting a content date", () => {
  it("writes dates the way the spec does", () => {
    expect(formatLocalDateTime("2025-12-31T18:00:00")).toBe("31 Dec 2025 18:00");
    expect(formatLocalDateTime("2026-01-11T10:30:00")).toBe("11 Jan 2026 10:30");
    expect(formatLocalDateTime(COHORT_COUNTDOWN_TARGET)).toBe("25 May 2026 00:00");
    expect(formatLocalDate(COHORT_COUNTDOWN_TARGET)).toBe("25 May 2026");
    expect(() => formatLocalDate("25 May 2026")).toThrow(/Not a wall time/);
  });
});
