import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CLIENT_ONLY_PATHS, NOT_FOUND_PAGE_PATH } from "../../core/site-paths";
import { DUPLICATE_PATHS, PATHS, PRERENDERED_PATHS } from "../paths";

// Pages that are public but not worth a search result: the /test-N copies (their canonical link
// names the original), the not-found page, and screens reached only after a step elsewhere.
const NOT_LISTED = new Set<string>([
  ...DUPLICATE_PATHS.map(({ path }) => path),
  NOT_FOUND_PAGE_PATH,
  PATHS.thankYou,
  PATHS.myApplication,
  PATHS.handbookThankYou,
  PATHS.maintenance,
]);

/** The public pages sitemap.xml lists, in route-table order. */
const SITEMAP_PATHS: readonly string[] = PRERENDERED_PATHS.filter((path) => !NOT_LISTED.has(path));

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

function sitemapXml(origin: string): string {
  const urls = SITEMAP_PATHS.map(
    (path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...CLIENT_ONLY_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Writes sitemap.xml and robots.txt beside the prerendered pages (react-router.config.ts, buildEnd). */
export function writeSitemap(clientDir: string, origin: string) {
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(origin));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(origin));
}
