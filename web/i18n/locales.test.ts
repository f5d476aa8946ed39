import { describe, expect, it } from "vitest";
import { basePath, localeOf, localePath, otherLocale } from "./locales";

describe("the language of a path", () => {
  it("is Arabic under /ar and English everywhere else", () => {
    expect(localeOf("/ar")).toBe("ar");
    expect(localeOf("/ar/")).toBe("ar");
    expect(localeOf("/ar/about")).toBe("ar");
    expect(localeOf("/")).toBe("en");
    expect(localeOf("/about")).toBe("en");
    // A page whose own name starts with the letters "ar" is English.
    expect(localeOf("/articles")).toBe("en");
    expect(localeOf("/arabic")).toBe("en");
  });
});

describe("a page in each language", () => {
  it("puts the Arabic page under /ar, the home page at /ar itself", () => {
    expect(localePath("ar", "/")).toBe("/ar");
    expect(localePath("ar", "/about")).toBe("/ar/about");
    expect(localePath("ar", "/build-with-nakhla-form")).toBe("/ar/build-with-nakhla-form");
    expect(localePath("ar", "/test-1")).toBe("/ar/test-1");
  });

  it("gives the English page at its own path, from either language", () => {
    expect(localePath("en", "/ar")).toBe("/");
    expect(localePath("en", "/ar/about")).toBe("/about");
    expect(localePath("en", "/about/")).toBe("/about");
    expect(localePath("ar", "/ar/about")).toBe("/ar/about");
  });

  it("finds the English path of an Arabic page", () => {
    expect(basePath("/ar")).toBe("/");
    expect(basePath("/ar/contact")).toBe("/contact");
    expect(basePath("/contact")).toBe("/contact");
  });

  it("switches to the same page in the other language and back", () => {
    for (const path of ["/", "/about", "/application", "/terms"]) {
      const arabic = localePath(otherLocale("en"), path);
      expect(localeOf(arabic)).toBe("ar");
      expect(localePath(otherLocale("ar"), arabic)).toBe(path);
    }
  });
});
