import { useSyncExternalStore } from "react";

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

// One interval for every countdown on the page, running only while one is mounted.
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// Whole seconds, so every read within the same second returns the same value.
const readClock = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/**
 * The current time, refreshed every second; null while prerendering and hydrating, so the HTML
 * built at deploy time and the first render in the browser agree (no hydration mismatch).
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, readClock, () => null);
}
