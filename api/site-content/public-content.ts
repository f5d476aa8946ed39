import { REGISTER_LABEL } from "../../core/constants";
import type { PublicCohort, PublicCohorts } from "../../core/schemas/cohorts";
import {
  noteLines,
  type PublicEvent,
  type PublicEvents,
  programmeSlots,
} from "../../core/schemas/events";
import type { SiteContent } from "../../core/schemas/site-content";
import { APPLICATION_PATH } from "../../core/site-paths";
import {
  arrangeEvents,
  cohortPhase,
  cohortTimes,
  latestClosedCohort,
  nextChangeAfter,
  nextOpenCohort,
} from "../../core/site-schedule";
import { zoneName } from "../../core/zoned-time";
import type { Database } from "../db/client";
import { type CohortRow, publishedCohorts } from "./cohorts-repository";
import { type EventRow, publishedEvents } from "./events-repository";
import { dayText, wallTimeOnly } from "./format";

// What the public site shows of the published events and cohorts at `now`: the Events page, the
// home page's cohort card, and GET /api/events and /api/cohorts say the same.

function registrationOf(row: EventRow): PublicEvent["registration"] {
  if (row.registration === "application") return { label: REGISTER_LABEL, href: APPLICATION_PATH };
  if (row.registration === "link" && row.registrationUrl)
    return { label: REGISTER_LABEL, href: row.registrationUrl };
  return null;
}

const toPublicEvent = (row: EventRow): PublicEvent => {
  const when = wallTimeOnly(row.startsAt, row.timeZone);
  const [day = "", month = "", year = ""] = when.split(" ");
  return {
    _id: row.id,
    title: row.title,
    visibility: row.visibility as PublicEvent["visibility"],
    startsAt: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    when,
    zoneName: zoneName(row.startsAt, row.timeZone),
    day,
    month,
    year,
    venue: row.venue,
    summary: row.summary,
    agenda: programmeSlots(row.programme),
    whoAttends: row.whoAttends,
    notes: noteLines(row.notes),
    registration: registrationOf(row),
  };
};

const toPublicCohort = (row: CohortRow, now: Date): PublicCohort => {
  const times = cohortTimes(row);
  return {
    _id: row.id,
    name: row.name,
    phase: cohortPhase(row, now),
    startsAt: times.startsAt.toISOString(),
    startsAtText: wallTimeOnly(times.startsAt, row.timeZone),
    zoneName: zoneName(times.startsAt, row.timeZone),
    startDate: dayText(row.startDate),
    lastDay: dayText(times.lastDay),
    duration: `${row.lengthDays} ${row.lengthDays === 1 ? "day" : "days"}`,
    place: row.place,
    sponsorship: row.sponsorship,
    applicationDeadline: dayText(row.applicationDeadline),
    summary: row.summary,
  };
};

export function eventsAt(rows: EventRow[], now: Date): PublicEvents {
  const { upcoming, past } = arrangeEvents(rows, now);
  return {
    upcoming: upcoming.map(toPublicEvent),
    // An event that has taken place takes no registrations.
    past: past.map((row) => ({ ...toPublicEvent(row), registration: null })),
  };
}

export function cohortsAt(rows: CohortRow[], now: Date): PublicCohorts {
  const next = nextOpenCohort(rows, now);
  const latest = latestClosedCohort(rows, now);
  return {
    next: next ? toPublicCohort(next, now) : null,
    latest: latest ? toPublicCohort(latest, now) : null,
  };
}

/** Everything the live pages show, and the moment it next changes by itself (an event starting). */
export async function siteContentAt(db: Database, now: Date) {
  const [eventRows, cohortRows] = await Promise.all([publishedEvents(db), publishedCohorts(db)]);
  const content: SiteContent = {
    events: eventsAt(eventRows, now),
    cohorts: cohortsAt(cohortRows, now),
  };
  return { content, changesAt: nextChangeAfter(eventRows, cohortRows, now) };
}
