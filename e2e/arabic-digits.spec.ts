import type { Page } from "@playwright/test";
import { pathInLanguage } from "../core/languages";
import { hasArabicEdition, PUBLIC_PATHS } from "../web/paths";
import {
  axeViolations,
  axeViolationsWithoutScripts,
  expect,
  gotoHydrated,
  shoot,
  test,
} from "./fixtures";

// The Arabic edition's digits (docs/product.md, section 2.6): Western by default for ar-AE,
// Eastern Arabic (٠١٢٣) when the visitor chooses them in the Arabic footer, kept in a cookie, on
// the pages rendered on request and the prerendered ones alike; the English edition never changes.

test.describe.configure({ mode: "serial" });

const EASTERN = /[٠-٩]/;
const WESTERN = /[0-9]/;

const choice = (page: Page) =>
  page.getByRole("contentinfo").getByRole("group", { name: "شكل أرقام الأعداد والتواريخ" });
const eastern = (page: Page) =>
  choice(page).getByRole("radio", { name: "العربية المشرقية (٠١٢٣)" });
const western = (page: Page) => choice(page).getByRole("radio", { name: "العربية الغربية (0123)" });
const submit = (page: Page) =>
  page.getByRole("contentinfo").getByRole("button", { name: "اعتمد هذه الأرقام" });
const status = (page: Page) =>
  page.getByRole("contentinfo").getByRole("status").filter({ hasText: "الأعداد والتواريخ" });
/** The first event's date on the Events page (the spec's seeded events, past by now). */
const eventDate = (page: Page) => page.getByRole("article").locator("time").first();

async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
}

test("a visitor chooses Eastern Arabic digits in the Arabic footer, keeps them, and goes back", async ({
  page,
}) => {
  await gotoHydrated(page, "/ar/events");
  await expect(western(page)).toBeChecked();
  await expect(status(page)).toContainText("العربية الغربية");
  await expect(eventDate(page)).toHaveText(WESTERN);

  // By keyboard: the radios and the button are in the tab order, the choice announced once made.
  await eastern(page).focus();
  await page.keyboard.press("Space");
  await expect(eastern(page)).toBeChecked();
  await submit(page).focus();
  await page.keyboard.press("Enter");
  await expect(status(page)).toContainText("العربية المشرقية (٠١٢٣)");
  await expect(eastern(page)).toBeChecked();
  await expect(eventDate(page)).toHaveText(EASTERN);
  await expect(eventDate(page)).not.toHaveText(WESTERN);
  await expect(page).toHaveURL(/\/ar\/events$/);
  await axeAtBothWidths(page);
  await shoot(page, "arabic-digits-footer", page.getByRole("contentinfo"));
  await shoot(page, "arabic-digits-events", page.getByRole("article").first());

  // Kept: after a reload, and on a page the build prerendered.
  await gotoHydrated(page, "/ar/events");
  await expect(eventDate(page)).toHaveText(EASTERN);
  await expect(eastern(page)).toBeChecked();
  await gotoHydrated(page, "/ar/terms");
  const updated = page.locator(".legal__updated");
  await expect(updated).toHaveText(EASTERN);
  await expect(updated).not.toHaveText(WESTERN);
  await expect(eastern(page)).toBeChecked();
  await axeAtBothWidths(page);
  await shoot(page, "arabic-digits-terms");

  // The English edition is untouched, and has no such choice.
  await gotoHydrated(page, "/events");
  await expect(eventDate(page)).toHaveText(WESTERN);
  await expect(eventDate(page)).not.toHaveText(EASTERN);
  await expect(page.getByRole("radio")).toHaveCount(0);

  // Back to Western digits.
  await gotoHydrated(page, "/ar/terms");
  await western(page).check();
  await submit(page).click();
  await expect(status(page)).toContainText("العربية الغربية (0123)");
  await expect(updated).not.toHaveText(EASTERN);
  await gotoHydrated(page, "/ar/events");
  await expect(eventDate(page)).toHaveText(WESTERN);
  await expect(western(page)).toBeChecked();
});

test("the choice works without the page's scripts", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/ar/events");
    await eastern(page).check();
    await submit(page).click();
    await expect(page).toHaveURL(/\/ar\/events$/);
    await expect(eventDate(page)).toHaveText(EASTERN);
    await expect(eastern(page)).toBeChecked();
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    await western(page).check();
    await submit(page).click();
    await expect(eventDate(page)).not.toHaveText(EASTERN);
  } finally {
    await context.close();
  }
});

/**
 * The text of the page's body in Western digits, by visible text node, leaving out what is marked
 * as English and what the page writes as written whatever the digits (docs/decisions/089-eastern-
 * digits-in-messages.md): staff's text, postal addresses, phone numbers, amounts in rupees, and
 * the footer's Western sample.
 */
const westernTexts = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      const parent = node.parentElement;
      if (!/[0-9]/.test(text) || !parent?.checkVisibility()) continue;
      if (parent.closest("script, style, [lang=en], [data-staff-text], address")) continue;
      if (/^\+\d[\d •]*$/.test(text) || /^₹[\d,]+$/.test(text) || text.endsWith("(0123)")) continue;
      found.push(text);
    }
    // A numbered list's markers are the page's figures too.
    for (const item of document.querySelectorAll("ol > li")) {
      if (item.checkVisibility() && getComputedStyle(item).listStyleType === "decimal") {
        found.push(`marker of ${(item.textContent ?? "").trim().slice(0, 40)}`);
      }
    }
    return found;
  });

test("with Eastern digits, every Arabic page writes its own words and figures in them", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await context.addCookies([{ name: "digits", value: "arab", url: String(baseURL) }]);

  const pages = PUBLIC_PATHS.filter(hasArabicEdition).map((path) => pathInLanguage("ar", path));
  expect(pages.length).toBeGreaterThan(30);
  for (const path of pages) {
    await gotoHydrated(page, path);
    expect(await westernTexts(page), path).toEqual([]);
  }

  // The words of the catalogues, a count the page makes and a figure of its content, seen.
  await gotoHydrated(page, "/ar/startup-consultancy");
  await expect(page.getByText("١٣ جلسة فردية أسبوعية")).toBeVisible();
  await gotoHydrated(page, "/ar/timer");
  await expect(page.getByText("القسم ١ من ٤")).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText("١٠:٠٠");
  await gotoHydrated(page, "/ar/build-with-nakhla-india");
  await expect(page.locator(".bar-chart__value").first()).toHaveText("٤٢٪");
  await shoot(page, "arabic-digits-consultancy-india", page.locator(".chart").first());
});

test("a figure typed in Eastern Arabic digits is read as the number it is", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "digits", value: "arab", url: String(baseURL) }]);
  await gotoHydrated(page, "/ar/valuation-calculator");
  await page.getByRole("textbox", { name: /مبلغ الاستثمار/ }).fill("١٠٠٬٠٠٠");
  await page.getByRole("textbox", { name: /حصة الملكية/ }).fill("١٠٪");
  // Pre-money = 100,000 ÷ (10 ÷ 100) = 1,000,000, ten lakh (docs/product.md, section 9.4).
  await expect(page.getByText("١٬٠٠٠٬٠٠٠ روبية هندي (١٠ لاك روبية هندي)")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "arabic-digits-valuation");
});
