import { PageHeader } from "../components/ui/page-header";
import { EventCard } from "../features/events/event-card";
import { metaForLocation } from "../lib/meta";
import { RENDERED_PAGE_HEADERS } from "../lib/rendered-page";
import { pageServices } from "../lib/server-context";
import type { Route } from "./+types/events";
import "../styles/sections.css";
import "../styles/events.css";

export const meta = metaForLocation;
export const headers = () => RENDERED_PAGE_HEADERS;

/**
 * The published events, as they stand now (upcoming soonest first, past most recent first):
 * docs/decisions/024-events-and-cohorts.md.
 */
export function loader({ context }: Route.LoaderArgs) {
  return pageServices(context).publishedEvents();
}

export default function Events({ loaderData: { upcoming, past } }: Route.ComponentProps) {
  return (
    <div className="page">
      <PageHeader eyebrow="Meet us" title="Events">
        <p>
          Evenings for our investor network, and mornings open to every founder who wants to see how
          venture decisions are made.
        </p>
      </PageHeader>
      <section className="section" aria-labelledby="upcoming-events">
        <div className="section__head">
          <h2 id="upcoming-events">Upcoming events</h2>
        </div>
        {upcoming.length > 0 ? (
          <div className="events">
            {upcoming.map((event) => (
              <EventCard key={event._id} event={event} past={false} />
            ))}
          </div>
        ) : (
          <p>
            No events are scheduled right now. The next ones are announced here and in our
            newsletter: subscribe at the foot of the page.
          </p>
        )}
      </section>
      {past.length > 0 ? (
        <section className="section" aria-labelledby="past-events">
          <div className="section__head">
            <h2 id="past-events">Past events</h2>
          </div>
          <div className="events">
            {past.map((event) => (
              <EventCard key={event._id} event={event} past />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
