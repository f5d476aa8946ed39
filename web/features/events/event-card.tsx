import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { REGISTER_LABEL } from "../../../core/constants";
import type { PublicEvent } from "../../../core/schemas/events";
import { CountdownTimer, PassedNotice } from "../../components/ui/countdown-timer";
import { useNow } from "../../components/ui/use-now";
import { useLocalePath } from "../../i18n/language";
import { useStaffTextIn } from "../../lib/staff-text";

/** "Private event", "Public event", by the event's visibility. */
const VISIBILITY = {
  Private: msg`Private event`,
  Public: msg`Public event`,
} as const satisfies Record<PublicEvent["visibility"], unknown>;

/** The server's words for the registration button, in the page's language. */
const REGISTER = { [REGISTER_LABEL]: msg`Register Now` } as const;

/** 'Register Now': the application is a page of ours, a registration link is another site's. */
function RegisterLink({ event }: { event: PublicEvent }) {
  const { t } = useLingui();
  const localePath = useLocalePath();
  const registration = event.registration;
  if (!registration)
    return (
      <p className="event__invite">
        <Trans>Attendance by personal invitation only.</Trans>
      </p>
    );
  const label =
    registration.label === REGISTER_LABEL ? t(REGISTER[REGISTER_LABEL]) : registration.label;
  return registration.href.startsWith("/") ? (
    <Link to={localePath(registration.href)} className="button button--primary event__register">
      {label}
    </Link>
  ) : (
    <a
      href={registration.href}
      className="button button--primary event__register"
      rel="noopener noreferrer"
    >
      {label}
    </a>
  );
}

/**
 * One event: when (the wall time in the event's zone, said with it) and where, a live countdown
 * while it is ahead or that it has ended once past, details to expand, and how to register. A past
 * event never offers registration; an upcoming one stops offering it at its start. What staff
 * wrote (title, venue, summary, programme) is shown in the page's language where they wrote it in
 * it, else in English marked as such (web/lib/staff-text.ts); the date and zone come from the
 * server in the page's language.
 */
export function EventCard({ event, past }: { event: PublicEvent; past: boolean }) {
  const { t } = useLingui();
  const staffText = useStaffTextIn(event.languages);
  const titleId = `event-${event._id}`;
  const now = useNow();
  const started = past || (now !== null && now >= Date.parse(event.startsAt));
  const when = event.when;
  const zone = event.zoneName;
  const title = event.title;
  const ended = (
    <>
      <p className="countdown__status">
        <Trans>This event has ended</Trans>
      </p>
      <p>
        <Trans>
          It took place on {when} {zone}.
        </Trans>
      </p>
    </>
  );
  return (
    <article className="event" aria-labelledby={titleId}>
      <div className="event__head">
        <div>
          <p className={`access access--${event.visibility === "Private" ? "invite" : "open"}`}>
            {t(VISIBILITY[event.visibility])}
          </p>
          <h3 id={titleId} {...staffText("title")}>
            {event.title}
          </h3>
        </div>
        <p className="event__calendar" aria-hidden="true">
          <span className="event__day">{event.day}</span>
          <span>
            {event.month} {event.year}
          </span>
        </p>
      </div>
      <dl className="facts">
        <div>
          <dt>
            <Trans>Date and time</Trans>
          </dt>
          <dd>
            <time dateTime={event.startsAt}>{event.when}</time> {event.zoneName}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Venue</Trans>
          </dt>
          <dd {...staffText("venue")}>{event.venue}</dd>
        </div>
      </dl>
      <p {...staffText("summary")}>{event.summary}</p>
      {past ? (
        <PassedNotice>{ended}</PassedNotice>
      ) : (
        <CountdownTimer
          target={event.startsAt}
          label={t`Time until ${title} starts`}
          tone="light"
          ended={ended}
        />
      )}
      {event.agenda.length + event.notes.length > 0 || event.whoAttends ? (
        <details className="disclosure">
          <summary>
            <Trans>Event details</Trans>
          </summary>
          <div className="disclosure__body">
            {event.agenda.length > 0 ? (
              <>
                <h4>
                  <Trans>Programme</Trans>
                </h4>
                <ol className="agenda">
                  {event.agenda.map((slot) => (
                    <li key={`${slot.time} ${slot.item}`} {...staffText("agenda")}>
                      <span className="agenda__time">{slot.time}</span> {slot.item}
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
            {event.whoAttends ? (
              <>
                <h4>
                  <Trans>Who attends</Trans>
                </h4>
                <p {...staffText("whoAttends")}>{event.whoAttends}</p>
              </>
            ) : null}
            {event.notes.length > 0 ? (
              <ul>
                {event.notes.map((note) => (
                  <li key={note} {...staffText("notes")}>
                    {note}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </details>
      ) : null}
      {started ? null : <RegisterLink event={event} />}
    </article>
  );
}
