import { LEGAL_SLUGS } from "../content/legal-pages";
import { PATHS, SITE_PAGES, TEAM_PROFILES, teamProfilePath } from "../paths";
import type { CatalogueName } from "./catalogue-files";

/**
 * The catalogues a page needs besides the frame's, by its English path (a /test-N duplicate reads
 * its original's): the site's pages name theirs in web/paths.ts. A page not listed needs only the
 * frame's (docs/decisions/066-catalogue-per-page.md).
 */
export const PAGE_CATALOGUES: Readonly<Record<string, readonly CatalogueName[]>> = {
  ...Object.fromEntries(
    Object.values(SITE_PAGES).map(({ path, catalogues }) => [
      path,
      catalogues satisfies readonly CatalogueName[],
    ]),
  ),
  // The deal room is outside the site's pages (web/paths.ts); it reads its own catalogue.
  [PATHS.dealRoom]: ["dealRoom"],
  [PATHS.dealRoomAnswer]: ["dealRoom"],
  ...Object.fromEntries(LEGAL_SLUGS.map((slug) => [`/${slug}`, ["legal"] as const])),
  ...Object.fromEntries(
    TEAM_PROFILES.map(({ slug }) => [
      teamProfilePath(slug),
      ["team", "offices", "profiles"] as const,
    ]),
  ),
};
