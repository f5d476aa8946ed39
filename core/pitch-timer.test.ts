import { describe, expect, it } from "vitest";
import {
  elapsedAt,
  formatClock,
  IDLE_TIMER,
  type PitchTimerState,
  pauseTimer,
  positionAt,
  sectionsEndedBetween,
  settleTimer,
  startTimer,
  TIMER_SECTIONS,
} from "./pitch-timer";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A fake clock the test moves by hand, and the timer read from it the way the page reads it. */
function session() {
  let now = 1_700_000_000_000;
  let state: PitchTimerState = IDLE_TIMER;
  let seen = 0;
  const alarms: number[] = [];
  const read = () => {
    const elapsed = elapsedAt(state, now);
    alarms.push(...sectionsEndedBetween(seen, elapsed));
    seen = elapsed;
    state = settleTimer(state, now);
    const { index, remainingMs, finished } = positionAt(elapsedAt(state, now));
    return { section: TIMER_SECTIONS[index]?.name, clock: formatClock(remainingMs), finished };
  };
  return {
    alarms,
    read,
    status: () => state.status,
    advance: (ms: number) => {
      now += ms;
      return read();
    },
    start: () => {
      state = startTimer(state, now);
    },
    pause: () => {
      state = pauseTimer(state, now);
    },
  };
}

describe("the pitch timer", () => {
  it("does not move until started", () => {
    const timer = session();
    expect(timer.advance(5 * MINUTE)).toEqual({
      section: "Origin Spark",
      clock: "10:00",
      finished: false,
    });
    expect(timer.status()).toBe("idle");
  });

  it("runs the four sections in order, each starting by itself, and stops at 0 after the last", () => {
    const timer = session();
    timer.start();
    expect(timer.advance(SECOND)).toMatchObject({ section: "Origin Spark", clock: "09:59" });
    expect(timer.advance(599 * SECOND - 1)).toMatchObject({
      section: "Origin Spark",
      clock: "00:01",
    });
    expect(timer.advance(1)).toMatchObject({ section: "Market Pulse", clock: "15:00" });
    expect(timer.alarms).toEqual([0]);
    expect(timer.advance(15 * MINUTE)).toMatchObject({
      section: "Venture Exchange",
      clock: "20:00",
    });
    expect(timer.advance(20 * MINUTE)).toMatchObject({ section: "Open Floor", clock: "15:00" });
    expect(timer.alarms).toEqual([0, 1, 2]);
    expect(timer.advance(15 * MINUTE)).toEqual({
      section: "Open Floor",
      clock: "00:00",
      finished: true,
    });
    expect(timer.alarms).toEqual([0, 1, 2, 3]);
    expect(timer.status()).toBe("finished");
    expect(timer.advance(10 * MINUTE)).toEqual({
      section: "Open Floor",
      clock: "00:00",
      finished: true,
    });
    expect(timer.alarms).toHaveLength(4);
  });

  it("rings for every section that ended, even if the page missed ticks", () => {
    const timer = session();
    timer.start();
    expect(timer.advance(26 * MINUTE)).toMatchObject({
      section: "Venture Exchange",
      clock: "19:00",
    });
    expect(timer.alarms).toEqual([0, 1]);
  });

  it("holds still while paused and carries on when resumed", () => {
    const timer = session();
    timer.start();
    timer.advance(90 * SECOND);
    timer.pause();
    expect(timer.advance(10 * MINUTE)).toMatchObject({ section: "Origin Spark", clock: "08:30" });
    expect(timer.status()).toBe("paused");
    timer.start();
    expect(timer.advance(30 * SECOND)).toMatchObject({ section: "Origin Spark", clock: "08:00" });
  });

  it("cannot be started again once finished", () => {
    const finished: PitchTimerState = {
      status: "finished",
      elapsedMs: 3_600_000,
      runningSince: null,
    };
    expect(startTimer(finished, 0)).toBe(finished);
  });
});

describe("positionAt", () => {
  it("puts each boundary at the start of the next section", () => {
    expect(positionAt(0)).toEqual({ index: 0, remainingMs: 600_000, finished: false });
    expect(positionAt(600_000)).toEqual({ index: 1, remainingMs: 900_000, finished: false });
    expect(positionAt(3_600_000)).toEqual({ index: 3, remainingMs: 0, finished: true });
  });
});

describe("formatClock", () => {
  it("shows minutes and seconds, counting a started second as whole", () => {
    expect(formatClock(1_200_000)).toBe("20:00");
    expect(formatClock(59_001)).toBe("01:00");
    expect(formatClock(59_000)).toBe("00:59");
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(-5)).toBe("00:00");
  });
});
