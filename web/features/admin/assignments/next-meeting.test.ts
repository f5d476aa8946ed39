import { describe, expect, it } from "vitest";
import { keptMeetings, meetingCountdownText, nextMeeting } from "./next-meeting";

const NOW = Date.parse("2026-03-30T10:00:00Z");
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const HOUR = 3_600_000;

describe("meetingCountdownText", () => {
  it("counts down days, hours, minutes and seconds", () => {
    expect(meetingCountdownText(at(2 * 24 * HOUR + 3 * HOUR + 4 * 60_000 + 5_000), NOW)).toBe(
      "2d 03h 04m 05s",
    );
    expect(meetingCountdownText(at(1_000), NOW)).toBe("0d 00h 00m 01s");
  });

  it("says the time has passed at the start and after", () => {
    expect(meetingCountdownText(at(0), NOW)).toBe("Meeting time has passed.");
    expect(meetingCountdownText(at(-HOUR), NOW)).toBe("Meeting time has passed.");
  });
});

describe("the 24-hour purge", () => {
  it("keeps a meeting up to 24 hours past, drops it after", () => {
    const kept = (time: string) => keptMeetings([{ time }], NOW).length === 1;
    expect(kept(at(-24 * HOUR))).toBe(true);
    expect(kept(at(-24 * HOUR - 1))).toBe(false);
    expect(kept(at(HOUR))).toBe(true);
  });

  it("filters the list", () => {
    const meetings = [{ time: at(-25 * HOUR) }, { time: at(-HOUR) }, { time: at(HOUR) }];
    expect(keptMeetings(meetings, NOW)).toEqual([meetings[1], meetings[2]]);
  });
});

describe("nextMeeting", () => {
  it("is the earliest meeting, whatever the order given", () => {
    const a = { title: "a", time: at(5 * HOUR) };
    const b = { title: "b", time: at(2 * HOUR) };
    const c = { title: "c", time: at(9 * HOUR) };
    expect(nextMeeting([a, b, c])).toBe(b);
  });

  it("is undefined without meetings", () => {
    expect(nextMeeting([])).toBeUndefined();
  });
});
