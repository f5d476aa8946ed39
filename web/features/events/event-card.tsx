import { Link } from "react-router";
import { formatLocalDate, formatLocalDateTime } from "../../../core/countdown";
import { CountdownTimer } from "../../components/ui/countdown-timer";
import type { SiteEvent } from "../../content/events";

/** One event: when and where, a live countdown (or that it has ended), details to expand. */
export function EventCard({ event }: { event: SiteEvent }) {
  const titleId = `event-${event.slug}`;
  const when = formatLocalDateTime(event.startsAt);
  const [day, month, year] = formatLocalDate(event.startsAt).split(" ");
  return (
    <article className="event" aria-labelledby={titleId}>
      <div className="event__head">
        <div>
          <p className={`access access--${event.visibility === "Private" ? "invite" : "open"}`}>
            {event.visibility} event
          </p>
          <h2 id={titleId}>{event.title}</h2>
        </div>
        <p className="event__calendar" aria-hidden="true">
          <span className="event__day">{day}</span>
          <span>
            {month} {year}
          </span>
        </p>
      </div>
      <dl className="facts">
        <div>
          <dt>Date and time</dt>
          <dd>
            <time dateTime={event.startsAt}>{when}</time>
          </dd>
        </div>
        <div>
          <dt>Venue</dt>
          <dd>{event.venue}</dd>
        </div>
      </dl>
      <p>{event.summary}</p>
      <CountdownTimer
        target={event.startsAt}
        label={`Time until ${event.title} starts`}
        tone="light"
        ended={
          <>
            <p className="countdown__status">This event has ended</p>
            <p>It took place on {when}.</p>
          </>
        }
      />
      <details className="disclosure">
        <summary>Event details</summary>
        <div className="disclosure__body">
          <h3>Programme</h3>
          <ol className="agenda">
            {event.details.agenda.map((slot) => (
              <li key={slot.time}>
                <span className="agenda__time">{slot.time}</span> {slot.item}
              </li>
            ))}
          </ol>
          <h3>Who attends</h3>
          <p>{event.details.whoAttends}</p>
          <ul>
            {event.details.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      </details>
      {event.registration ? (
        <Link to={event.registration.to} className="button button--primary event__register">
          {event.registration.label}
        </Link>
      ) : (
        <p className="event__invite">Attendance by personal invitation only.</p>
      )}
    </article>
  );
}
