import { CLIENT_ONLY_PATHS } from "../core/site-paths";
import { CONSOLE_SCREEN_PATHS } from "../web/console-tabs";
import { DUPLICATE_PATHS, PUBLIC_PATHS } from "../web/paths";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

const DUPLICATES = new Set<string>(DUPLICATE_PATHS.map(({ path }) => path));

/**
 * Every public page as a visitor first opens it (a /test-N copy is its original), and the
 * not-found page: axe and the 360-px check run on each, so a page added to web/paths.ts is checked
 * without being named here.
 */
const EVERY_PAGE = [...PUBLIC_PATHS.filter((path) => !DUPLICATES.has(path)), "/no-such-page"];

test.describe("status pages", () => {
  test("an unknown path answers 404 with the not-found screen and a way home", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    const response = await gotoHydrated(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(
      page.getByText(
        "We're sorry, but the page you're looking for doesn't exist or has been moved.",
      ),
    ).toBeVisible();
    await page.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the maintenance screen says so, with a Home button", async ({ page }) => {
    await gotoHydrated(page, "/maintenance");
    await expect(page).toHaveTitle(/^Maintenance/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Down for Maintenance");
    await expect(page.getByText(/Scheduled maintenance is under way/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
  });

  test("/payment shows only 'Payment Page'", async ({ page }) => {
    await gotoHydrated(page, "/payment");
    await expect(page.locator("body")).toHaveText("Payment Page");
  });

  test("the spec's dead links lead somewhere useful", async ({ page }) => {
    await page.goto("/apply");
    await expect(page).toHaveURL(/\/application$/);
    await page.goto("/consultation");
    await expect(page).toHaveURL(/\/build-with-nakhla-form$/);
  });
});

test.describe("legal pages", () => {
  const LEGAL = [
    ["/terms", "Terms and Conditions"],
    ["/conduct", "Code of Conduct"],
    ["/privacy", "Privacy Policy"],
    ["/disclosures", "Disclosures"],
  ];
  for (const [path, title] of LEGAL) {
    test(`${title} carries its date and the firm's address`, async ({ page }) => {
      await gotoHydrated(page, path as string);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title as string);
      await expect(page.getByText("Last updated 12 July 2025")).toBeVisible();
      await expect(page.getByRole("main")).toContainText("hello@nakhla.example");
      expect(
        await page.getByRole("main").getByRole("heading", { level: 2 }).count(),
      ).toBeGreaterThanOrEqual(6);
    });
  }

  test("the privacy policy states retention of up to 7 years and a minimum age of 18", async ({
    page,
  }) => {
    await gotoHydrated(page, "/privacy");
    await expect(page.getByRole("main")).toContainText("up to 7 years");
    await expect(page.getByRole("main")).toContainText("18 years");
  });

  test("the disclosures link to the privacy policy", async ({ page }) => {
    await gotoHydrated(page, "/disclosures");
    await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });
});

test.describe("every route", () => {
  test("is served as HTML with its own title, description and Open Graph tags", async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    for (const path of PUBLIC_PATHS) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toBeTruthy();
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, path).toMatch(/<meta property="og:description" content="[^"]+"/);
      titles.set(path, title as string);
    }
    // Only the /test-N duplicates share a title with the page they copy.
    const distinct = new Set(
      [...titles].filter(([path]) => !/^\/test-[1-7]$/.test(path)).map(([, t]) => t),
    );
    expect(distinct.size).toBe(
      [...titles.keys()].filter((path) => !/^\/test-[1-7]$/.test(path)).length,
    );
  });

  test("the console's screens, /payment and /report too, each with its own title as served", async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const path of [...CLIENT_ONLY_PATHS, ...CONSOLE_SCREEN_PATHS]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toMatch(/ \| Nakhla Ventures$/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{10,}"/);
      titles.add(title as string);
    }
    // A tab's title names the tab; the console's entry shares the first tab's.
    expect(titles.size).toBeGreaterThan(CONSOLE_SCREEN_PATHS.length);
  });

  test("client-only screens load in the browser; admin ones ask a signed-out visitor to sign in", async ({
    page,
  }) => {
    for (const path of ["/admin-login", "/admin-dashboard", "/report"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/admin-login$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
    }
  });
});

test.describe("accessibility and small screens", () => {
  for (const path of EVERY_PAGE) {
    test(`${path} passes axe and does not scroll sideways at 360 px`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 404/);
      await page.setViewportSize({ width: 360, height: 740 });
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the contact form with its error messages passes axe", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Choose a reason")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
