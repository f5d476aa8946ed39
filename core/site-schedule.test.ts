import { describe, expect, it } from "vitest";
import {
  arrangeEvents,
  cohortPhase,
  cohortTimes,
  latestClosedCohort,
  nextOpenCohort,
} from "./site-schedule";

const at = (iso: string) => new Date(iso);
const event = (title: string, startsAt: string) => ({ title, startsAt: at(startsAt) });

// The spec's Asia-Pacific Cohort 2026: 120 days in Palo Alto from 25 May 2026 (the deadline is ours).
const asiaPacific = {
  name: "Asia-Pacific Cohort 2026",
  startDate: "2026-05-25",
  lengthDays: 120,
  applicationDeadline: "2026-05-10",
  timeZone: "America/Los_Angeles",
};
const today = at("2026-11-23T09:00:00Z");

describe("arrangeEvents", () => {
  const privateEvent = event("Year-End Investor Circle", "2025-12-31T14:00:00Z");
  const publicEvent = event("Open Pitch Day 2026", "2026-01-11T06:30:00Z");
  const soon = event("Winter Demo Day", "2026-12-05T10:00:00Z");
  const later = event("Spring Summit", "2027-03-01T10:00:00Z");

  it("lists upcoming events soonest first and past ones most recent first", () => {
    const { upcoming, past } = arrangeEvents([later, privateEvent, soon, publicEvent], today);
    expect(upcoming.map((item) => item.title)).toEqual(["Winter Demo Day", "Spring Summit"]);
    expect(past.map((item) => item.title)).toEqual([
      "Open Pitch Day 2026",
      "Year-End Investor Circle",
    ]);
  });

  it("puts both of the spec's events in the past on 23 Nov 2026", () => {
    expect(arrangeEvents([privateEvent, publicEvent], today).upcoming).toEqual([]);
  });

  it("moves an event to the past at the second it starts", () => {
    const oneSecondBefore = at("2026-01-11T06:29:59Z");
    expect(arrangeEvents([publicEvent], oneSecondBefore).upcoming).toHaveLength(1);
    expect(arrangeEvents([publicEvent], publicEvent.startsAt).past).toHaveLength(1);
  });
});

describe("cohorts", () => {
  it("start at 00:00 on the start date in their zone and last their length in days", () => {
    const times = cohortTimes(asiaPacific);
    // Palo Alto is on daylight time (UTC-7) in May and September.
    expect(times.startsAt.toISOString()).toBe("2026-05-25T07:00:00.000Z");
    expect(times.endsAt.toISOString()).toBe("2026-09-22T07:00:00.000Z");
    expect(times.lastDay).toBe("2026-09-21");
    expect(times.applicationsCloseAt.toISOString()).toBe("2026-05-11T07:00:00.000Z");
  });

  it("are open until the end of the deadline day, then closed, under way, and ended", () => {
    expect(cohortPhase(asiaPacific, at("2026-05-11T06:59:59Z"))).toBe("open");
    expect(cohortPhase(asiaPacific, at("2026-05-11T07:00:00Z"))).toBe("closed");
    expect(cohortPhase(asiaPacific, at("2026-05-25T07:00:00Z"))).toBe("under way");
    expect(cohortPhase(asiaPacific, at("2026-09-22T06:59:59Z"))).toBe("under way");
    expect(cohortPhase(asiaPacific, today)).toBe("ended");
  });

  it("offer no open cohort on 23 Nov 2026 and name the Asia-Pacific one as the latest", () => {
    expect(nextOpenCohort([asiaPacific], today)).toBeUndefined();
    expect(latestClosedCohort([asiaPacific], today)?.name).toBe("Asia-Pacific Cohort 2026");
  });

  it("offer the open cohort that starts first, whatever order they come in", () => {
    const europe = {
      ...asiaPacific,
      name: "Europe Cohort 2027",
      startDate: "2027-04-12",
      applicationDeadline: "2027-03-01",
      timeZone: "Europe/Berlin",
    };
    const gulf = {
      ...asiaPacific,
      name: "Gulf Cohort 2027",
      startDate: "2027-02-01",
      applicationDeadline: "2026-12-15",
      timeZone: "Asia/Dubai",
    };
    const closedSoon = { ...gulf, name: "Closed", applicationDeadline: "2026-11-20" };
    expect(nextOpenCohort([europe, closedSoon, gulf, asiaPacific], today)?.name).toBe(
      "Gulf Cohort 2027",
    );
    expect(latestClosedCohort([europe, closedSoon, gulf, asiaPacific], today)?.name).toBe("Closed");
    // Once the Gulf deadline passes (end of 15 Dec in Dubai = 20:00 UTC), Europe is next.
    expect(nextOpenCohort([europe, gulf], at("2026-12-15T20:00:00Z"))?.name).toBe(
      "Europe Cohort 2027",
    );
    expect(nextOpenCohort([europe, gulf], at("2026-12-15T19:59:59Z"))?.name).toBe(
      "Gulf Cohort 2027",
    );
  });
});
