import { describe, expect, it } from "vitest";
import { CLIENT_ONLY_PATHS } from "../../core/site-paths";
import { DUPLICATE_PATHS, PATHS, PRERENDERED_PATHS } from "../paths";
import { DEFAULT_SITE_URL, siteOrigin } from "./site-origin";
import { robotsTxt, SITEMAP_PATHS, sitemapXml } from "./sitemap";

const ORIGIN = "https://www.nakhla.example";

describe("sitemap.xml", () => {
  const xml = sitemapXml(ORIGIN);
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

  it("lists every public page once, as an absolute URL", () => {
    expect(locations).toContain(`${ORIGIN}/`);
    for (const path of [PATHS.about, PATHS.portfolio, PATHS.events, PATHS.buildWith, "/terms"]) {
      expect(locations).toContain(`${ORIGIN}${path}`);
    }
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations).toHaveLength(SITEMAP_PATHS.length);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it("leaves out the duplicates, the not-found page, thank-you screens and client-only screens", () => {
    for (const { path } of DUPLICATE_PATHS) expect(locations).not.toContain(`${ORIGIN}${path}`);
    for (const path of ["/404", PATHS.thankYou, PATHS.handbookThankYou, ...CLIENT_ONLY_PATHS]) {
      expect(locations).not.toContain(`${ORIGIN}${path}`);
    }
    for (const path of SITEMAP_PATHS) expect(PRERENDERED_PATHS).toContain(path);
  });

  it("escapes what XML would misread", () => {
    expect(sitemapXml(ORIGIN, ["/a&b"])).toContain(`<loc>${ORIGIN}/a&amp;b</loc>`);
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps crawlers out of the client-only screens and names the sitemap", () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of CLIENT_ONLY_PATHS) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("siteOrigin", () => {
  it("defaults to the local server and drops a trailing slash", () => {
    expect(siteOrigin({})).toBe(DEFAULT_SITE_URL);
    expect(siteOrigin({ VITE_SITE_URL: "  " })).toBe(DEFAULT_SITE_URL);
    expect(siteOrigin({ VITE_SITE_URL: `${ORIGIN}/` })).toBe(ORIGIN);
  });
});
