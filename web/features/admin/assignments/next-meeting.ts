import { MEETING_PURGE_AFTER_MS } from "../../../../core/constants";
import { countdown } from "../../../../core/countdown";
import { formatZonedTime } from "../format";

type Timed = { time: string };

const MEETING_PASSED = "Meeting time has passed.";

/** A meeting more than 24 hours past drops out of the widget (docs/product.md, section 5.5). */
const isExpired = (meeting: Timed, now: number) =>
  Date.parse(meeting.time) < now - MEETING_PURGE_AFTER_MS;

/** The meetings still kept at `now`: the purge rule applied. */
export const keptMeetings = <Meeting extends Timed>(meetings: readonly Meeting[], now: number) =>
  meetings.filter((meeting) => !isExpired(meeting, now));

/** The earliest of the meetings (docs/product.md, section 5.5: "the earliest is shown"), or undefined. */
export function nextMeeting<Meeting extends Timed>(
  meetings: readonly Meeting[],
): Meeting | undefined {
  let earliest: Meeting | undefined;
  for (const meeting of meetings) {
    if (!earliest || Date.parse(meeting.time) < Date.parse(earliest.time)) earliest = meeting;
  }
  return earliest;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "2d 03h 04m 05s" until the meeting, or 'Meeting time has passed.' once it has. */
export function meetingCountdownText(time: string, now: number): string {
  const left = countdown(Date.parse(time), now);
  if (left.ended) return MEETING_PASSED;
  return `${left.days}d ${pad(left.hours)}h ${pad(left.minutes)}m ${pad(left.seconds)}s`;
}

/**
 * A meeting's time as the whole console writes it, its zone named (a pitch is another zone's
 * morning): "07/12/2026 10:30 GST" (docs/decisions/055-list-beside-record.md).
 */
export const formatMeetingTime = (time: string) => formatZonedTime(time);
