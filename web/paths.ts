import { FIRM } from "../core/firm";
import { FOUNDER_PAGE_PATH } from "../core/founder-link";
import { pathInLanguage } from "../core/languages";
import {
  CONFIRM_SUBSCRIPTION_PATH,
  NEWSLETTER_LANGUAGE_PATH,
  UNSUBSCRIBE_PATH,
} from "../core/mailing-list";
import {
  APPLICATION_PATH,
  CLIENT_ONLY_PATHS,
  DEAL_ANSWER_PATH,
  DEAL_ROOM_PATH,
} from "../core/site-paths";

/** The five team members with a profile page of their own, at their personal-name route. */
export const TEAM_PROFILES = [
  { slug: "layla-haddad", name: "Layla Haddad", role: "Managing Partner" },
  { slug: "farida-rahman", name: "Farida Rahman", role: "Chairperson" },
  { slug: "karim-nassar", name: "Karim Nassar", role: "Head of Global Startup Relations" },
  { slug: "priya-raghavan", name: "Priya Raghavan", role: "Startup Scouting Partner" },
  { slug: "daniel-okafor", name: "Daniel Okafor", role: "Head of Research" },
] as const;

/** A page inside the site's frame: its path, its module in web/routes/, the catalogues it loads. */
type SitePage = {
  path: string;
  module: string;
  /**
   * The message catalogues the page loads beside the frame's (web/i18n/catalogue-files.ts), its
   * own first: its module's messages are extracted into that one.
   */
  catalogues: readonly string[];
};

/**
 * The pages inside the site's frame that have a route module of their own. One entry gives a page
 * its route and its /ar address (web/routes.ts), its catalogues (web/i18n/page-catalogues.ts), the
 * prerender list or the server's, the sitemap, and the e2e checks every page gets (the recipe in
 * docs/architecture.md, section 4).
 */
export const SITE_PAGES = {
  home: { path: "/", module: "home", catalogues: ["home"] },
  about: { path: "/about", module: "about", catalogues: ["about", "team"] },
  contact: { path: "/contact", module: "contact", catalogues: ["contact", "offices"] },
  principles: { path: "/principles", module: "principles", catalogues: ["principles"] },
  portfolio: { path: "/portfolio", module: "portfolio", catalogues: ["portfolio"] },
  products: { path: "/products", module: "products", catalogues: ["products"] },
  events: { path: "/events", module: "events", catalogues: ["events"] },
  blogs: {
    path: "/blogs-and-publications",
    module: "blogs-and-publications",
    catalogues: ["publications"],
  },
  application: {
    path: APPLICATION_PATH,
    module: "application",
    catalogues: ["application", "forms"],
  },
  buildWith: {
    path: `/build-with-${FIRM.slug}`,
    module: "build-with",
    catalogues: ["consultancy"],
  },
  buildWithForm: {
    path: `/build-with-${FIRM.slug}-form`,
    module: "build-with-form",
    catalogues: ["consultancyForm", "forms"],
  },
  buildWithIndia: {
    path: `/build-with-${FIRM.slug}-india`,
    module: "build-with-india",
    catalogues: ["consultancy"],
  },
  startupConsultancy: {
    path: "/startup-consultancy",
    module: "startup-consultancy",
    catalogues: ["consultancy"],
  },
  startupConsultancyForm: {
    path: "/startup-consultancy-form",
    module: "startup-consultancy-form",
    catalogues: ["leads"],
  },
  valuationCalculator: {
    path: "/valuation-calculator",
    module: "valuation-calculator",
    catalogues: ["valuation"],
  },
  timer: { path: "/timer", module: "timer", catalogues: ["timer"] },
  thankYou: { path: "/thank-you", module: "thank-you", catalogues: ["thankYou", "founder"] },
  // The founder's answers under the application's own questions (application-words.ts), and the
  // states of India for a tax invoice as the lead forms name them (lead-choices.ts).
  myApplication: {
    path: FOUNDER_PAGE_PATH,
    module: "my-application",
    catalogues: ["founder", "application", "leads"],
  },
  maintenance: { path: "/maintenance", module: "maintenance", catalogues: ["maintenance"] },
  /**
   * The newsletter's own page, where every signup form posts (docs/decisions/076-route-forms.md):
   * without the page's scripts, the visitor lands here and reads the outcome.
   */
  newsletter: { path: "/newsletter", module: "newsletter", catalogues: ["subscription"] },
  /** Where the newsletter's confirmation and unsubscribe links lead (docs/decisions/047-mailing-list.md). */
  confirmSubscription: {
    path: CONFIRM_SUBSCRIPTION_PATH,
    module: "confirm-subscription",
    catalogues: ["subscription"],
  },
  unsubscribe: { path: UNSUBSCRIBE_PATH, module: "unsubscribe", catalogues: ["subscription"] },
  /**
   * Where a newsletter's footer lets its reader choose the language it comes in
   * (docs/decisions/075-staff-text-in-both-languages.md): rendered with the mail's token.
   */
  newsletterLanguage: {
    path: NEWSLETTER_LANGUAGE_PATH,
    module: "newsletter-language",
    catalogues: ["subscription"],
  },
  handbook: { path: "/test-8", module: "handbook", catalogues: ["leads"] },
  handbookThankYou: { path: "/test-9", module: "handbook-thank-you", catalogues: ["leads"] },
} as const satisfies Record<string, SitePage>;

type PathsOf<Pages extends Record<string, SitePage>> = {
  readonly [Name in keyof Pages]: Pages[Name]["path"];
};

