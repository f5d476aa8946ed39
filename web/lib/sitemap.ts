import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CLIENT_ONLY_PATHS } from "../../core/site-paths";
import { localePath } from "../i18n/locales";
import {
  ARABIC_CLIENT_ONLY_PATHS,
  DUPLICATE_PATHS,
  hasArabicEdition,
  PATHS,
  PUBLIC_PATHS,
} from "../paths";
import { pageLinks } from "./page-links";

// Pages that are public but not worth a search result: the /test-N copies (their canonical link
// names the original) and screens reached only after a step elsewhere.
const NOT_LISTED = new Set<string>([
  ...DUPLICATE_PATHS.map(({ path }) => path),
  PATHS.thankYou,
  PATHS.myApplication,
  PATHS.dealRoom,
  PATHS.dealRoomAnswer,
  PATHS.confirmSubscription,
  PATHS.unsubscribe,
  PATHS.newsletterLanguage,
  PATHS.handbookThankYou,
  PATHS.maintenance,
]);

/** The public pages sitemap.xml lists, in route-table order. */
const SITEMAP_PATHS: readonly string[] = PUBLIC_PATHS.filter((path) => !NOT_LISTED.has(path));

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/**
 * Each page, and after it its Arabic page, both naming the language pairs the
 * pages themselves name (web/lib/page-links.ts, docs/decisions/059-languages.md).
 */
function urlEntry(origin: string, path: string): string {
  const alternates = pageLinks(path, origin).alternates.map(
    ({ hrefLang, href }) =>
      `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
  );
  return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${alternates.join("")}</url>`;
}

function sitemapXml(origin: string): string {
  const urls = SITEMAP_PATHS.flatMap((path) =>
    hasArabicEdition(path)
      ? [urlEntry(origin, path), urlEntry(origin, localePath("ar", path))]
      : [urlEntry(origin, path)],
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...[...CLIENT_ONLY_PATHS, ...ARABIC_CLIENT_ONLY_PATHS].map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Writes sitemap.xml and robots.txt into the client build (react-router.config.ts, buildEnd). */
export function writeSitemap(clientDir: string, origin: string) {
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(origin));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(origin));
}
