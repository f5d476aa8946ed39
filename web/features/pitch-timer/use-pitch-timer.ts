import { useCallback, useEffect, useRef, useState } from "react";
import {
  elapsedAt,
  IDLE_TIMER,
  type PitchTimerState,
  pauseTimer,
  positionAt,
  sectionsEndedBetween,
  settleTimer,
  startTimer,
} from "../../../core/pitch-timer";

const TICK_MS = 250;

/**
 * Runs the pitch timer on the page's clock. `onSectionEnd` is called once for every section that
 * reaches zero, even when the tab slept through several.
 */
export function usePitchTimer(onSectionEnd: (index: number) => void) {
  const [state, setState] = useState<PitchTimerState>(IDLE_TIMER);
  const [now, setNow] = useState(0);
  const stateRef = useRef(state);
  const seenMs = useRef(0);
  const onSectionEndRef = useRef(onSectionEnd);
  onSectionEndRef.current = onSectionEnd;

  const commit = useCallback((next: PitchTimerState, at: number) => {
    stateRef.current = next;
    setState(next);
    setNow(at);
  }, []);

  useEffect(() => {
    if (state.status !== "running") return;
    const tick = () => {
      const at = Date.now();
      const current = stateRef.current;
      const elapsed = elapsedAt(current, at);
      for (const index of sectionsEndedBetween(seenMs.current, elapsed)) {
        onSectionEndRef.current(index);
      }
      seenMs.current = elapsed;
      commit(settleTimer(current, at), at);
    };
    const id = setInterval(tick, TICK_MS);
    return () => clearInterval(id);
  }, [state.status, commit]);

  const start = () => {
    const at = Date.now();
    commit(startTimer(stateRef.current, at), at);
  };
  const pause = () => {
    const at = Date.now();
    commit(pauseTimer(stateRef.current, at), at);
  };
  const reset = () => {
    seenMs.current = 0;
    commit(IDLE_TIMER, Date.now());
  };

  return { status: state.status, position: positionAt(elapsedAt(state, now)), start, pause, reset };
}
