import type { APIRequestContext, Page } from "@playwright/test";
import type { Application } from "../core/schemas/application";
import { signIn, unique } from "./admin-fixtures";
import {
  ANSWERS,
  fillApplicationStep,
  fillUpToReview,
  form,
  startApplication,
  stepHeading,
} from "./application-helpers";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { E2E_COUPONS } from "./seed-data";

const DRAFT_KEY = "nakhla:application-draft";
const PAID_KEY = "nakhla:application-payment";

/** Fills every step with a startup name of this test's own, up to the review; axe on each step. */
async function reviewWithStartup(page: Page, startupName: string, { axe = false } = {}) {
  await startApplication(page);
  for (const [index, answers] of ANSWERS.entries()) {
    if (axe) expect(await axeViolations(page)).toEqual([]);
    await fillApplicationStep(
      page,
      index === 2 ? { ...answers, "Startup name": startupName } : answers,
    );
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(stepHeading(page)).toHaveText("Review your application");
}

const checkout = (page: Page) => page.getByRole("dialog", { name: "Test checkout" });
const couponInput = (page: Page) => page.getByLabel("Coupon code (optional)");

/** The stored applications of one startup, read as staff read them. */
async function storedApplications(request: APIRequestContext, page: Page, startupName: string) {
  const token = await signIn(page, request);
  const response = await request.get("/api/apply/all", {
    headers: { authorization: `Bearer ${token}` },
  });
  const all = (await response.json()) as Application[];
  return all.filter((application) => application.startupName === startupName);
}

test.describe("paying for the application", () => {
  test("pays the full fee in the test checkout, lands on /thank-you and is stored once", async ({
    page,
    request,
  }) => {
    // Five steps filled and checked by axe, then the payment: more than one test's usual time.
    test.slow();
    const startup = unique("Frostline Pay");
    await reviewWithStartup(page, startup, { axe: true });
    await expect(page.getByText("Application fee ₹5000")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Pay ₹5000 and submit" }).click();
    await expect(checkout(page)).toBeVisible();
    await expect(checkout(page)).toContainText("Test mode: no real payment is taken");
    await expect(checkout(page)).toContainText("Startup Pitch Application Fee");
    expect(await axeViolations(page)).toEqual([]);
    await checkout(page).getByRole("button", { name: "Pay ₹5000" }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submited");
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), PAID_KEY)).toBeNull();

    const stored = await storedApplications(request, page, startup);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      status: "Pending",
      finalPrice: 500_000,
      couponCode: null,
      paymentId: expect.stringMatching(/^pay_test_/),
      fullName: "Amara Okafor",
      teamSize: 7,
      growthReport: "Monthly active fridges up 30% a quarter.",
    });
  });

  test("applies a coupon after a refused one and pays its price", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    const startup = unique("Frostline Coupon");
    await reviewWithStartup(page, startup);

    await couponInput(page).fill(E2E_COUPONS.expired.code);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert")).toHaveText("This coupon has expired");
    await couponInput(page).fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid coupon");
    await expect(page.getByText("Application fee ₹5000")).toBeVisible();

    await couponInput(page).fill(`  ${E2E_COUPONS.half.code.toLowerCase()} `);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gulf Angels" })).toHaveText(
      `Coupon ${E2E_COUPONS.half.code.toLowerCase()} from Gulf Angels: your fee is now ₹2500.`,
    );
    await expect(page.getByText("Application fee ₹2500")).toBeVisible();
    // An edit in between keeps the coupon.
    await page.getByRole("button", { name: /Edit.*Team/ }).click();
    await page.getByRole("button", { name: "Save and review" }).click();
    await expect(page.getByText("Application fee ₹2500")).toBeVisible();

    await page.getByRole("button", { name: "Pay ₹2500 and submit" }).click();
    await checkout(page).getByRole("button", { name: "Pay ₹2500" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    const [stored] = await storedApplications(request, page, startup);
    expect(stored).toMatchObject({
      finalPrice: 250_000,
      couponCode: "E2EHALF",
      partnerName: "Gulf Angels",
    });
  });

  test("puts the fee back to ₹5000 when the coupon is used up by the time the order is made", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    await reviewWithStartup(page, unique("Frostline Late Coupon"));
    await couponInput(page).fill(E2E_COUPONS.half.code);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Application fee ₹2500")).toBeVisible();
    // Another founder takes the coupon's last use between the check and the order.
    await page.route("**/api/payment/create-order", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ message: "This coupon has been used up" }),
      }),
    );
    await page.getByRole("button", { name: "Pay ₹2500 and submit" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Payment failed: This coupon has been used up",
    );
    await expect(page.getByText("Application fee ₹5000")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay ₹5000 and submit" })).toBeVisible();
    await expect(checkout(page)).toBeHidden();
  });

  test("skips the payment when a coupon makes the application free", async ({ page, request }) => {
    const startup = unique("Frostline Free");
    await reviewWithStartup(page, startup);
    await couponInput(page).fill(E2E_COUPONS.free.code);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Application fee ₹0 (no payment needed)")).toBeVisible();
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    const [stored] = await storedApplications(request, page, startup);
    expect(stored).toMatchObject({ finalPrice: 0, paymentId: null, couponCode: "E2EFREE" });
  });

  test("says 'Payment failed' when the payment is declined, keeps everything, then pays", async ({
    page,
    request,
  }) => {
    const startup = unique("Frostline Declined");
    await reviewWithStartup(page, startup);
    await page.getByRole("button", { name: "Pay ₹5000 and submit" }).click();
    await checkout(page).getByRole("button", { name: "Decline payment" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Payment failed: The test payment was declined.",
    );
    await expect(stepHeading(page)).toHaveText("Review your application");
    expect(await storedApplications(request, page, startup)).toHaveLength(0);

    await page.getByRole("button", { name: "Pay ₹5000 and submit" }).click();
    await checkout(page).getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("status").filter({ hasText: "cancelled" })).toHaveText(
      "Payment cancelled. Your answers are kept.",
    );

    await page.getByRole("button", { name: "Pay ₹5000 and submit" }).click();
    await checkout(page).getByRole("button", { name: "Pay ₹5000" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await storedApplications(request, page, startup)).toHaveLength(1);
  });

  test("says 'Payment failed: …' when no order can be made", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 502/);
    await reviewWithStartup(page, unique("Frostline No Order"));
    await page.route("**/api/payment/create-order", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ message: "Failed to create order" }),
      }),
    );
    await page.getByRole("button", { name: "Pay ₹5000 and submit" }).click();
    await expect(page.getByRole("alert")).toHaveText("Payment failed: Failed to create order");
    await expect(checkout(page)).toBeHidden();
  });

  test("keeps answers and payment when the save fails, and the retry after a reload succeeds once", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_CONNECTION_RESET/);
    const startup = unique("Frostline Retry");
    await reviewWithStartup(page, startup);
    await page.route("**/api/apply", (route) => route.abort("connectionreset"), { times: 1 });
    await page.getByRole("button", { name: "Pay ₹5000 and submit" }).click();
    await checkout(page).getByRole("button", { name: "Pay ₹5000" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Payment was successful but form submission failed.",
    );
    await expect(page).toHaveURL(/\/application$/);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(stepHeading(page)).toHaveText("Review your application");
    await expect(page.getByText(/Your payment of ₹5000 was received/)).toBeVisible();
    await expect(couponInput(page)).toBeDisabled();
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    const stored = await storedApplications(request, page, startup);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.paymentId).toMatch(/^pay_test_/);
  });

  test("goes from the intro to /thank-you with the keyboard alone", async ({ page, request }) => {
    const startup = unique("Frostline Keys");
    await gotoHydrated(page, "/application");
    await page.getByRole("button", { name: "Start application" }).focus();
    await page.keyboard.press("Enter");
    for (const [index, answers] of ANSWERS.entries()) {
      await expect(stepHeading(page)).toBeFocused();
      const values = index === 2 ? { ...answers, "Startup name": startup } : answers;
      for (const [label, value] of Object.entries(values)) {
        await page.keyboard.press("Tab");
        await expect(form(page).getByLabel(label)).toBeFocused();
        await page.keyboard.type(value);
      }
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Next" })).toBeFocused();
      await page.keyboard.press("Enter");
    }
    await expect(stepHeading(page)).toHaveText("Review your application");
    await couponInput(page).focus();
    await page.keyboard.type(E2E_COUPONS.half.code);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Application fee ₹2500")).toBeVisible();
    await page.getByRole("button", { name: "Pay ₹2500 and submit" }).focus();
    await page.keyboard.press("Enter");
    await expect(checkout(page)).toBeVisible();
    await expect(checkout(page).getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(checkout(page).getByRole("button", { name: "Pay ₹2500" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/thank-you$/);
    const [stored] = await storedApplications(request, page, startup);
    expect(stored).toMatchObject({ developmentStage: "Early Users", finalPrice: 250_000 });
  });
});

test("fills the whole review on a 360-px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startApplication(page);
  await fillUpToReview(page);
  await couponInput(page).fill(E2E_COUPONS.half.code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Application fee ₹2500")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );
});
