import { describe, expect, it } from "vitest";
import { CLIENT_ONLY_PATHS, NOT_FOUND_PAGE_PATH, REDIRECTS } from "../../core/site-paths";
import { loadCatalogue } from "../i18n/catalogues";
import { basePath, localePath } from "../i18n/locales";
import {
  ARABIC_PATHS,
  PATHS,
  PRERENDERED_PATHS,
  PUBLIC_PATHS,
  SERVER_RENDERED_PATHS,
  TEAM_PROFILES,
} from "../paths";
import { pageInfo, pageText } from "./pages";

const english = await loadCatalogue("en");
const arabic = await loadCatalogue("ar");
const ARABIC_LETTERS = /[\u0600-\u06ff]/;

describe("page metadata", () => {
  it("gives every page of the site its own title and a description of at most 160 characters", () => {
    const notFound = pageInfo(NOT_FOUND_PAGE_PATH);
    for (const path of [...PUBLIC_PATHS, ...CLIENT_ONLY_PATHS, NOT_FOUND_PAGE_PATH]) {
      if (path !== NOT_FOUND_PAGE_PATH) expect(pageInfo(path), path).not.toBe(notFound);
      const info = pageText(path, english);
      expect(info.title).toMatch(/Nakhla Ventures/);
      expect(info.description.length, path).toBeGreaterThan(10);
      expect(info.description.length, path).toBeLessThanOrEqual(160);
    }
  });

  it("keeps the English titles and descriptions as they were written", () => {
    expect(pageText(PATHS.home, english)).toEqual({
      title: "Nakhla Ventures | Investing in Today. Inventing Tomorrow.",
      description:
        "Nakhla Ventures is the investment arm of a UAE family office: pitch once and our analyst report reaches a syndicated network of venture firms.",
      heading: "Investing in Today. Inventing Tomorrow.",
    });
    expect(pageText(PATHS.about, english).title).toBe("About | Nakhla Ventures");
    expect(pageText("/terms", english).title).toBe("Terms and Conditions | Nakhla Ventures");
    expect(pageText("/disclosures", english).description).toBe(
      "Important disclosures about Nakhla Ventures content, portfolio figures, fees, guarantees and conflicts of interest.",
    );
    for (const profile of TEAM_PROFILES) {
      expect(pageText(`/${profile.slug}`, english)).toEqual({
        title: `${profile.name} | Nakhla Ventures`,
        description: `${profile.name}, ${profile.role} at Nakhla Ventures.`,
        heading: profile.name,
      });
    }
  });

  it("gives every Arabic page an Arabic title and description, the firm's name as written", () => {
    // A team profile's title is its person's name, written the same in both languages.
    const names = new Set<string>(TEAM_PROFILES.map(({ name }) => name));
    for (const path of ARABIC_PATHS.map(basePath)) {
      const info = pageText(path, arabic);
      if (!names.has(info.heading)) expect(info.title, path).toMatch(ARABIC_LETTERS);
      expect(info.title, path).toMatch(/Nakhla Ventures/);
      expect(info.description, path).toMatch(ARABIC_LETTERS);
      expect(info.description.length, path).toBeLessThanOrEqual(160);
    }
  });

  it("serves every page either prerendered or rendered on request, never both", () => {
    for (const path of [...Object.values(PATHS), ...PUBLIC_PATHS, ...ARABIC_PATHS]) {
      const prerendered = PRERENDERED_PATHS.includes(path);
      expect(prerendered !== SERVER_RENDERED_PATHS.includes(path), path).toBe(true);
    }
    // The screens whose data loads in the browser are prerendered as the frame they load into.
    for (const path of CLIENT_ONLY_PATHS) expect(PRERENDERED_PATHS).toContain(path);
    expect(SERVER_RENDERED_PATHS).toEqual([
      "/",
      "/application",
      "/events",
      "/my-application",
      "/deal-room",
      "/deal-room/answer",
      "/thank-you",
      "/newsletter/language",
      "/test-1",
      "/ar",
      "/ar/application",
      "/ar/events",
      "/ar/my-application",
      "/ar/thank-you",
      "/ar/newsletter/language",
      "/ar/test-1",
      "/ar/deal-room",
      "/ar/deal-room/answer",
    ]);
  });

  it("gives the deal room and its answer page Arabic rooms, rendered on request, outside the site's pages", () => {
    for (const path of [PATHS.dealRoom, PATHS.dealRoomAnswer]) {
      expect(ARABIC_PATHS).not.toContain(localePath("ar", path));
      expect(PRERENDERED_PATHS).not.toContain(localePath("ar", path));
      expect(SERVER_RENDERED_PATHS).toContain(localePath("ar", path));
    }
  });

  it("redirects only to pages that exist", () => {
    for (const target of Object.values(REDIRECTS)) expect(PUBLIC_PATHS).toContain(target);
  });
});
