import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PublicCohort, PublicCohorts } from "../../../core/schemas/cohorts";
import { CountdownTimer } from "../../components/ui/countdown-timer";
import { COHORT_CARD } from "../../content/home";
import { PATHS } from "../../paths";

function CohortFacts({ cohort }: { cohort: PublicCohort }) {
  return (
    <ul className="cohort__facts">
      <li>{cohort.sponsorship}</li>
      <li>{cohort.duration}</li>
      <li>{cohort.place}</li>
    </ul>
  );
}

/** The next cohort open for applications: its facts, a live countdown to its start, Apply. */
function OpenCohort({ cohort }: { cohort: PublicCohort }) {
  return (
    <section className="cohort" aria-labelledby="cohort-title">
      <div className="cohort__text">
        <p className="eyebrow eyebrow--on-dark">{COHORT_CARD.eyebrow}</p>
        <h2 id="cohort-title">{cohort.name}</h2>
        <CohortFacts cohort={cohort} />
        {cohort.summary ? <p>{cohort.summary}</p> : null}
        <p>Applications close on {cohort.applicationDeadline}.</p>
      </div>
      <div className="cohort__timer">
        <p className="cohort__date">
          Start date: <time dateTime={cohort.startsAt}>{cohort.startsAtText}</time>{" "}
          {cohort.zoneName}
        </p>
        <CountdownTimer
          target={cohort.startsAt}
          label={COHORT_CARD.upcomingLabel}
          ended={
            <>
              <p className="countdown__status">{COHORT_CARD.startedLabel}</p>
              <p>Began on {cohort.startDate}.</p>
            </>
          }
        />
        <Link to={PATHS.application} className="button button--primary cohort__apply">
          {COHORT_CARD.callToAction}
        </Link>
      </div>
    </section>
  );
}

/** Where the latest cohort stands, in words that stay true: closed, under way, or over. */
function latestStory(cohort: PublicCohort) {
  switch (cohort.phase) {
    case "ended":
      return `Ran from ${cohort.startDate} to ${cohort.lastDay} in ${cohort.place}.`;
    case "under way":
      return `Under way in ${cohort.place} since ${cohort.startDate}, until ${cohort.lastDay}.`;
    default:
      return `Applications closed on ${cohort.applicationDeadline}; it starts on ${cohort.startDate} in ${cohort.place}.`;
  }
}

/** No cohort takes applications: say so, offer the newsletter, and tell what the latest one did. */
function CohortToBeAnnounced({
  latest,
  signup,
}: {
  latest: PublicCohort | null;
  signup: ReactNode;
}) {
  return (
    <section className="cohort" aria-labelledby="cohort-title">
      <div className="cohort__text">
        <p className="eyebrow eyebrow--on-dark">{COHORT_CARD.eyebrow}</p>
        <h2 id="cohort-title">{COHORT_CARD.toBeAnnounced}</h2>
        <p>{COHORT_CARD.toBeAnnouncedText}</p>
        {signup}
      </div>
      <div className="cohort__timer">
        {latest ? (
          <>
            <h3 className="cohort__date">
              {COHORT_CARD.latestHeading}: {latest.name}
            </h3>
            <CohortFacts cohort={latest} />
            <p>{latestStory(latest)}</p>
          </>
        ) : null}
        <Link to={PATHS.application} className="button button--primary cohort__apply">
          {COHORT_CARD.fundingCallToAction}
        </Link>
      </div>
    </section>
  );
}

/**
 * The home page's cohort card: the next cohort open for applications with a live countdown to its
 * start, or "to be announced" with the newsletter signup (`signup`) when none is open.
 */
export function CohortCard({ cohorts, signup }: { cohorts: PublicCohorts; signup: ReactNode }) {
  return cohorts.next ? (
    <OpenCohort cohort={cohorts.next} />
  ) : (
    <CohortToBeAnnounced latest={cohorts.latest} signup={signup} />
  );
}
