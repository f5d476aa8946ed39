import type { CohortPhase } from "./schemas/cohorts";
import { addDays, dayStartInstant } from "./zoned-time";

// What the site says about events and cohorts at a given moment: pure, so the server and the tests
// drive it with any clock (docs/decisions/024-events-and-cohorts.md).

type Timed = { startsAt: Date };

/** Upcoming events soonest first; past ones (started at or before now) most recent first. */
export function arrangeEvents<Event extends Timed>(events: readonly Event[], now: Date) {
  const byStart = [...events].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return {
    upcoming: byStart.filter((event) => event.startsAt > now),
    past: byStart.filter((event) => event.startsAt <= now).reverse(),
  };
}

export type CohortDates = {
  startDate: string;
  lengthDays: number;
  applicationDeadline: string;
  timeZone: string;
};

/**
 * The instants of a cohort: it starts at 00:00 on its start date and ends after `lengthDays` days;
 * applications close at the end of the deadline day. All in the cohort's zone.
 */
export function cohortTimes(cohort: CohortDates) {
  return {
    startsAt: dayStartInstant(cohort.startDate, cohort.timeZone),
    endsAt: dayStartInstant(addDays(cohort.startDate, cohort.lengthDays), cohort.timeZone),
    applicationsCloseAt: dayStartInstant(addDays(cohort.applicationDeadline, 1), cohort.timeZone),
    lastDay: addDays(cohort.startDate, cohort.lengthDays - 1),
  };
}

export function cohortPhase(cohort: CohortDates, now: Date): CohortPhase {
  const times = cohortTimes(cohort);
  if (now < times.applicationsCloseAt) return "open";
  if (now < times.startsAt) return "closed";
  if (now < times.endsAt) return "under way";
  return "ended";
}

/**
 * The cohort the home page offers: of those still taking applications, the one starting first
 * (then the one closing first); none when every deadline has passed.
 */
export function nextOpenCohort<Cohort extends CohortDates>(
  cohorts: readonly Cohort[],
  now: Date,
): Cohort | undefined {
  return cohorts
    .filter((cohort) => cohortPhase(cohort, now) === "open")
    .sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) ||
        a.applicationDeadline.localeCompare(b.applicationDeadline),
    )[0];
}

/** The latest cohort no longer taking applications (the one starting last), if any. */
export function latestClosedCohort<Cohort extends CohortDates>(
  cohorts: readonly Cohort[],
  now: Date,
): Cohort | undefined {
  return cohorts
    .filter((cohort) => cohortPhase(cohort, now) !== "open")
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
}
