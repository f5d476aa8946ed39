import { describe, expect, it } from "vitest";
import { localePath } from "../i18n/locales";
import { ARABIC_PATHS, PUBLIC_PATHS, TRANSLATED_PATHS } from "../paths";
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

  it("keeps an untranslated Arabic address canonical to the English page, without pairs", () => {
    // Any page with an Arabic address whose text is not translated yet.
    const english = PUBLIC_PATHS.find(
      (path) => !TRANSLATED_PATHS.has(path) && ARABIC_PATHS.includes(localePath("ar", path)),
    );
    if (!english) throw new Error("Every page is translated: the untranslated state can go");
    expect(pageLinks(english, ORIGIN)).toEqual({
      canonical: `${ORIGIN}${english}`,
      alternates: [],
    });
    expect(pageLinks(localePath("ar", english), ORIGIN)).toEqual({
      canonical: `${ORIGIN}${english}`,
      alternates: [],
    });
    expect(pageLinks("/terms", ORIGIN)).toEqual({
      canonical: `${ORIGIN}/terms`,
      alternates: pairs("/terms", "/ar/terms"),
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
