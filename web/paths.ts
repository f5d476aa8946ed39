import { FIRM } from "../core/firm";
import { FOUNDER_PAGE_PATH } from "../core/founder-link";
import { APPLICATION_PATH, CLIENT_ONLY_PATHS, NOT_FOUND_PAGE_PATH } from "../core/site-paths";
import { TEAM_PROFILES } from "./content/team-profiles";

/** Every page path of the site, built once (docs/product.md, section 2.2). Links use these, never typed strings. */
export const PATHS = {
  home: "/",
  about: "/about",
  contact: "/contact",
  principles: "/principles",
  portfolio: "/portfolio",
  products: "/products",
  events: "/events",
  blogs: "/blogs-and-publications",
  application: APPLICATION_PATH,
  buildWith: `/build-with-${FIRM.slug}`,
  buildWithForm: `/build-with-${FIRM.slug}-form`,
  buildWithIndia: `/build-with-${FIRM.slug}-india`,
  startupConsultancy: "/startup-consultancy",
  startupConsultancyForm: "/startup-consultancy-form",
  valuationCalculator: "/valuation-calculator",
  timer: "/timer",
  payment: "/payment",
  thankYou: "/thank-you",
  myApplication: FOUNDER_PAGE_PATH,
  maintenance: "/maintenance",
  adminLogin: "/admin-login",
  adminInvite: "/admin-invite",
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
  handbook: "/test-8",
  handbookThankYou: "/test-9",
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

/** Every public route, prerendered to HTML at build time, plus the not-found page. */
export const PRERENDERED_PATHS = [
  ...Object.values(PATHS).filter((path) => !CLIENT_ONLY.has(path)),
  ...DUPLICATE_PATHS.map(({ path }) => path),
  ...TEAM_PROFILES.map(({ slug }) => teamProfilePath(slug)),
  NOT_FOUND_PAGE_PATH,
];
