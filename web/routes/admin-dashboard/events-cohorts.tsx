import { sentAsJson } from "../../features/admin/actions";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import type { PublicCards } from "../../features/admin/site-content/arabic-preview";
import {
  changeContentStatus,
  type StatusIntent,
  saveContent,
} from "../../features/admin/site-content/site-content-action";
import { siteContentApi } from "../../features/admin/site-content/site-content-api";
import { SiteContentTab } from "../../features/admin/site-content/site-content-tab";
import { requireTab } from "../../features/admin/staff-session";
import { EventCard } from "../../features/events/event-card";
import { CohortCard } from "../../features/home/cohort-card";
import type { Route } from "./+types/events-cohorts";
import "../../styles/events.css";
import "../../styles/home.css";

export const meta = tabMeta("events-cohorts");

/** Every event and cohort, drafts and archived ones too (tens of rows: loaded whole). */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "events-cohorts");
  return { events: later(siteContentApi.events()), cohorts: later(siteContentApi.cohorts()) };
}

/**
 * A new or edited event or cohort (its form, posted as form data), or its status (a list's
 * button, as JSON); both lists load again after it.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  if (sentAsJson(request)) {
    return changeContentStatus((await request.json()) as StatusIntent);
  }
  return saveContent(await request.formData());
}

/**
 * The public site's cards, with which the forms preview the Arabic page as staff type
 * (docs/decisions/075-staff-text-in-both-languages.md).
 */
const PUBLIC_CARDS: PublicCards = {
  event: (event, past) => <EventCard event={event} past={past} />,
  cohort: (cohort) => (
    <CohortCard
      cohorts={
        cohort.phase === "open" ? { next: cohort, latest: null } : { next: null, latest: cohort }
      }
      signup={null}
    />
  ),
};

export default function EventsCohorts({ loaderData }: Route.ComponentProps) {
  return (
    <SiteContentTab
      events={loaderData.events}
      cohorts={loaderData.cohorts}
      publicCards={PUBLIC_CARDS}
    />
  );
}
