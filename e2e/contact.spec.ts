import type { Page } from "@playwright/test";
import { tokenOf, unique } from "./admin-fixtures";
import { axeViolationsWithoutScripts, countRequests, expect, gotoHydrated, test } from "./fixtures";
import { E2E_ADMIN } from "./seed-data";

/**
 * The page's action, as the page's scripts post to it: React Router's data request, at the form's
 * address ("/contact/" as the page was prerendered) with ".data" or "_.data".
 */
const ACTION = "**/contact{/_,}.data";

async function fillContactForm(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(overrides.name ?? "Yusuf Karim");
  await form.getByLabel("E-mail").fill(overrides.email ?? "yusuf@example.com");
  await form.getByLabel("Reason").selectOption(overrides.reason ?? "Media");
  await form.getByLabel("Recipient").fill(overrides.recipient ?? "Press office");
  await form
    .getByLabel("Message")
    .fill(overrides.message ?? "Could we interview a partner about the 2026 cohort?");
  return form;
}

test.describe("the contact page", () => {
  test("shows the four offices, Bangalore coming soon", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const offices = page.getByRole("region", { name: "Our offices" }).getByRole("listitem");
    await expect(offices).toHaveCount(4);
    await expect(offices.nth(0)).toContainText("Abu Dhabi");
    await expect(offices.nth(0)).toContainText("Headquarters");
    await expect(offices.nth(1)).toContainText("London");
    await expect(offices.nth(2)).toContainText("Singapore");
    await expect(offices.nth(3)).toContainText("Bangalore");
    await expect(offices.nth(3)).toContainText("Coming Soon");
  });

  test("offers the four reasons of the spec, and only those", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const reason = page.getByRole("form", { name: "Contact form" }).getByLabel("Reason");
    await expect(reason.locator("option:not([disabled])")).toHaveText([
      "Partnership",
      "Support",
      "General Inquiry",
      "Media",
    ]);
  });

  test("names every missing field under it and sends nothing", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const sent = await countRequests(page, ACTION);
    await page.getByRole("button", { name: "Send Message" }).click();
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByLabel("Name")).toHaveAccessibleDescription("This field is required");
    await expect(form.getByLabel("Reason")).toHaveAccessibleDescription("Choose a reason");
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription("This field is required");
    await expect(form.getByLabel("Recipient")).not.toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("E-mail").fill("yusuf@");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription(
      "Enter a valid e-mail address",
    );
    expect(sent()).toBe(0);
  });

  test("sends the message, says 'Message Sent' and clears the form", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = await fillContactForm(page);
    const request = page.waitForRequest(ACTION);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(Object.fromEntries(new URLSearchParams((await request).postData() ?? ""))).toEqual({
      name: "Yusuf Karim",
      email: "yusuf@example.com",
      reason: "Media",
      recipient: "Press office",
      description: "Could we interview a partner about the 2026 cohort?",
    });
    await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByLabel("Reason")).toHaveValue("");
  });

  test("shows the server's message, else 'Failed to Send Message.', and keeps what was typed", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of (429|500)/);
    await gotoHydrated(page, "/contact");
    const form = await fillContactForm(page);
    await page.route(ACTION, (route) =>
      route.fulfill({
        status: 429,
        json: { message: "Too many requests. Please try again in 60 seconds." },
      }),
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /Too many requests\. Please try again in 60 seconds\./,
    );
    await expect(form.getByLabel("Name")).toHaveValue("Yusuf Karim");

    await page.unroute(ACTION);
    await page.route(ACTION, (route) => route.fulfill({ status: 500, body: "oops" }));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to Send Message." }),
    ).toBeVisible();
  });

  test("says so when the server cannot be reached", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/ERR_FAILED|Failed to fetch/);
    await gotoHydrated(page, "/contact");
    await fillContactForm(page);
    await page.route(ACTION, (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /An error occurred while sending the message\./,
    );
  });
});

test.describe("the contact page before its scripts arrive", () => {
  test.use({ javaScriptEnabled: false });

  test("names what is wrong under each field, keeps what was typed, then sends and says so", async ({
    page,
    request,
  }) => {
    const name = unique("Yusuf Karim");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("E-mail").fill("yusuf@");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription(
      "Enter a valid e-mail address",
    );
    await expect(form.getByLabel("Reason")).toHaveAccessibleDescription("Choose a reason");
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription("This field is required");
    await expect(form.getByLabel("Name")).toHaveValue(name);
    await expect(form.getByLabel("E-mail")).toHaveValue("yusuf@");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);

    await fillContactForm(page, { name });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");

    const token = await tokenOf(request, E2E_ADMIN);
    const stored = await (
      await request.get(`/api/admin/contacts?q=${encodeURIComponent(name)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(stored.items).toEqual([
      expect.objectContaining({
        name,
        email: "yusuf@example.com",
        reason: "Media",
        recipient: "Press office",
        description: "Could we interview a partner about the 2026 cohort?",
      }),
    ]);
  });

  test("says what is missing in Arabic on the Arabic page", async ({ page }) => {
    await page.goto("/ar/contact");
    await page.getByRole("button", { name: "أرسل الرسالة" }).click();
    for (const label of ["الاسم", "البريد الإلكتروني", "الرسالة"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        "هذا الحقل مطلوب",
      );
    }
    await expect(page.getByLabel("السبب", { exact: true })).toHaveAccessibleDescription(
      "اختر سببًا",
    );
  });
});
