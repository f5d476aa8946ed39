// The site's paths, shared by the web route table, the prerender list and the API's page server.

/** Client-only screens: served with the SPA fallback, never prerendered (admin, report, payment). */
export const CLIENT_ONLY_PATHS = [
  "/admin-login",
  "/admin-invite",
  "/admin-dashboard",
  "/admin-account",
  "/admin-api-reference",
  "/report",
  "/payment",
] as const;

const CLIENT_ONLY = new Set<string>(CLIENT_ONLY_PATHS);
/** The console's screens below its entry: its tabs and their records, /admin-dashboard/contacts/… */
const CONSOLE_SCREENS = "/admin-dashboard/";

/** Whether the path is a client-only screen: one of CLIENT_ONLY_PATHS or a screen of the console. */
export const isClientOnlyPath = (path: string) =>
  CLIENT_ONLY.has(path) || path.startsWith(CONSOLE_SCREENS);

/** The funding application: where the cohort card and the public event's 'Register Now' lead (docs/product.md, section 2.3). */
export const APPLICATION_PATH = "/application";

/** Paths the original site linked to without a page: sent somewhere useful (docs/architecture.md, rule 1). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/apply": APPLICATION_PATH,
  "/consultancy-form": "/build-with-nakhla-form",
  "/consultation": "/build-with-nakhla-form",
};

/** The path prerendered for the not-found screen; the server answers unknown paths with it and 404. */
export const NOT_FOUND_PAGE_PATH = "/404";

/**
 * Pages that show what staff publish (events, cohorts): the server renders them from the database
 * instead of serving the build's copy (docs/decisions/024-events-and-cohorts.md). /test-1 repeats
 * the home page (docs/product.md, section 2.3).
 */
export const LIVE_PAGE_PATHS = ["/", "/test-1", "/events"] as const;
