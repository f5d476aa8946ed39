import {
  axeViolations,
  countRequests,
  expect,
  gotoHydrated,
  signupHydrated,
  test,
} from "./fixtures";

const DRAWER_LINKS = [
  "About",
  "Products",
  "Events",
  "Contact",
  "Principles",
  "Portfolio",
  "Apply For Funding",
  "Build with Nakhla Ventures",
];

test.describe("the side drawer", () => {
  test("opens from the menu button with its eight links and closes on Escape, returning focus", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link")).toHaveText(DRAWER_LINKS);
    // Focus is inside the drawer and stays there.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("closes with its close button and on a click on the backdrop", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.mouse.click(10, 400); // the backdrop, left of the panel
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("follows a link and closes", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("passes axe while open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the footer", () => {
  test("links to the four legal pages and the company page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const [name, path] of [
      ["Terms and Conditions", "/terms"],
      ["Code of Conduct", "/conduct"],
      ["Privacy Policy", "/privacy"],
      ["Disclosures", "/disclosures"],
    ] as const) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", path);
    }
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.linkedin\.com\/company\//,
    );
    await expect(footer).toContainText("© 2025 Nakhla Ventures");
  });
});

/** The newsletter page's action, as a signup form posts to it with the page's scripts. */
const NEWSLETTER_ACTION = "**/newsletter.data";

test.describe("the newsletter signup", () => {
  // The footer's signup, on every page (the home page may show a second one in its cohort card).
  const emailField = (page: import("@playwright/test").Page) =>
    page.getByRole("contentinfo").getByLabel("E-mail address");
  const subscribeButton = (page: import("@playwright/test").Page) =>
    page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" });

  test("subscribes, says 'Subscribed' and clears the field; the toast goes after 4 seconds", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await signupHydrated(page.getByRole("contentinfo"));
    await emailField(page).fill(`reader-${Date.now()}@example.com`);
    // The fake clock stands still from here, so the toast is created at a known instant.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await subscribeButton(page).click();
    const toast = page.getByRole("status").filter({ hasText: "Subscribed" });
    await expect(toast).toBeVisible();
    // The page's form learns the answer a tick later: React Router decodes it across a timer.
    await page.clock.runFor(10);
    await expect(emailField(page)).toHaveValue("");
    // Double opt-in: the address counts once its mailed link is opened (e2e/newsletter.spec.ts).
    await expect(
      page.getByRole("contentinfo").getByText("Check your inbox to confirm"),
    ).toBeVisible();
    await page.clock.runFor(3_980);
    await expect(toast).toBeVisible();
    await page.clock.runFor(20);
    await expect(toast).toBeHidden();
  });

  test("lets the browser refuse a malformed e-mail before anything is sent", async ({ page }) => {
    await gotoHydrated(page, "/");
    await signupHydrated(page.getByRole("contentinfo"));
    const sent = await countRequests(page, NEWSLETTER_ACTION);
    await emailField(page).fill("not-an-email");
    await subscribeButton(page).click();
    expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
      false,
    );
    expect(sent()).toBe(0);
  });

  test("shows the server's message, else 'Subscription Failed', and keeps the e-mail", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of (503|500)/);
    await gotoHydrated(page, "/");
    await signupHydrated(page.getByRole("contentinfo"));
    await page.route(NEWSLETTER_ACTION, (route) =>
      route.fulfill({
        status: 503,
        json: { message: "Subscriptions are paused for maintenance." },
      }),
    );
    await emailField(page).fill("reader@example.com");
    await subscribeButton(page).click();
    await expect(page.getByRole("alert")).toHaveText(/Subscriptions are paused for maintenance\./);
    await expect(emailField(page)).toHaveValue("reader@example.com");

    await page.unroute(NEWSLETTER_ACTION);
    await page.route(NEWSLETTER_ACTION, (route) => route.fulfill({ status: 500, body: "" }));
    await subscribeButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Subscription Failed" })).toBeVisible();
  });

  test("says so when the server cannot be reached", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/ERR_FAILED|Failed to fetch/);
    await gotoHydrated(page, "/");
    await signupHydrated(page.getByRole("contentinfo"));
    await page.route(NEWSLETTER_ACTION, (route) => route.abort("failed"));
    await emailField(page).fill("reader@example.com");
    await subscribeButton(page).click();
    await expect(page.getByRole("alert")).toHaveText(/An error occurred\. Try again later\./);
  });
});
