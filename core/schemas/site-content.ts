import type { PublicCohorts } from "./cohorts";
import type { PublicEvents } from "./events";

/**
 * What the live pages (core/site-paths.ts, LIVE_PAGE_PATHS) show of the published events and
 * cohorts: the server computes it for the moment it renders and hands it to the pages' loaders.
 */
export type SiteContent = { events: PublicEvents; cohorts: PublicCohorts };
