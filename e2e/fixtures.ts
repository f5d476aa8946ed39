import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

type Fixtures = {
  /** Console errors the test expects (e.g. the browser's own line for a 404 response). */
  allowConsoleErrors: (pattern: RegExp) => void;
};

/** Every test fails if the page logs a console error or throws, unless the test expected it. */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use((pattern) => allowed.push(pattern));
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the prerendered page, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/**
 * Waits until the form in `region` is hydrated: a form whose page hydrates it on use (the signup,
 * a lead page's dialog, the thank-you page's link form) loads its code as the visitor comes to it
 * (docs/decisions/094-signup-code-on-use.md), and until then posts as a form without scripts does.
 */
export async function formHydrated(region: Locator) {
  await expect(region.locator("form")).toHaveAttribute("data-hydrated", "true");
}

/** Comes to the signup form in `region` (the footer, the home page's cohort card), as `formHydrated`. */
export async function signupHydrated(region: Locator) {
  await region.getByRole("textbox").focus();
  await formHydrated(region);
}

/** Runs axe on the page as it is now and returns the violations, rule by rule. */
export async function axeViolations(page: Page) {
  // A sandboxed frame without scripts (the newsletter's HTML preview) refuses axe's script, and
  // axe waits on it; what such a frame shows is checked where it is made (api/mail/mail-kinds.test.ts).
  const results = await new AxeBuilder({ page }).exclude("iframe[sandbox]").analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * Runs axe on what a page without scripts shows: axe is a script, so the page's HTML as that
 * browser has it is opened again in a page that runs axe but none of the page's own scripts, with
 * each `<noscript>` a `<div>` (in a browser with scripts its content would be text).
 */
export async function axeViolationsWithoutScripts(page: Page) {
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<(\/?)noscript>/g, "<$1div>");
  const browser = page.context().browser();
  if (!browser) throw new Error("the page has no browser to open its copy in");
  // Playwright gives a new context the test's options: scripts are asked for by name.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route(page.url(), (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
    );
    await copy.goto(page.url());
    return await axeViolations(copy);
  } finally {
    await context.close();
  }
}

/** Counts the requests the page sends to `url` from now on, letting them through. */
export async function countRequests(page: Page, url: string): Promise<() => number> {
  let count = 0;
  await page.route(url, (route) => {
    count++;
    return route.continue();
  });
  return () => count;
}

const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * Screenshots at 375 and 1280 px into E2E_SHOTS_DIR when it is set, to look at: the whole page, or
 * one part of a long one.
 */
export async function shoot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${SHOTS}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
