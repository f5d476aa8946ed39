import { Link } from "react-router";
import { formatLocalDate, formatLocalDateTime } from "../../../core/countdown";
import { CountdownTimer } from "../../components/ui/countdown-timer";
import { COHORT } from "../../content/home";
import { PATHS } from "../../paths";

/** The cohort card: what, where, how long, a live countdown to the start, and the way to apply. */
export function CohortCard() {
  return (
    <section className="cohort" aria-labelledby="cohort-title">
      <div className="cohort__text">
        <p className="eyebrow eyebrow--on-dark">Cohort programme</p>
        <h2 id="cohort-title">{COHORT.name}</h2>
        <ul className="cohort__facts">
          <li>{COHORT.sponsorship}</li>
          <li>{COHORT.duration}</li>
          <li>{COHORT.location}</li>
        </ul>
        <p>{COHORT.summary}</p>
      </div>
      <div className="cohort__timer">
        <p className="cohort__date">
          Start date: <time dateTime={COHORT.startsAt}>{formatLocalDateTime(COHORT.startsAt)}</time>
        </p>
        <CountdownTimer
          target={COHORT.startsAt}
          label={COHORT.upcomingLabel}
          ended={
            <>
              <p className="countdown__status">{COHORT.endedLabel}</p>
              <p>
                Began on {formatLocalDate(COHORT.startsAt)}. {COHORT.nextIntake}
              </p>
            </>
          }
        />
        <Link to={PATHS.application} className="button button--primary cohort__apply">
          {COHORT.callToAction}
        </Link>
      </div>
    </section>
  );
}
