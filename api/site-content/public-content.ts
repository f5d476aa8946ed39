import type { Digits, Language } from "../../core/languages";
import { publicCohort, publicEvent } from "../../core/public-content";
import type { PublicCohorts } from "../../core/schemas/cohorts";
import type { PublicEvents } from "../../core/schemas/events";
import { arrangeEvents, latestClosedCohort, nextOpenCohort } from "../../core/site-schedule";
import type { Database } from "../db/client";
import { type CohortRow, publishedCohorts } from "./cohorts-repository";
import { type EventRow, publishedEvents } from "./events-repository";

// What the public site shows of the published events and cohorts at `now`: the Events page, the
// home page's cohort card (their server loaders: api/site/page-services.ts), and GET /api/events
// and /api/cohorts say the same.

function eventsAt(rows: EventRow[], now: Date, language: Language, digits: Digits): PublicEvents {
  const { upcoming, past } = arrangeEvents(rows, now);
  return {
    upcoming: upcoming.map((row) => publicEvent(row, language, digits)),
    // An event that has taken place takes no registrations.
    past: past.map((row) => ({ ...publicEvent(row, language, digits), registration: null })),
  };
}

function cohortsAt(
  rows: CohortRow[],
  now: Date,
  language: Language,
  digits: Digits,
): PublicCohorts {
  const next = nextOpenCohort(rows, now);
  const latest = latestClosedCohort(rows, now);
  return {
    next: next ? publicCohort(next, now, language, digits) : null,
    latest: latest ? publicCohort(latest, now, language, digits) : null,
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
  digits: Digits = "latn",
): Promise<PublicEvents> {
  return eventsAt(await publishedEvents(db), now, language, digits);
}

/**
 * The cohorts as the site shows them at `now`: GET /api/cohorts and the home page's card, whose
 * dates are in the page's language.
 */
export async function publicCohortsAt(
  db: Database,
  now: Date,
  language: Language = "en",
  digits: Digits = "latn",
): Promise<PublicCohorts> {
  return cohortsAt(await publishedCohorts(db), now, language, digits);
}
