import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLIENT_ONLY_PATHS } from "../../core/site-paths";
import { basePath, localePath } from "../i18n/locales";
import { DUPLICATE_PATHS, PATHS, PUBLIC_PATHS } from "../paths";
import { siteOrigin } from "./site-origin";
import { writeSitemap } from "./sitemap";

const ORIGIN = "https://www.nakhla.example";

const dirs: string[] = [];
// What the build writes beside the prerendered pages (react-router.config.ts, buildEnd).
const written = (origin: string) => {
  const dir = mkdtempSync(join(tmpdir(), "sitemap-"));
  dirs.push(dir);
  writeSitemap(dir, origin);
  return {
    xml: readFileSync(join(dir, "sitemap.xml"), "utf8"),
    robots: readFileSync(join(dir, "robots.txt"), "utf8"),
  };
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("sitemap.xml", () => {
  const { xml } = written(ORIGIN);
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

  it("lists every public page once, as an absolute URL", () => {
    expect(locations).toContain(`${ORIGIN}/`);
    for (const path of [PATHS.about, PATHS.portfolio, PATHS.events, PATHS.buildWith, "/terms"]) {
      expect(locations).toContain(`${ORIGIN}${path}`);
    }
    expect(new Set(locations).size).toBe(locations.length);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it("leaves out the duplicates, the not-found page, thank-you screens and client-only screens", () => {
    for (const { path } of DUPLICATE_PATHS) expect(locations).not.toContain(`${ORIGIN}${path}`);
    for (const path of ["/404", PATHS.thankYou, PATHS.handbookThankYou, ...CLIENT_ONLY_PATHS]) {
      expect(locations).not.toContain(`${ORIGIN}${path}`);
    }
    for (const location of locations) {
      expect(PUBLIC_PATHS).toContain(basePath(location?.slice(ORIGIN.length) ?? ""));
    }
  });

  it("lists the Arabic home page beside the English one, each naming both and x-default", () => {
    expect(locations).toContain(`${ORIGIN}/ar`);
    const entry = (loc: string) =>
      xml.split("\n").find((line) => line.includes(`<loc>${loc}</loc>`));
    for (const loc of [`${ORIGIN}/`, `${ORIGIN}/ar`]) {
      expect(entry(loc)).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/"/>` +
          `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/>`,
      );
    }
    // Every listed English page has its Arabic page listed too.
    for (const location of locations.filter((loc) => !loc?.startsWith(`${ORIGIN}/ar`))) {
      const path = location?.slice(ORIGIN.length) ?? "";
      expect(locations, path).toContain(`${ORIGIN}${localePath("ar", path)}`);
    }
    expect(locations).toContain(`${ORIGIN}/ar/terms`);
  });

  it("escapes what XML would misread", () => {
    const { xml: escaped } = written("https://nakhla.example/a&b");
    expect(escaped).toContain("<loc>https://nakhla.example/a&amp;b/about</loc>");
    expect(escaped).not.toMatch(/&(?!amp;)/);
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps crawlers out of the client-only screens and names the sitemap", () => {
    const { robots } = written(ORIGIN);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of CLIENT_ONLY_PATHS) expect(robots).toContain(`Disallow: ${path}\n`);
    // The payment placeholder's Arabic address too.
    expect(robots).toContain("Disallow: /ar/payment\n");
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("siteOrigin", () => {
  it("defaults to the local server of npm start and drops a trailing slash", () => {
    expect(siteOrigin({})).toBe("http://localhost:3000");
    expect(siteOrigin({ VITE_SITE_URL: "  " })).toBe("http://localhost:3000");
    expect(siteOrigin({ VITE_SITE_URL: `${ORIGIN}/` })).toBe(ORIGIN);
  });
});
