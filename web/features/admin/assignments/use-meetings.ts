import { useCallback, useEffect, useState } from "react";
import { MEETING_COUNTDOWN_REFRESH_MS, MEETING_PURGE_CHECK_MS } from "../../../../core/constants";
import type { Meeting } from "../../../../core/schemas/meeting";
import { errorText } from "../../../lib/api";
import { assignmentsApi } from "./assignments-api";
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
 * The meetings from the server, with the widget's two clocks (docs/product.md §5.5 and §9.4): the
 * countdown ticks every second; meetings more than 24 hours past are dropped, checked every 60 s.
 */
export function useMeetings() {
  const [meetings, setMeetings] = useState<Meeting[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const now = useClock(MEETING_COUNTDOWN_REFRESH_MS);
  const purgeCheckedAt = useClock(MEETING_PURGE_CHECK_MS);

  const refresh = useCallback(async () => {
    try {
      setMeetings(await assignmentsApi.meetings());
      setFailure(null);
    } catch (error) {
      const text = "Failed to fetch meetings";
      setFailure(errorText(error, { fallback: text, network: text }));
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const kept = meetings ? keptMeetings(meetings, purgeCheckedAt) : [];
  return {
    loading: meetings === null && failure === null,
    failure,
    next: nextMeeting(kept),
    now,
    refresh,
    replace: (meeting: Meeting) =>
      setMeetings((current) => current?.map((m) => (m._id === meeting._id ? meeting : m)) ?? null),
  };
}
