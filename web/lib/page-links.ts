import { basePath, localeOf, localePath } from "../i18n/locales";
import { hasArabicEdition, originalPath, PUBLIC_PATHS } from "../paths";

const INDEXABLE = new Set<string>(PUBLIC_PATHS);

export type Alternate = { hrefLang: "en" | "ar" | "x-default"; href: string };
export type PageLinks = { canonical: string | null; alternates: Alternate[] };

/**
 * The canonical link of a public page and its language pairs, for a page in either language. A
 * duplicate points search engines at its original, every other public page at itself. The
 * not-found page and client-only screens have none, and neither has /test-1: search engines take a
 * canonical from another path to the site's root for a CMS mistake, and the page is no page of its
 * own (docs/decisions/005-marketing-pages.md).
 *
 * Each language's page is its own canonical, and names both languages and `x-default` (English),
 * on both sides alike; a page with no Arabic edition (the deal room) names none
 * (docs/decisions/059-languages.md).
 */
export function pageLinks(pathname: string, origin: string): PageLinks {
  const locale = localeOf(pathname);
  const path = basePath(pathname);
  const original = originalPath(path);
  if (!INDEXABLE.has(path) || (original === "/" && path !== "/")) {
    return { canonical: null, alternates: [] };
  }
  const translated = hasArabicEdition(original);
  const english = `${origin}${original}`;
  const arabic = `${origin}${localePath("ar", original)}`;
  const canonical = locale === "ar" && translated ? arabic : english;
  // Pairs on the pages themselves, not on their /test-N duplicates, which are canonical elsewhere.
  const alternates: Alternate[] =
    translated && original === path
      ? [
          { hrefLang: "en", href: english },
          { hrefLang: "ar", href: arabic },
          { hrefLang: "x-default", href: english },
        ]
      : [];
  return { canonical, alternates };
}
