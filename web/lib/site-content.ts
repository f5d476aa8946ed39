import { createContext } from "react-router";
import type { SiteContent } from "../../core/schemas/site-content";

/**
 * What the live pages show of the published events and cohorts, set by the API's page server when
 * it renders them (api/plugins/live-page-renderer.ts, docs/decisions/024-events-and-cohorts.md).
 * The build's own prerender has none: that copy is never served for these paths.
 */
export const siteContentContext = createContext<SiteContent | null>(null);

export const NO_SITE_CONTENT: SiteContent = {
  events: { upcoming: [], past: [] },
  cohorts: { next: null, latest: null },
};
