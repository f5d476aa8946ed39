import type { Page } from "@playwright/test";
import { pathInLanguage } from "../core/languages";
import { hasArabicEdition, PUBLIC_PATHS } from "../web/paths";
import { expect, gotoHydrated, test } from "./fixtures";

// The Arabic edition is the English one in Arabic, not a shorter one (docs/product.md, section
// 2.6): every Arabic page has at least as many of each kind of structure as its English twin.
// What it shows in Latin letters is checked by the Arabic walk of e2e/arabic.spec.ts.

/** What a reader, a screen reader or a keyboard finds on a page, counted by kind. */
const structureOf = (page: Page) =>
  page.evaluate(() => {
    const count = (selector: string) => document.querySelectorAll(selector).length;
    const named = (selector: string) =>
      [...document.querySelectorAll(selector)].filter(
        (element) => element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby"),
      ).length;
    return {
      "level-1 headings": count("h1"),
      "level-2 headings": count("h2"),
      "level-3 headings": count("h3"),
      "level-4 headings": count("h4"),
      "main landmarks": count("main"),
      "navigation landmarks": count("nav"),
      "header landmarks": count("body > header, [role=banner]"),
      "footer landmarks": count("body > footer, [role=contentinfo]"),
      "complementary landmarks": count("aside, [role=complementary]"),
      "named regions": named("section, [role=region]"),
      links: count("a[href]"),
      buttons: count("button, [role=button]"),
      "form fields": count("input:not([type=hidden]), select, textarea"),
      "labelled form fields": [
        ...document.querySelectorAll("input:not([type=hidden]), select, textarea"),
      ].filter(
        (field) =>
          (field as HTMLInputElement).labels?.length ||
          field.hasAttribute("aria-label") ||
          field.hasAttribute("aria-labelledby"),
      ).length,
      "images with alternative text": [...document.querySelectorAll("img[alt], [role=img]")].filter(
        (image) =>
          (image.getAttribute("alt") ?? "").trim() !== "" ||
          image.hasAttribute("aria-label") ||
          image.hasAttribute("aria-labelledby"),
      ).length,
      "decorative images": count('img[alt=""], svg[aria-hidden="true"]'),
    };
  });

test.describe("every Arabic page against its English twin", () => {
  const twins = PUBLIC_PATHS.filter(hasArabicEdition);
  test("the walk covers every page with an Arabic edition", () => {
    expect(twins.length).toBeGreaterThan(30);
  });
  for (const english of twins) {
    const arabic = pathInLanguage("ar", english);
    test(`${arabic} has no fewer headings, landmarks, links, fields or images than ${english}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, english);
      const inEnglish = await structureOf(page);
      await gotoHydrated(page, arabic);
      const inArabic = await structureOf(page);
      expect(inEnglish["level-1 headings"], english).toBe(1);
      expect(inEnglish["main landmarks"], english).toBe(1);
      const fewer = Object.entries(inEnglish)
        .filter(([kind, count]) => inArabic[kind as keyof typeof inArabic] < count)
        .map(([kind, count]) => `${kind}: ${inArabic[kind as keyof typeof inArabic]} < ${count}`);
      expect(fewer, `${arabic} against ${english}`).toEqual([]);
    });
  }
});
