import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { isolateName, safeHeaderLine } from "../../core/bidi";
import { FIRM } from "../../core/firm";
import type { MailCalendar } from "../db/schema/mail";

export type CalendarPerson = { name: string; email: string };

export type CalendarEvent = {
  /** Stays the same through every change of the event, so calendars update it (RFC 5545 UID). */
  uid: string;
  /** Grows with each change (RFC 5545 SEQUENCE). */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** When the invitation was made (DTSTAMP). */
  stamp: Date;
};

/**
 * An iCalendar invitation (RFC 5545 with iTIP's REQUEST or CANCEL), written by ical-generator,
 * which escapes text, folds long lines at 75 octets and ends lines with CRLF
 * (docs/decisions/021-pitch-slots-and-drafts.md). Times are UTC (DTSTART:…Z), so no VTIMEZONE is
 * needed and every calendar shows the founder's own local time.
 */
export function calendarInvitation(
  method: MailCalendar["method"],
  event: CalendarEvent,
): MailCalendar {
  const calendar = ical({
    prodId: { company: FIRM.name, product: "Pitch slots", language: "EN" },
    method: method === "REQUEST" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp,
    start: event.start,
    end: event.end,
    // Names on one line and isolated, as in a mail's subject (core/bidi.ts).
    summary: safeHeaderLine(event.summary),
    description: event.description.replace(/\r\n?/g, "\n"),
    status: method === "REQUEST" ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: { name: isolateName(event.organizer.name), email: event.organizer.email },
    attendees: event.attendees.map((person) => ({
      name: isolateName(person.name),
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === "REQUEST",
    })),
  });
  // Every content line ends with CRLF, the last one included (RFC 5545 section 3.1).
  return { method, content: `${calendar.toString()}\r\n` };
}
