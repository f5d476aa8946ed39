import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

// A visit that starts on the home page boots the home page's own entry, not React Router
// (docs/decisions/033-home-page-boot.md): the same page, working the same way, from less script.

/** The paths of the scripts the page fetches from now on. */
function scriptsOf(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

for (const path of ["/", "/test-1"]) {
  test(`${path} boots from one script of its own, and every control works`, async ({ page }) => {
    const scripts = scriptsOf(page);
    await gotoHydrated(page, path);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/home-boot-[\w-]{8}\.js$/)]);

    // The menu opens as a modal dialog and Escape closes it.
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    // The centres carousel turns.
    await page.getByRole("button", { name: "Stop automatic slide show" }).click();
    await page.getByRole("button", { name: "Next centre" }).click();
    await expect(page.getByRole("group", { name: /^2 of 10/ })).toBeVisible();

    // The cohort card's signup (no cohort is open in the seed) answers with the spec's toast.
    await page.locator("#cohort-newsletter-email").fill(`home-boot${path.length}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).first().click();
    await expect(page.getByText("Subscribed", { exact: true })).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);

    // A link is a page load of a page that React Router boots.
    await page.getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(scripts.some((script) => /\/assets\/entry\.client-/.test(script))).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("coming back to the home page from another page renders it in place", async ({ page }) => {
  await gotoHydrated(page, "/about");
  // A page load would lose this mark.
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await page.getByRole("link", { name: "Nakhla Ventures" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { name: "10 centres, where founders meet us" }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  await page.getByRole("button", { name: "Next centre" }).click();
  await expect(page.getByRole("group", { name: /^2 of 10/ })).toBeVisible();
});
