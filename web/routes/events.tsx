import { PageHeader } from "../components/ui/page-header";
import { EVENTS } from "../content/events";
import { EventCard } from "../features/events/event-card";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";
import "../styles/events.css";

export const meta = metaForLocation;

export default function Events() {
  return (
    <div className="page">
      <PageHeader eyebrow="Meet us" title="Events">
        <p>
          One evening for our investor network, and one morning open to every founder who wants to
          see how venture decisions are made.
        </p>
      </PageHeader>
      <div className="events">
        {EVENTS.map((event) => (
          <EventCard key={event.slug} event={event} />
        ))}
      </div>
    </div>
  );
}
