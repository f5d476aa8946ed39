import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { applyPaidInTestMode, openRecordTab, signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

// A founder's data on request and the console's Backups and data
// (docs/decisions/050-backups.md, 051-retention-and-erasure.md).

const SHOTS = "/tmp/nakhla-shots/data-care";
mkdirSync(SHOTS, { recursive: true });

/** The page at both widths, and the part under test alone, to look at. */
async function shoot(page: Page, name: string, part?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    await part?.screenshot({ path: `${SHOTS}/${name}-${width}-part.png` });
  }
}

test("a founder downloads their data, then deletes the application; staff see it was done", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const startupName = unique("Mirage Analytics");
  const email = `${Date.now().toString(36)}.mirage@example.com`;
  const { founderToken } = await applyPaidInTestMode(request, startupName, email);

  await gotoHydrated(page, `/my-application#token=${founderToken}`);
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("my-application-data.json");
  const data = JSON.parse(await readFile((await download.path()) as string, "utf8"));
  expect(data.application.answers).toMatchObject({ startupName, email });
  expect(JSON.stringify(data)).not.toContain("adminAnswers");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "founder-your-data", section);

  await section.getByRole("button", { name: "Delete my application" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your application?" });
  await expect(dialog).toContainText("This cannot be undone.");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "founder-delete-confirm", dialog);
  await dialog.getByRole("button", { name: "Withdraw and delete" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Your application has been withdrawn and deleted." }),
  ).toBeVisible();
  await shoot(page, "founder-deleted", page.getByRole("main"));

  await signIn(page, request);
  await page.goto(`/admin-dashboard/applications?q=${encodeURIComponent(startupName)}`);
  await expect(page.getByText(startupName)).toHaveCount(0);
  await page.goto("/admin-dashboard/data-care");
  const requests = page.getByRole("region", { name: "Founders' data requests" });
  await expect(requests.getByText(/^Application erased · .* · The founder$/).first()).toBeVisible();
  await expect(requests.getByText(/^Data downloaded · .* · The founder$/).first()).toBeVisible();
});

test("Backups and data shows the last backup, the retention's dry run, and downloads everything", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto("/admin-dashboard/data-care");
  await expect(page.getByRole("link", { name: "Backups and data" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const backups = page.getByRole("region", { name: "Backups" });
  await expect(backups).toContainText(/No backup has been taken yet\.|Last backup taken/);
  await expect(backups).toContainText("Daily backup: off (BACKUP_DAILY).");
  const retention = page.getByRole("region", { name: "Retention: what the next run removes" });
  await expect(retention.getByText("contact messages", { exact: false }).first()).toBeVisible();
  await expect(retention).toContainText("Removed: last changed more than 24 months ago.");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "console-backups-and-data");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download everything" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^nakhla-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await download.path()) as string);
  expect(zip.subarray(0, 2).toString()).toBe("PK");
});

test("an admin erases an application for a request by mail, from its details", async ({
  page,
  request,
}) => {
  const startupName = unique("Oasis Robotics");
  await applyPaidInTestMode(request, startupName, `${Date.now().toString(36)}.oasis@example.com`);
  await signIn(page, request);
  await page.goto(`/admin-dashboard/applications?q=${encodeURIComponent(startupName)}`);
  await page
    .getByRole("row")
    .filter({ hasText: startupName })
    .getByRole("link", { name: startupName })
    .click();
  // The founder's data is in the record's "Founder's side" tab.
  await openRecordTab(page.getByRole("region", { name: "Open record" }), "Founder's side");
  const section = page.getByRole("region", { name: "Founder's data" });
  await expect(section).toBeVisible();
  await section.getByRole("button", { name: "Erase the application" }).click();
  const dialog = page.getByRole("dialog", { name: `Erase ${startupName}'s application?` });
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "console-erase-confirm", dialog);
  await dialog.getByRole("button", { name: "Withdraw and erase" }).click();
  await expect(page.getByText(startupName)).toHaveCount(0);
});
