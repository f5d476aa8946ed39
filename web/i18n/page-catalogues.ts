import { LEGAL_SLUGS } from "../content/legal-pages";
import { PATHS, TEAM_PROFILES, teamProfilePath } from "../paths";
import type { CatalogueName } from "./catalogue-files";

/**
 * The catalogues a page needs besides the frame's, by its English path (a /test-N duplicate reads
 * its original's). A page not listed needs only the frame's (docs/decisions/066-catalogue-per-page.md).
 */
export const PAGE_CATALOGUES: Readonly<Record<string, readonly CatalogueName[]>> = {
  [PATHS.home]: ["home"],
  [PATHS.about]: ["about", "team"],
  [PATHS.principles]: ["principles"],
  [PATHS.contact]: ["contact", "offices"],
  [PATHS.thankYou]: ["thankYou", "founder"],
  [PATHS.handbook]: ["leads"],
  [PATHS.handbookThankYou]: ["leads"],
  [PATHS.startupConsultancyForm]: ["leads"],
  // The founder's answers under the application's own questions (application-words.ts), and the
  // states of India for a tax invoice as the lead forms name them (lead-choices.ts).
  [PATHS.myApplication]: ["founder", "application", "leads"],
  [PATHS.application]: ["application", "forms"],
  [PATHS.buildWithForm]: ["forms", "consultancyForm"],
  [PATHS.buildWith]: ["consultancy"],
  [PATHS.buildWithIndia]: ["consultancy"],
  [PATHS.startupConsultancy]: ["consultancy"],
  [PATHS.valuationCalculator]: ["valuation"],
  [PATHS.timer]: ["timer"],
  [PATHS.events]: ["events"],
  [PATHS.newsletter]: ["subscription"],
  [PATHS.confirmSubscription]: ["subscription"],
  [PATHS.unsubscribe]: ["subscription"],
  [PATHS.maintenance]: ["maintenance"],
  [PATHS.portfolio]: ["portfolio"],
  [PATHS.products]: ["products"],
  [PATHS.blogs]: ["publications"],
  ...Object.fromEntries(LEGAL_SLUGS.map((slug) => [`/${slug}`, ["legal"] as const])),
  ...Object.fromEntries(
    TEAM_PROFILES.map(({ slug }) => [
      teamProfilePath(slug),
      ["team", "offices", "profiles"] as const,
    ]),
  ),
};