const sitePagePaths = Object.fromEntries(
  Object.entries(SITE_PAGES).map(([name, page]) => [name, page.path]),
) as PathsOf<typeof SITE_PAGES>;

/** Every page path of the site, built once (docs/product.md, section 2.2). Links use these, never typed strings. */
export const PATHS = {
  ...sitePagePaths,
  payment: "/payment",
  adminLogin: "/admin-login",
  adminInvite: "/admin-invite",
  dealRoom: DEAL_ROOM_PATH,
  dealRoomAnswer: DEAL_ANSWER_PATH,
  adminDashboard: "/admin-dashboard",
  /** The signed-in staff member's own security: authenticator app, recovery codes, sessions. */
  adminAccount: "/admin-account",
  /** The API's reference, for staff. */
  adminApiReference: "/admin-api-reference",
  report: "/report",
  terms: "/terms",
  privacy: "/privacy",
  conduct: "/conduct",
  disclosures: "/disclosures",
} as const;

export const teamProfilePath = (slug: string) => `/${slug}`;

/** /test-1 to /test-7 duplicate these pages, in this order (docs/product.md, section 2.2). */
export const DUPLICATE_PATHS = [
  { path: "/test-1", of: PATHS.home },
  { path: "/test-2", of: PATHS.about },
  { path: "/test-3", of: PATHS.contact },
  { path: "/test-4", of: PATHS.buildWith },
  { path: "/test-5", of: PATHS.portfolio },
  { path: "/test-6", of: teamProfilePath(TEAM_PROFILES[0].slug) },
  { path: "/test-7", of: PATHS.principles },
] as const;

const CLIENT_ONLY = new Set<string>(CLIENT_ONLY_PATHS);

/**
 * The client-only screens that have an Arabic address too: the payment placeholder, outside the
 * site's frame (web/routes.ts). Kept out of search engines like the English one.
 */
export const ARABIC_CLIENT_ONLY_PATHS = [pathInLanguage("ar", PATHS.payment)];

/** The page a path shows: /test-1 to /test-7 show the page they duplicate, others themselves. */
export function originalPath(path: string): string {
  const normalised = path.replace(/\/+$/, "") || "/";
  return DUPLICATE_PATHS.find((duplicate) => duplicate.path === normalised)?.of ?? normalised;
}

/** Every public page, indexed and listed in the sitemap unless sitemap.ts says otherwise. */
export const PUBLIC_PATHS = [
  ...Object.values(PATHS).filter((path) => !CLIENT_ONLY.has(path)),
  ...DUPLICATE_PATHS.map(({ path }) => path),
  ...TEAM_PROFILES.map(({ slug }) => teamProfilePath(slug)),
];

/**
 * Pages with no Arabic edition of the site: the deal room (and its answer page) is a private room
 * for the firms' invited viewers, not a page of the site (no language pair, not in the sitemap).
 * Its Arabic rooms (below) are where an Arabic reader's links lead.
 */
const ENGLISH_ONLY = new Set<string>([PATHS.dealRoom, PATHS.dealRoomAnswer]);

/**
 * Every public page in Arabic, under /ar: the same list, so a page added above has its Arabic
 * address too (docs/decisions/059-languages.md).
 */
export const ARABIC_PATHS = PUBLIC_PATHS.filter((path) => !ENGLISH_ONLY.has(path)).map((path) =>
  pathInLanguage("ar", path),
);

/**
 * The deal room and its answer page in Arabic, for a firm's person who reads Arabic: where their
 * mails' links lead (docs/decisions/088-deal-room-in-arabic.md). Private like the English ones.
 */
export const ARABIC_DEAL_ROOM_PATHS = [
  pathInLanguage("ar", PATHS.dealRoom),
  pathInLanguage("ar", PATHS.dealRoomAnswer),
];

/** Whether the public page at `path` (English, a duplicate's original) has its Arabic edition. */
export const hasArabicEdition = (path: string) => !ENGLISH_ONLY.has(path);

const LIVE = new Set<string>([
  PATHS.home,
  PATHS.application,
  PATHS.events,
  PATHS.myApplication,
  PATHS.dealRoom,
  PATHS.dealRoomAnswer,
  PATHS.thankYou,
  PATHS.newsletterLanguage,
]);

/**
 * The pages whose server loader reads each request (what staff publish, the firm's time to
 * decision on the application page, the founder's own application, the ebook a lead form sent its
 * visitor to /thank-you with), and their duplicates: the server renders them (docs/decisions/034-server-rendering.md).
 */
const ENGLISH_SERVER_RENDERED = [
  ...LIVE,
  ...DUPLICATE_PATHS.filter(({ of }) => LIVE.has(of)).map(({ path }) => path),
];
export const SERVER_RENDERED_PATHS = [
  ...ENGLISH_SERVER_RENDERED,
  ...ENGLISH_SERVER_RENDERED.filter((path) => !ENGLISH_ONLY.has(path)).map((path) =>
    pathInLanguage("ar", path),
  ),
  ...ARABIC_DEAL_ROOM_PATHS,
];

/**
 * What the build prerenders to HTML: every other page, the screens whose data loads in the
 * browser included (their HTML is the frame they load into). An unknown path is rendered by the
 * server with the not-found page and a 404.
 */
export const PRERENDERED_PATHS = [
  ...PUBLIC_PATHS,
  ...ARABIC_PATHS,
  ...CLIENT_ONLY_PATHS,
  ...ARABIC_CLIENT_ONLY_PATHS,
].filter((path) => !SERVER_RENDERED_PATHS.includes(path));
