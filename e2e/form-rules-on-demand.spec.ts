import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * The public forms load their rules (the server's schemas) only once a field is focused
 * (docs/decisions/031-light-form-pages.md). Here every script asked for after the page is
 * hydrated is held back until the first Submit or Next has been clicked: the form waits for its
 * rules and then shows the same messages as when they are there at once.
 */
async function holdLateScripts(page: Page) {
  const held: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

test("a lead form whose rules arrive after the first Submit shows the same messages", async ({
  page,
}) => {
  await gotoHydrated(page, "/test-8");
  const scripts = await holdLateScripts(page);
  await page.getByRole("button", { name: "Get My Free Copy", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Get Your Free Ebook" });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("E-mail", { exact: true }).fill("ananya@");
  await dialog.getByRole("button", { name: "Download Now" }).click();
  // The rules were asked for (on the first focus) and are still on their way: no message yet.
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  await expect(dialog.getByRole("button", { name: "Sending…" })).toBeDisabled();
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("");

  scripts.release();
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    "This field is required",
  );
  await expect(dialog.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(
    "Enter a valid e-mail address",
  );
  await expect(dialog.getByLabel("Role")).toHaveAccessibleDescription("Choose your role");
  await expect(dialog.getByLabel("Location")).toHaveAccessibleDescription("Choose your location");
  await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Download Now" })).toBeEnabled();
});

test("a multi-step form whose rules arrive after the first Next shows the same messages", async ({
  page,
}) => {
  await gotoHydrated(page, "/build-with-nakhla-form");
  const scripts = await holdLateScripts(page);
  await page.getByRole("button", { name: "Start" }).click();
  const heading = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(heading).toHaveText("Your business");

  await page.getByLabel("Business age (years)").fill("-1");
  await page.getByRole("button", { name: "Next" }).click();
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  await expect(page.getByLabel("Business name")).toHaveAccessibleDescription("");

  scripts.release();
  await expect(page.getByLabel("Business name")).toHaveAccessibleDescription(
    "This field is required",
  );
  await expect(page.getByLabel("Business age (years)")).toHaveAccessibleDescription(
    "Business age cannot be negative",
  );
  await expect(page.getByLabel("Industry")).toHaveAccessibleDescription("This field is required");
  await expect(page.getByLabel("Business name")).toBeFocused();
  await expect(heading).toHaveText("Your business");
});
