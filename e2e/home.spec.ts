import { axeViolations, expect, gotoHydrated, signupHydrated, test } from "./fixtures";

// The home page and its duplicate, rendered by the server with the published cohorts, work like
// every other page once React Router has hydrated them.

for (const path of ["/", "/test-1"]) {
  test(`${path}: every control works`, async ({ page }) => {
    await gotoHydrated(page, path);

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

    // The footer's signup answers with the spec's toast. (The cohort card's controls depend on
    // what staff have published; events-cohorts.spec.ts tries them, serially, before and after.)
    const footer = page.getByRole("contentinfo");
    await signupHydrated(footer);
    await footer.getByLabel("E-mail address").fill(`home${path.length}-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Subscribed", { exact: true })).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);

    // A link leads to the page it names.
    await page.getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
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
