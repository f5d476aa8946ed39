import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { axeViolations, expect, formHydrated, gotoHydrated, test } from "./fixtures";

/** Clicks the download link and returns what arrived: the suggested name and the bytes. */
async function download(page: Page, linkName: string) {
  const link = page.getByRole("link", { name: linkName });
  await expect(link).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return {
    name: (file as Download).suggestedFilename(),
    bytes: await readFile(String(await file.path())),
  };
}

function expectPdf(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(5_000);
  expect(bytes.length).toBeLessThan(2_000_000);
}

test("after a handbook lead, /test-9 downloads the handbook as a PDF", async ({ page }) => {
  await gotoHydrated(page, "/test-8");
  await page.getByRole("button", { name: "Get My Free Copy" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Your Free Ebook" });
  await formHydrated(dialog);
  await dialog.getByLabel("Name", { exact: true }).fill("Kavya Nair");
  await dialog.getByLabel("E-mail", { exact: true }).fill("kavya@example.com");
  await dialog.getByLabel("Role").selectOption("Professional");
  await dialog.getByLabel("Location").selectOption("Kerala");
  await dialog.getByRole("button", { name: "Download Now" }).click();
  await expect(page).toHaveURL(/\/test-9$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Downloading");

  const file = await download(page, "Download the handbook (PDF)");
  expect(file.name).toBe("Nakhla-Ventures-AI-Handbook.pdf");
  expectPdf(file.bytes);
});

test("after a founder-ebook lead, /thank-you offers the ebook at once", async ({ page }) => {
  await gotoHydrated(page, "/startup-consultancy-form");
  await page.getByRole("button", { name: "Download Free Ebook" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Your Free Ebook" });
  await formHydrated(dialog);
  await dialog.getByLabel("Name", { exact: true }).fill("Arjun Sethi");
  await dialog.getByLabel("E-mail", { exact: true }).fill("arjun@example.com");
  await dialog.getByLabel("Startup name").fill("Ghar Grid");
  await dialog.getByLabel("Stage").selectOption("Idea Stage");
  await dialog.getByLabel("Location").selectOption("Bengaluru");
  await dialog.getByLabel("Planned investment (₹)").fill("250000");
  await dialog.getByLabel("Hours per day").fill("8");
  await dialog.getByRole("button", { name: "Download Now" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your ebook has been sent to your inbox." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you\?ebook=before-you-build$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submited");
  const box = page.getByRole("region", { name: "Download your ebook" });
  await expect(box).toContainText("Before You Build — Read This First is ready.");

  const file = await download(page, "Download the ebook (PDF)");
  expect(file.name).toBe("Nakhla-Ventures-Before-You-Build.pdf");
  expectPdf(file.bytes);
  expect(await axeViolations(page)).toEqual([]);

  // A reload keeps the address: the box comes back, with no hydration mismatch logged.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(box).toBeVisible();
});

test("/thank-you reached any other way shows no ebook box", async ({ page }) => {
  await gotoHydrated(page, "/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submited");
  await expect(page.getByRole("heading", { name: "Find the right team member" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Download your ebook" })).toHaveCount(0);
});

test("/test-9 passes axe with its download box, on a phone too", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, "/test-9");
    await expect(page.getByRole("link", { name: "Download the handbook (PDF)" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }
});
