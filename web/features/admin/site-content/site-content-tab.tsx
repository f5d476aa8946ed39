import type { AdminCohort } from "../../../../core/schemas/cohorts";
import type { AdminEvent } from "../../../../core/schemas/events";
import { formatDay, formatZonedTime } from "../format";
import { type PublicCards, PublicCardsProvider } from "./arabic-preview";
import { missingArabicLine } from "./arabic-text";
import { CohortForm } from "./cohort-form";
import { ContentPanel } from "./content-panel";
import { EventForm } from "./event-form";
import "../../../styles/site-content.css";

const dayText = formatDay;

const REGISTRATION_TEXT: Record<AdminEvent["registration"], string> = {
  none: "invitation only",
  application: "Register Now: the funding application",
  link: "Register Now: a registration link",
};

/**
 * Events and cohorts, run from the console (docs/decisions/024-events-and-cohorts.md): drafts,
 * published (on the Events page and the home page's cohort card within a minute) and archived.
 */
export function SiteContentTab({
  events,
  cohorts,
  publicCards,
}: {
  events: Promise<AdminEvent[]>;
  cohorts: Promise<AdminCohort[]>;
  /** The public site's cards, for the forms' preview of the Arabic page. */
  publicCards: PublicCards;
}) {
  return (
    <PublicCardsProvider value={publicCards}>
      <div className="site-content">
        <p className="list-message">
          Published events and cohorts are on the site, in its pages as served, as soon as they are
          saved; drafts and archived ones are not.
        </p>
        <ContentPanel<AdminEvent>
          noun="event"
          heading="Events"
          items={events}
          nameOf={(event) => event.title}
          metaOf={(event) => [
            `${event.visibility} event · ${formatZonedTime(event.startsAt, event.timeZone)}${Date.parse(event.startsAt) <= Date.now() ? " · has taken place" : ""}`,
            `${event.venue} · ${REGISTRATION_TEXT[event.registration]}`,
            ...missingArabicLine(event.missingArabic),
          ]}
          form={EventForm}
        />
        <ContentPanel<AdminCohort>
          noun="cohort"
          heading="Cohorts"
          items={cohorts}
          nameOf={(cohort) => cohort.name}
          metaOf={(cohort) => [
            `${cohort.sponsorship} · ${cohort.lengthDays} days · ${cohort.place}`,
            `Starts ${dayText(cohort.startDate)} · applications close ${dayText(cohort.applicationDeadline)} (${cohort.timeZone})`,
            ...missingArabicLine(cohort.missingArabic),
          ]}
          form={CohortForm}
        />
      </div>
    </PublicCardsProvider>
  );
}
