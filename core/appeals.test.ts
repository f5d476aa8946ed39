import { describe, expect, it } from "vitest";
import {
  APPEAL_ALREADY_MADE,
  APPEAL_NOT_DECLINED,
  APPEAL_TOO_LATE,
  appealClosesAt,
  appealDueAt,
  appealOpenUntil,
  appealRefusal,
} from "./appeals";
import { businessCalendar } from "./business-days";

const declinedAt = new Date("2026-12-01T10:00:00Z");
const declined = { decision: "declined", decisionSentAt: declinedAt, appealed: false };

describe("the appeal window", () => {
  it("is open for 30 days of 24 hours after the decline mail", () => {
    expect(appealClosesAt(declinedAt).toISOString()).toBe("2026-12-31T10:00:00.000Z");
    expect(appealRefusal(declined, new Date("2026-12-31T09:59:59Z"))).toBeNull();
    expect(appealRefusal(declined, new Date("2026-12-31T10:00:00Z"))).toBe(APPEAL_TOO_LATE);
    expect(appealOpenUntil(declined, declinedAt)?.toISOString()).toBe("2026-12-31T10:00:00.000Z");
    expect(appealOpenUntil(declined, new Date("2027-01-05T00:00:00Z"))).toBeNull();
  });

  it("is only for a declined application whose mail went, and once", () => {
    const now = new Date("2026-12-02T00:00:00Z");
    expect(appealRefusal({ ...declined, decision: "accepted" }, now)).toBe(APPEAL_NOT_DECLINED);
    expect(appealRefusal({ ...declined, decisionSentAt: null }, now)).toBe(APPEAL_NOT_DECLINED);
    expect(appealRefusal({ decision: null, decisionSentAt: null, appealed: false }, now)).toBe(
      APPEAL_NOT_DECLINED,
    );
    expect(appealRefusal({ ...declined, appealed: true }, now)).toBe(APPEAL_ALREADY_MADE);
    expect(appealOpenUntil({ ...declined, appealed: true }, now)).toBeNull();
  });
});

describe("the appeal's due date", () => {
  const calendar = businessCalendar(["2026-12-02", "2026-12-03"]);

  it("is the end of the 10th business day after it came, weekends and holidays skipped", () => {
    // Monday 30 November (Dubai); 2 and 3 December are holidays, Saturdays and Sundays are off:
    // 1, 4, 7, 8, 9, 10, 11, 14, 15, 16 December.
    const due = appealDueAt(calendar, new Date("2026-11-30T08:00:00Z"));
    expect(due.toISOString()).toBe("2026-12-16T20:00:00.000Z");
  });

  it("counts from the firm's day the appeal came on, not UTC's", () => {
    // 21:00 UTC on Sunday is already Monday in Dubai.
    const due = appealDueAt(businessCalendar([]), new Date("2026-12-06T21:00:00Z"));
    expect(due.toISOString()).toBe("2026-12-21T20:00:00.000Z");
  });
});
