import { arabicDays } from "../../core/arabic-dates";
import { REGISTER_LABEL } from "../../core/constants";
import type { Language } from "../../core/languages";
import { shownText } from "../../core/schemas/arabic-texts";
import type { PublicCohort, PublicCohorts } from "../../core/schemas/cohorts";
import {
  type EventTextField,
  noteLines,
  type PublicEvent,
  type PublicEvents,
  programmeSlots,
} from "../../core/schemas/events";
import { APPLICATION_PATH } from "../../core/site-paths";
import {
  arrangeEvents,
  cohortPhase,
  cohortTimes,
  latestClosedCohort,
  nextOpenCohort,
} from "../../core/site-schedule";
import { zoneName } from "../../core/zoned-time";
import type { Database } from "../db/client";
import { type CohortRow, publishedCohorts } from "./cohorts-repository";
import { type EventRow, publishedEvents } from "./events-repository";
import { dayText, wallTimeOnly } from "./format";

// What the public site shows of the published events and cohorts at `now`: the Events page, the
// home page's cohort card (their server loaders: api/site/page-services.ts), and GET /api/events
// and /api/cohorts say the same.

function registrationOf(row: EventRow): PublicEvent["registration"] {
  if (row.registration === "application") return { label: REGISTER_LABEL, href: APPLICATION_PATH };
  if (row.registration === "link" && row.registrationUrl)
    return { label: REGISTER_LABEL, href: row.registrationUrl };
  return null;
}

/**
 * An event as the Events page shows it, its date and zone in the page's language, and each of
 * staff's texts in it where they wrote one, else in English (docs/decisions/075-staff-text-in-both-languages.md).
 */
const toPublicEvent = (row: EventRow, language: Language): PublicEvent => {
  const when = wallTimeOnly(row.startsAt, row.timeZone, language);
  const [day = "", month = "", year = ""] = when.split(" ");
  const shown = (field: EventTextField) => shownText(row, field, language);
  const title = shown("title");
  const venue = shown("venue");
  const summary = shown("summary");
  const programme = shown("programme");
  const whoAttends = shown("whoAttends");
  const notes = shown("notes");
  return {
    _id: row.id,
    title: title.text,
    visibility: row.visibility as PublicEvent["visibility"],
    startsAt: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    when,
    zoneName: zoneName(row.startsAt, row.timeZone, language),
    day,
    month,
    year,
    venue: venue.text,
    summary: summary.text,
    agenda: programmeSlots(programme.text),
    whoAttends: whoAttends.text,
    notes: noteLines(notes.text),
    registration: registrationOf(row),
    languages: {
      title: title.language,
      venue: venue.language,
      summary: summary.language,
      agenda: programme.language,
      whoAttends: whoAttends.language,
      notes: notes.language,
    },
  };
};

/**
 * A cohort as the home page shows it, its dates and length in the page's language, and staff's
 * texts in it where they wrote them in it, else in English.
 */
const toPublicCohort = (row: CohortRow, now: Date, language: Language): PublicCohort => {
  const times = cohortTimes(row);
  const name = shownText(row, "name", language);
  const place = shownText(row, "place", language);
  const sponsorship = shownText(row, "sponsorship", language);
  const summary = shownText(row, "summary", language);
  return {
    _id: row.id,
    name: name.text,
    phase: cohortPhase(row, now),
    startsAt: times.startsAt.toISOString(),
    startsAtText: wallTimeOnly(times.startsAt, row.timeZone, language),
    zoneName: zoneName(times.startsAt, row.timeZone, language),
    startDate: dayText(row.startDate, language),
    lastDay: dayText(times.lastDay, language),
    duration:
      language === "ar"
        ? arabicDays(row.lengthDays)
        : `${row.lengthDays} ${row.lengthDays === 1 ? "day" : "days"}`,
    place: place.text,
    sponsorship: sponsorship.text,
    applicationDeadline: dayText(row.applicationDeadline, language),
    summary: summary.text,
    languages: {
      name: name.language,
      place: place.language,
      sponsorship: sponsorship.language,
      summary: summary.language,
    },
  };
};

function eventsAt(rows: EventRow[], now: Date, language: Language): PublicEvents {
  const { upcoming, past } = arrangeEvents(rows, now);
  return {
    upcoming: upcoming.map((row) => toPublicEvent(row, language)),
    // An event that has taken place takes no registrations.
    past: past.map((row) => ({ ...toPublicEvent(row, language), registration: null })),
  };
}

function cohortsAt(rows: CohortRow[], now: Date, language: Language): PublicCohorts {
  const next = nextOpenCohort(rows, now);
  const latest = latestClosedCohort(rows, now);
  return {
    next: next ? toPublicCohort(next, now, language) : null,
    latest: latest ? toPublicCohort(latest, now, language) : null,
  };
}

/**
 * The published events as the site shows them at `now`: GET /api/events and the Events page, whose
 * dates are in the page's language.
 */
export async function publicEventsAt(
  db: Database,
  now: Date,
  language: Language = "en",
): Promise<PublicEvents> {
  return eventsAt(await publishedEvents(db), now, language);
}

/**
 * The cohorts as the site shows them at `now`: GET /api/cohorts and the home page's card, whose
 * dates are in the page's language.
 */
export async function publicCohortsAt(
  db: Database,
  now: Date,
  language: Language = "en",
): Promise<PublicCohorts> {
  return cohortsAt(await publishedCohorts(db), now, language);
}
