/** Pitch session: 45 minutes in three sections, plus the 15-minute Open Floor. */
export const TIMER_SECTIONS = [
  { name: "Origin Spark", seconds: 600, purpose: "Introduction" },
  { name: "Market Pulse", seconds: 900, purpose: "Market and financials" },
  { name: "Venture Exchange", seconds: 1200, purpose: "Q&A" },
  { name: "Open Floor", seconds: 900, purpose: "Extended chat" },
] as const;

export type TimerSection = { name: string; seconds: number; purpose: string };

/**
 * The pitch timer as data: how much of the session has run, and since when it is running. Where it
 * stands (which section, how long left) is derived from the clock, so a late or skipped tick never
 * makes it drift.
 */
export type PitchTimerState = {
  status: "idle" | "running" | "paused" | "finished";
  /** Session time run before `runningSince`. */
  elapsedMs: number;
  /** The clock reading when it last started or resumed; null unless running. */
  runningSince: number | null;
};

export type TimerPosition = {
  /** The section being timed; the last one once the session is over. */
  index: number;
  remainingMs: number;
  finished: boolean;
};

export const IDLE_TIMER: PitchTimerState = { status: "idle", elapsedMs: 0, runningSince: null };

const totalMs = (sections: readonly TimerSection[]) =>
  sections.reduce((sum, section) => sum + section.seconds * 1000, 0);

export function elapsedAt(state: PitchTimerState, now: number): number {
  return (
    state.elapsedMs + (state.runningSince === null ? 0 : Math.max(0, now - state.runningSince))
  );
}

/** Which section a session time falls in: each starts the moment the one before reaches zero. */
export function positionAt(
  elapsedMs: number,
  sections: readonly TimerSection[] = TIMER_SECTIONS,
): TimerPosition {
  let start = 0;
  for (const [index, section] of sections.entries()) {
    const end = start + section.seconds * 1000;
    if (elapsedMs < end) return { index, remainingMs: end - elapsedMs, finished: false };
    start = end;
  }
  return { index: sections.length - 1, remainingMs: 0, finished: true };
}

export function startTimer(state: PitchTimerState, now: number): PitchTimerState {
  if (state.status === "running" || state.status === "finished") return state;
  return { status: "running", elapsedMs: state.elapsedMs, runningSince: now };
}

export function pauseTimer(state: PitchTimerState, now: number): PitchTimerState {
  if (state.status !== "running") return state;
  return { status: "paused", elapsedMs: elapsedAt(state, now), runningSince: null };
}

/** The indexes of the sections whose end falls after `fromMs` and at or before `toMs` of session time. */
export function sectionsEndedBetween(
  fromMs: number,
  toMs: number,
  sections: readonly TimerSection[] = TIMER_SECTIONS,
): number[] {
  const ended: number[] = [];
  let end = 0;
  for (const [index, section] of sections.entries()) {
    end += section.seconds * 1000;
    if (end > fromMs && end <= toMs) ended.push(index);
  }
  return ended;
}

/** Brings the state up to `now`: once the last section reaches zero the timer stops there, at 0. */
export function settleTimer(
  state: PitchTimerState,
  now: number,
  sections: readonly TimerSection[] = TIMER_SECTIONS,
): PitchTimerState {
  if (state.status !== "running") return state;
  const total = totalMs(sections);
  if (elapsedAt(state, now) < total) return state;
  return { status: "finished", elapsedMs: total, runningSince: null };
}

/** Whole seconds as the clock face shows them: '10:00', '00:59'; a started second counts as whole. */
export function formatClock(remainingMs: number): string {
  const seconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}
