import { arabicDate, arabicDateTime, arabicDays } from "./arabic-dates";
import { REGISTER_LABEL } from "./constants";
import { formatLocalDate, formatLocalDateTime } from "./countdown";
import type { Digits, Language } from "./languages";
import { shownText } from "./schemas/arabic-texts";
import type { COHORT_TEXT_FIELDS, PublicCohort } from "./schemas/cohorts";
import {
  EVENT_TEXT_FIELDS,
  type EventTextField,
  noteLines,
  type PublicEvent,
  programmeSlots,
} from "./schemas/events";
import { APPLICATION_PATH } from "./site-paths";
import { type CohortDates, cohortPhase, cohortTimes } from "./site-schedule";
import { instantToWallTime, zoneName } from "./zoned-time";

// An event and a cohort as the public site shows them, from what staff saved: the server's pages
// and GET /api/events and /api/cohorts (api/site-content/public-content.ts), and the console's
// preview of the Arabic page beside the form that writes them
// (docs/decisions/075-staff-text-in-both-languages.md). Pure, so both say the same.

/** "31 Dec 2025 18:00"; in Arabic "31 ديسمبر 2025 18:00" (docs/decisions/059-languages.md). */
export const wallTimeOnly = (
  instant: Date,
  zone: string,
  language: Language = "en",
  digits: Digits = "latn",
) => {
  const wallTime = instantToWallTime(instant, zone);
  return language === "ar" ? arabicDateTime(wallTime, digits) : formatLocalDateTime(wallTime);
};

/** "2026-05-25" -> "25 May 2026"; in Arabic "25 مايو 2026". */
export const dayText = (date: string, language: Language = "en", digits: Digits = "latn") =>
  language === "ar" ? arabicDate(`${date}T00:00`, digits) : formatLocalDate(`${date}T00:00`);

type Texts<Field extends string> = Record<Field | `${Field}Ar`, string>;

/** What an event's public card is made from: a saved event, or the console's form as typed. */
export type EventSource = Texts<EventTextField> & {
  id: string;
  visibility: string;
  startsAt: Date;
  timeZone: string;
  registration: string;
  registrationUrl: string;
};

/** What a cohort's public card is made from. */
export type CohortSource = Texts<(typeof COHORT_TEXT_FIELDS)[number]> &
  CohortDates & { id: string };

function registrationOf(source: EventSource): PublicEvent["registration"] {
  if (source.registration === "application")
    return { label: REGISTER_LABEL, href: APPLICATION_PATH };
  if (source.registration === "link" && source.registrationUrl)
    return { label: REGISTER_LABEL, href: source.registrationUrl };
  return null;
}

/**
 * An event as the Events page shows it, its date and zone in the page's language (in the digits
 * the visitor chose, on an Arabic page), and each of staff's texts in it where they wrote one,
 * else in English.
 */
export function publicEvent(
  source: EventSource,
  language: Language,
  digits: Digits = "latn",
): PublicEvent {
  const when = wallTimeOnly(source.startsAt, source.timeZone, language, digits);
  const [day = "", month = "", year = ""] = when.split(" ");
  const shown = Object.fromEntries(
    EVENT_TEXT_FIELDS.map((field) => [field, shownText(source, field, language)]),
  ) as Record<EventTextField, ReturnType<typeof shownText>>;
  return {
    _id: source.id,
    title: shown.title.text,
    visibility: source.visibility as PublicEvent["visibility"],
    startsAt: source.startsAt.toISOString(),
    timeZone: source.timeZone,
    when,
    zoneName: zoneName(source.startsAt, source.timeZone, language),
    day,
    month,
    year,
    venue: shown.venue.text,
    summary: shown.summary.text,
    agenda: programmeSlots(shown.programme.text),
    whoAttends: shown.whoAttends.text,
    notes: noteLines(shown.notes.text),
    registration: registrationOf(source),
    languages: {
      title: shown.title.language,
      venue: shown.venue.language,
      summary: shown.summary.language,
      agenda: shown.programme.language,
      whoAttends: shown.whoAttends.language,
      notes: shown.notes.language,
    },
  };
}

/**
 * A cohort as the home page shows it, its dates and length in the page's language, and staff's
 * texts in it where they wrote them in it, else in English.
 */
export function publicCohort(
  source: CohortSource,
  now: Date,
  language: Language,
  digits: Digits = "latn",
): PublicCohort {
  const times = cohortTimes(source);
  const name = shownText(source, "name", language);
  const place = shownText(source, "place", language);
  const sponsorship = shownText(source, "sponsorship", language);
  const summary = shownText(source, "summary", language);
  return {
    _id: source.id,
    name: name.text,
    phase: cohortPhase(source, now),
    startsAt: times.startsAt.toISOString(),
    startsAtText: wallTimeOnly(times.startsAt, source.timeZone, language, digits),
    zoneName: zoneName(times.startsAt, source.timeZone, language),
    startDate: dayText(source.startDate, language, digits),
    lastDay: dayText(times.lastDay, language, digits),
    duration:
      language === "ar"
        ? arabicDays(source.lengthDays, digits)
        : `${source.lengthDays} ${source.lengthDays === 1 ? "day" : "days"}`,
    place: place.text,
    sponsorship: sponsorship.text,
    applicationDeadline: dayText(source.applicationDeadline, language, digits),
    summary: summary.text,
    languages: {
      name: name.language,
      place: place.language,
      sponsorship: sponsorship.language,
      summary: summary.language,
    },
  };
}
