import { useEffect, useState } from "react";
import { MEETING_COUNTDOWN_REFRESH_MS, MEETING_PURGE_CHECK_MS } from "../../../../core/constants";
import type { Meeting } from "../../../../core/schemas/meeting";
import { keptMeetings, nextMeeting } from "./next-meeting";

/** The current time, read again every `intervalMs`. */
function useClock(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The next of the meetings the view loaded, with the widget's two clocks (docs/product.md, section 5.5):
 * the countdown ticks every second; meetings more than 24 hours past are dropped, checked every
 * 60 s.
 */
export function useNextMeeting(meetings: Meeting[]) {
  const now = useClock(MEETING_COUNTDOWN_REFRESH_MS);
  const purgeCheckedAt = useClock(MEETING_PURGE_CHECK_MS);
  return { next: nextMeeting(keptMeetings(meetings, purgeCheckedAt)), now };
}
