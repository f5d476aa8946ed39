import { Trans, useLingui } from "@lingui/react/macro";
import { digitsOfCookie } from "../../core/languages";
import { PageHeader } from "../components/ui/page-header";
import { pageInfo } from "../content/pages";
import { EventCard } from "../features/events/event-card";
import { localeOf } from "../i18n/locales";
import { metaForLocation } from "../lib/meta";
import { RENDERED_PAGE_HEADERS } from "../lib/rendered-page";
import { pageServices } from "../lib/server-context";
import { PATHS } from "../paths";
import type { Route } from "./+types/events";
import "../styles/sections.css";
import "../styles/events.css";

export const meta = metaForLocation;
export const headers = () => RENDERED_PAGE_HEADERS;

/**
 * The published events, as they stand now (upcoming soonest first, past most recent first):
 * docs/decisions/024-events-and-cohorts.md, dated in the page's language
 * (docs/decisions/059-languages.md).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const digits = digitsOfCookie(request.headers.get("cookie"));
  return pageServices(context).publishedEvents(localeOf(path), digits);
}

export default function Events({ loaderData: { upcoming, past } }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader eyebrow={t`Meet us`} title={t(pageInfo(PATHS.events).heading)}>
        <p>
          <Trans>
            Evenings for our investor network, and mornings open to every founder who wants to see
            how venture decisions are made.
          </Trans>
        </p>
      </PageHeader>
      <section className="section" aria-labelledby="upcoming-events">
        <div className="section__head">
          <h2 id="upcoming-events">
            <Trans>Upcoming events</Trans>
          </h2>
        </div>
        {upcoming.length > 0 ? (
          <div className="events">
            {upcoming.map((event) => (
              <EventCard key={event._id} event={event} past={false} />
            ))}
          </div>
        ) : (
          <p>
            <Trans>
              No events are scheduled right now. The next ones are announced here and in our
              newsletter: subscribe at the foot of the page.
            </Trans>
          </p>
        )}
      </section>
      {past.length > 0 ? (
        <section className="section" aria-labelledby="past-events">
          <div className="section__head">
            <h2 id="past-events">
              <Trans>Past events</Trans>
            </h2>
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
