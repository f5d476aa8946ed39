// The site's paths, shared by the web route table, the prerender list and the API's page server.

/**
 * Screens whose content loads in the browser (the console, the report) and the payment
 * placeholder: kept out of search engines (robots.txt); the console's may show a PDF in a frame
 * (api/plugins/web.ts).
 */
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

/** Where a firm person's link to a shared deal opens (docs/decisions/058-deal-sharing.md). */
export const DEAL_ROOM_PATH = "/deal-room";
/** Where a mail's answer link opens (docs/decisions/080-answers-from-the-mail.md). */
export const DEAL_ANSWER_PATH = "/deal-room/answer";

/** Paths the original site linked to without a page: sent somewhere useful (docs/architecture.md, rule 1). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/apply": APPLICATION_PATH,
  "/consultancy-form": "/build-with-nakhla-form",
  "/consultation": "/build-with-nakhla-form",
};

/** The not-found page's entry in web/content/pages.ts; every unknown path shows it, with a 404. */
export const NOT_FOUND_PAGE_PATH = "/404";

/**
 * The file beside React Router's server build where the build writes each prerendered page's
 * inline scripts' hashes, and the server reads them for that page's CSP (docs/decisions/035-csp.md).
 */
export const PRERENDER_CSP_FILE = "prerender-csp.json";
