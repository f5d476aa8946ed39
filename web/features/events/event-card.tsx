import { Link } from "react-router";
import type { PublicEvent } from "../../../core/schemas/events";
import { CountdownTimer, PassedNotice } from "../../components/ui/countdown-timer";
import { useNow } from "../../components/ui/use-now";

/** The text under "This event has ended". */
const tookPlace = (event: PublicEvent) => `It took place on ${event.when} ${event.zoneName}.`;

/** 'Register Now': the application is a page of ours, a registration link is another site's. */
function RegisterLink({ event }: { event: PublicEvent }) {
  const registration = event.registration;
  if (!registration)
    return <p className="event__invite">Attendance by personal invitation only.</p>;
  return registration.href.startsWith("/") ? (
    <Link to={registration.href} className="button button--primary event__register">
      {registration.label}
    </Link>
  ) : (
    <a
      href={registration.href}
      className="button button--primary event__register"
      rel="noopener noreferrer"
    >
      {registration.label}
    </a>
  );
}

/**
 * One event: when (the wall time in the event's zone, said with it) and where, a live countdown
 * while it is ahead or that it has ended once past, details to expand, and how to register. A past
 * event never offers registration; an upcoming one stops offering it at its start.
 */
export function EventCard({ event, past }: { event: PublicEvent; past: boolean }) {
  const titleId = `event-${event._id}`;
  const now = useNow();
  const started = past || (now !== null && now >= Date.parse(event.startsAt));
  const ended = (
    <>
      <p className="countdown__status">This event has ended</p>
      <p>{tookPlace(event)}</p>
    </>
  );
  return (
    <article className="event" aria-labelledby={titleId}>
      <div className="event__head">
        <div>
          <p className={`access access--${event.visibility === "Private" ? "invite" : "open"}`}>
            {event.visibility} event
          </p>
          <h3 id={titleId}>{event.title}</h3>
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
          <dt>Date and time</dt>
          <dd>
            <time dateTime={event.startsAt}>{event.when}</time> {event.zoneName}
          </dd>
        </div>
        <div>
          <dt>Venue</dt>
          <dd>{event.venue}</dd>
        </div>
      </dl>
      <p>{event.summary}</p>
      {past ? (
        <PassedNotice>{ended}</PassedNotice>
      ) : (
        <CountdownTimer
          target={event.startsAt}
          label={`Time until ${event.title} starts`}
          tone="light"
          ended={ended}
        />
      )}
      {event.agenda.length + event.notes.length > 0 || event.whoAttends ? (
        <details className="disclosure">
          <summary>Event details</summary>
          <div className="disclosure__body">
            {event.agenda.length > 0 ? (
              <>
                <h4>Programme</h4>
                <ol className="agenda">
                  {event.agenda.map((slot) => (
                    <li key={`${slot.time} ${slot.item}`}>
                      <span className="agenda__time">{slot.time}</span> {slot.item}
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
            {event.whoAttends ? (
              <>
                <h4>Who attends</h4>
                <p>{event.whoAttends}</p>
              </>
            ) : null}
            {event.notes.length > 0 ? (
              <ul>
                {event.notes.map((note) => (
                  <li key={note}>{note}</li>
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
