import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import {
  type SiteContentIntent,
  siteContentAction,
} from "../../features/admin/site-content/site-content-action";
import { siteContentApi } from "../../features/admin/site-content/site-content-api";
import { SiteContentTab } from "../../features/admin/site-content/site-content-tab";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/events-cohorts";

export const meta = tabMeta("events-cohorts");

/** Every event and cohort, drafts and archived ones too (tens of rows: loaded whole). */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "events-cohorts");
  return { events: later(siteContentApi.events()), cohorts: later(siteContentApi.cohorts()) };
}

/** A new or edited event or cohort, or its status; both lists load again after it. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return siteContentAction((await request.json()) as SiteContentIntent);
}

export default function EventsCohorts({ loaderData }: Route.ComponentProps) {
  return <SiteContentTab events={loaderData.events} cohorts={loaderData.cohorts} />;
}
