import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PublicCohort, PublicCohorts } from "../../../core/schemas/cohorts";
import { CountdownTimer } from "../../components/ui/countdown-timer";
import { COHORT_CARD } from "../../content/home";
import { useLocale, useLocalePath } from "../../i18n/language";
import { staffTextIn, useStaffTextIn } from "../../lib/staff-text";
import { PATHS } from "../../paths";

function CohortFacts({ cohort }: { cohort: PublicCohort }) {
  const staffText = useStaffTextIn(cohort.languages);
  return (
    <ul className="cohort__facts">
      <li {...staffText("sponsorship")}>{cohort.sponsorship}</li>
      <li>{cohort.duration}</li>
      <li {...staffText("place")}>{cohort.place}</li>
    </ul>
  );
}

/** The next cohort open for applications: its facts, a live countdown to its start, Apply. */
function OpenCohort({ cohort }: { cohort: PublicCohort }) {
  const { t } = useLingui();
  const localePath = useLocalePath();
  const staffText = useStaffTextIn(cohort.languages);
  return (
    <section className="cohort" aria-labelledby="cohort-title">
      <div className="cohort__text">
        <p className="eyebrow eyebrow--on-dark">{t(COHORT_CARD.eyebrow)}</p>
        <h2 id="cohort-title" {...staffText("name")}>
          {cohort.name}
        </h2>
        <CohortFacts cohort={cohort} />
        {cohort.summary ? <p {...staffText("summary")}>{cohort.summary}</p> : null}
        <p>
          <Trans>Applications close on {cohort.applicationDeadline}.</Trans>
        </p>
      </div>
      <div className="cohort__timer">
        <p className="cohort__date">
          <Trans>
            Start date: <time dateTime={cohort.startsAt}>{cohort.startsAtText}</time>{" "}
            {cohort.zoneName}
          </Trans>
        </p>
        <CountdownTimer
          target={cohort.startsAt}
          label={t(COHORT_CARD.upcomingLabel)}
          ended={
            <>
              <p className="countdown__status">{t(COHORT_CARD.startedLabel)}</p>
              <p>
                <Trans>Began on {cohort.startDate}.</Trans>
              </p>
            </>
          }
        />
        <Link to={localePath(PATHS.application)} className="button button--primary cohort__apply">
          {t(COHORT_CARD.callToAction)}
        </Link>
      </div>
    </section>
  );
}

/** Where the latest cohort stands, in words that stay true: closed, under way, or over. */
function LatestStory({ cohort }: { cohort: PublicCohort }) {
  const { startDate, lastDay, applicationDeadline } = cohort;
  const place = <span {...useStaffTextIn(cohort.languages)("place")}>{cohort.place}</span>;
  switch (cohort.phase) {
    case "ended":
      return (
        <Trans>
          Ran from {startDate} to {lastDay} in {place}.
        </Trans>
      );
    case "under way":
      return (
        <Trans>
          Under way in {place} since {startDate}, until {lastDay}.
        </Trans>
      );
    default:
      return (
        <Trans>
          Applications closed on {applicationDeadline}; it starts on {startDate} in {place}.
        </Trans>
      );
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
  const { t } = useLingui();
  const localePath = useLocalePath();
  const locale = useLocale();
  return (
    <section className="cohort" aria-labelledby="cohort-title">
      <div className="cohort__text">
        <p className="eyebrow eyebrow--on-dark">{t(COHORT_CARD.eyebrow)}</p>
        <h2 id="cohort-title">{t(COHORT_CARD.toBeAnnounced)}</h2>
        <p>{t(COHORT_CARD.toBeAnnouncedText)}</p>
        {signup}
      </div>
      <div className="cohort__timer">
        {latest ? (
          <>
            <h3 className="cohort__date">
              {t(COHORT_CARD.latestHeading)}:{" "}
              <span {...staffTextIn(latest.languages.name, locale)}>{latest.name}</span>
            </h3>
            <CohortFacts cohort={latest} />
            <p>
              <LatestStory cohort={latest} />
            </p>
          </>
        ) : null}
        <Link to={localePath(PATHS.application)} className="button button--primary cohort__apply">
          {t(COHORT_CARD.fundingCallToAction)}
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
