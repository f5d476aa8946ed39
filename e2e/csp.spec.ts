import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The CSP in the browser (docs/decisions/035-csp.md): every inline script of a page runs because
// its nonce or hash is named, and an inline script slipped into the page runs not at all.

/** Records the CSP violations the page reports, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const INJECTED = `<script>window.injectedRan = true</script><script nonce="0123456789abcdef0123456789abcdef">window.guessedNonceRan = true</script>`;

for (const [kind, path] of [
  ["a prerendered page (hashes)", "/about"],
  ["a page rendered on request (a nonce)", "/"],
  ["the founder's page (a nonce)", "/my-application"],
  ["a console screen (hashes)", "/admin-login"],
] as const) {
  test(`${kind}: its own inline scripts run, one slipped in does not`, async ({
    page,
    allowConsoleErrors,
  }) => {
    // The browser reports the refused script on the console.
    allowConsoleErrors(/Content Security Policy/);
    const violations = await recordViolations(page);
    // The page exactly as served, with two scripts added where an injection would put them.
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("<body>", `<body>${INJECTED}`);
      const { "content-encoding": _, "content-length": __, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    await page.goto(path);
    // React Router's own inline scripts ran: the page hydrated.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.evaluate(() => "injectedRan" in window)).toBe(false);
    expect(await page.evaluate(() => "guessedNonceRan" in window)).toBe(false);
    // The only violations are the two added scripts'.
    const seen = await violations();
    expect(seen).toHaveLength(2);
    for (const violation of seen) expect(violation).toMatch(/^script-src-elem inline /);
  });
}
