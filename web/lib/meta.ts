import type { MetaDescriptor } from "react-router";
import { FIRM } from "../../core/firm";
import type { Digits } from "../../core/languages";
import { pageText } from "../content/pages";
import { i18nOrAny } from "../i18n/catalogues";
import { pageDigits, type RootData } from "../i18n/digits";
import { basePath, LOCALE_INFO, localeOf } from "../i18n/locales";
import { pageLinks } from "./page-links";
import { siteOrigin } from "./site-origin";

/** The site's public origin, read once from the build's VITE_SITE_URL. */
export const SITE_URL = siteOrigin({ VITE_SITE_URL: import.meta.env.VITE_SITE_URL });

/** The canonical link and the language pairs of the page at `path` (web/lib/page-links.ts). */
function linkTags(path: string): MetaDescriptor[] {
  const { canonical, alternates } = pageLinks(path, SITE_URL);
  return [
    ...(canonical
      ? [
          { tagName: "link", rel: "canonical", href: canonical },
          { property: "og:url", content: canonical },
        ]
      : []),
    ...alternates.map(({ hrefLang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href,
    })),
  ];
}

/**
 * Title, description and Open Graph tags of the page at `path` (content/pages.ts), in the page's
 * language: /ar/about has the Arabic words of /about, in the visitor's `digits`.
 */
export function pageMeta(path: string, digits: Digits = "latn"): MetaDescriptor[] {
  const locale = localeOf(path);
  const { title, description } = pageText(basePath(path), i18nOrAny(locale, digits));
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: FIRM.name },
    { property: "og:image", content: `${SITE_URL}/og-image.png` },
    { property: "og:locale", content: LOCALE_INFO[locale].ogLocale },
    { name: "twitter:card", content: "summary_large_image" },
    ...linkTags(path),
  ];
}

/** The visitor's digits, as the root loader read them (web/i18n/digits.ts). */
const rootDigits = (matches: readonly ({ id: string; data?: unknown } | undefined)[]) =>
  (matches.find((match) => match?.id === "root")?.data as RootData | undefined)?.digits ?? "latn";

/** The `meta` export shared by page modules: the page's own entry of content/pages.ts. */
export const metaForLocation = ({
  location,
  matches,
}: {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}) => {
  const path = location.pathname.replace(/\/+$/, "") || "/";
  return pageMeta(path, pageDigits(path, rootDigits(matches)));
};
