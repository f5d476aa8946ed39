import { describe, expect, it } from "vitest";
import { pageLinks } from "./page-links";

const ORIGIN = "https://www.nakhla.example";
const pairs = (english: string, arabic: string) => [
  { hrefLang: "en", href: `${ORIGIN}${english}` },
  { hrefLang: "ar", href: `${ORIGIN}${arabic}` },
  { hrefLang: "x-default", href: `${ORIGIN}${english}` },
];

describe("a page's canonical link and language pairs", () => {
  it("names both languages and x-default on both sides of a translated page", () => {
    expect(pageLinks("/", ORIGIN)).toEqual({
      canonical: `${ORIGIN}/`,
      alternates: pairs("/", "/ar"),
    });
    expect(pageLinks("/ar", ORIGIN)).toEqual({
      canonical: `${ORIGIN}/ar`,
      alternates: pairs("/", "/ar"),
    });
  });

  it("pairs every page with its Arabic edition, each canonical to itself", () => {
    expect(pageLinks("/ar/terms", ORIGIN)).toEqual({
      canonical: `${ORIGIN}/ar/terms`,
      alternates: pairs("/terms", "/ar/terms"),
    });
    expect(pageLinks("/terms", ORIGIN)).toEqual({
      canonical: `${ORIGIN}/terms`,
      alternates: pairs("/terms", "/ar/terms"),
    });
  });

  it("gives the deal room, which has no Arabic edition, no pairs", () => {
    expect(pageLinks("/deal-room", ORIGIN)).toEqual({
      canonical: `${ORIGIN}/deal-room`,
      alternates: [],
    });
  });

  it("points a duplicate at its original, and gives /test-1 and unknown paths none", () => {
    expect(pageLinks("/test-2", ORIGIN)).toEqual({ canonical: `${ORIGIN}/about`, alternates: [] });
    expect(pageLinks("/test-1", ORIGIN)).toEqual({ canonical: null, alternates: [] });
    expect(pageLinks("/ar/test-1", ORIGIN)).toEqual({ canonical: null, alternates: [] });
    expect(pageLinks("/no-such-page", ORIGIN)).toEqual({ canonical: null, alternates: [] });
    expect(pageLinks("/ar/no-such-page", ORIGIN)).toEqual({ canonical: null, alternates: [] });
    expect(pageLinks("/admin-dashboard", ORIGIN)).toEqual({ canonical: null, alternates: [] });
  });
});
