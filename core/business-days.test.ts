import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  businessCalendar,
  businessDaysBetween,
  businessDeadline,
  dayOf,
  isBusinessDay,
  UAE_HOLIDAYS_STARTING_LIST,
} from "./business-days";

const firm = businessCalendar(UAE_HOLIDAYS_STARTING_LIST.map(({ day }) => day));
const noHolidays = businessCalendar([]);

/** An instant's wall time in a zone, as a person there reads it. */
const wallTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone,
    dateStyle: "short",
    timeStyle: "short",
    hourCycle: "h23",
  }).format(instant);

describe("the firm's business days", () => {
  it("rests on Saturday and Sunday, works Monday to Friday", () => {
    // 2026-11-23 is a Monday.
    expect(
      ["23", "24", "25", "26", "27", "28", "29"].map((d) =>
        isBusinessDay(noHolidays, `2026-11-${d}`),
      ),
    ).toEqual([true, true, true, true, true, false, false]);
  });

  it("rests on the holidays the firm entered", () => {
    expect(isBusinessDay(firm, "2026-12-02")).toBe(false);
    expect(isBusinessDay(noHolidays, "2026-12-02")).toBe(true);
  });

  it("counts over holidays that run into a weekend", () => {
    // Arafat Day and Eid al-Adha, Tuesday 26 to Friday 29 May 2026, then the weekend.
    expect(addBusinessDays(firm, "2026-05-25", 1)).toBe("2026-06-01");
    // Commemoration Day and National Day, Tuesday 1 to Thursday 3 December 2026.
    expect(addBusinessDays(firm, "2026-11-30", 1)).toBe("2026-12-04");
    expect(addBusinessDays(firm, "2026-12-04", -1)).toBe("2026-11-30");
  });

  it("counts over New Year's Day on a Friday, between a Thursday and the weekend", () => {
    expect(addBusinessDays(firm, "2026-12-31", 1)).toBe("2027-01-04");
  });

  it("gives a deal shared on a Friday evening ten business days from the Monday", () => {
    // 20:00 in Abu Dhabi on Friday 27 November 2026.
    const shared = new Date("2026-11-27T16:00:00Z");
    const deadline = businessDeadline(firm, shared, 10);
    // Mon 30 Nov, then 1–3 December are holidays: Fri 4, 7–11, 14, 15, 16 December.
    expect(dayOf(firm, deadline)).toBe("2026-12-17");
    expect(deadline.toISOString()).toBe("2026-12-16T20:00:00.000Z");
    expect(wallTime(deadline, "Asia/Dubai")).toBe("17/12/2026, 00:00");
  });

  it("takes the day in Abu Dhabi, not in UTC: Friday 21:00 UTC is already Saturday there", () => {
    const lateFriday = new Date("2026-11-27T21:00:00Z");
    expect(dayOf(firm, lateFriday)).toBe("2026-11-28");
    expect(businessDeadline(firm, lateFriday, 10)).toEqual(
      businessDeadline(firm, new Date("2026-11-27T16:00:00Z"), 10),
    );
    // A share made on Friday afternoon counts from the Friday: one business day is Monday.
    expect(businessDeadline(noHolidays, new Date("2026-11-27T10:00:00Z"), 1).toISOString()).toBe(
      "2026-11-30T20:00:00.000Z",
    );
  });

  it("keeps a deadline's instant when the reader's zone changes its clocks", () => {
    // Shared Monday 15 March 2027 in Abu Dhabi; ten business days end on Monday 29 March, after
    // London (28 March) and New York (14 March) moved to summer time.
    const deadline = businessDeadline(firm, new Date("2027-03-15T06:00:00Z"), 10);
    expect(deadline.toISOString()).toBe("2027-03-29T20:00:00.000Z");
    expect(wallTime(deadline, "Europe/London")).toBe("29/03/2027, 21:00");
    expect(wallTime(deadline, "America/New_York")).toBe("29/03/2027, 16:00");
    // One a week earlier ends before London's change: 20:00 there, on winter time.
    const earlier = businessDeadline(firm, new Date("2027-03-08T06:00:00Z"), 10);
    expect(wallTime(earlier, "Europe/London")).toBe("22/03/2027, 20:00");
  });

  it("ends a day at midnight in a firm zone with summer time too", () => {
    const london = businessCalendar([], "Europe/London");
    // Friday 26 March 2027 + 1 is Monday 29 March, after the clocks went forward on the 28th.
    expect(businessDeadline(london, new Date("2027-03-26T12:00:00Z"), 1).toISOString()).toBe(
      "2027-03-29T23:00:00.000Z",
    );
  });

  it("counts the business days begun since an instant, never negative", () => {
    const thursday = new Date("2026-11-26T08:00:00Z");
    expect(businessDaysBetween(firm, thursday, new Date("2026-11-26T18:00:00Z"))).toBe(0);
    // Friday 27 and Monday 30 November; the holidays 1–3 December do not count; Friday 4 does.
    expect(businessDaysBetween(firm, thursday, new Date("2026-11-30T05:00:00Z"))).toBe(2);
    expect(businessDaysBetween(firm, thursday, new Date("2026-12-04T05:00:00Z"))).toBe(3);
    expect(businessDaysBetween(firm, thursday, new Date("2026-11-20T05:00:00Z"))).toBe(0);
  });

  it("starts from a list of unique days, each one a date", () => {
    const days = UAE_HOLIDAYS_STARTING_LIST.map(({ day }) => day);
    expect(new Set(days).size).toBe(days.length);
    for (const day of days) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
