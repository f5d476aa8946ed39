import type { MetaDescriptor } from "react-router";
import { FIRM } from "../../core/firm";
import { pageInfo } from "../content/pages";
import { DUPLICATE_PATHS, PUBLIC_PATHS } from "../paths";
import { siteOrigin } from "./site-origin";

/** The site's public origin, read once from the build's VITE_SITE_URL. */
export const SITE_URL = siteOrigin({ VITE_SITE_URL: import.meta.env.VITE_SITE_URL });

/** The page a path shows: /test-1 to /test-7 show the page they duplicate, others themselves. */
export function originalPath(path: string): string {
  const normalised = path.replace(/\/+$/, "") || "/";
  return DUPLICATE_PATHS.find((duplicate) => duplicate.path === normalised)?.of ?? normalised;
}

const INDEXABLE = new Set<string>(PUBLIC_PATHS);

/**
 * The canonical link of a public page: a duplicate points search engines at its original, every
 * other public page at itself. The not-found page and client-only screens have none, and neither
 * has /test-1: search engines take a canonical from another path to the site's root for a CMS
 * mistake, and the page is no page of its own (docs/decisions/005-marketing-pages.md).
 */
function canonicalTags(path: string): MetaDescriptor[] {
  const original = originalPath(path);
  if (!INDEXABLE.has(path) || (original === "/" && path !== "/")) return [];
  const href = `${SITE_URL}${original}`;
  return [
    { tagName: "link", rel: "canonical", href },
    { property: "og:url", content: href },
  ];
}

/** Title, description and Open Graph tags of the page at `path` (content/pages.ts). */
export function pageMeta(path: string): MetaDescriptor[] {
  const { title, description } = pageInfo(path);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: FIRM.name },
    { property: "og:image", content: `${SITE_URL}/og-image.png` },
    { name: "twitter:card", content: "summary_large_image" },
    ...canonicalTags(path),
  ];
}

/** The `meta` export shared by page modules: the page's own entry of content/pages.ts. */
export const metaForLocation = ({ location }: { location: { pathname: string } }) =>
  pageMeta(location.pathname.replace(/\/+$/, "") || "/");
