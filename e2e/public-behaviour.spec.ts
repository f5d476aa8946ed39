import type { Page } from "@playwright/test";
import { PATHS } from "../web/paths";
import {
  axeViolations,
  expect,
  formHydrated,
  gotoHydrated,
  signupHydrated,
  test,
} from "./fixtures";

// What the marketing pages do: the centres carousel, the event disclosures, the members-only gate,
// and what the home page loads. The countdowns of events and cohorts are in events-cohorts.spec.ts.

const main = (page: Page) => page.getByRole("main");
const carousel = (page: Page) => page.getByRole("region", { name: "Our centres" });
const slide = (page: Page, position: number) =>
  carousel(page).getByRole("group", { name: `${position} of 10` });

/** The slide in view is the one that is not inert; the others are out of reach and unseen. */
async function expectCurrentSlide(page: Page, position: number) {
  await expect(slide(page, position)).not.toHaveAttribute("inert", /.*/);
  await expect(carousel(page).locator('[aria-roledescription="slide"]:not([inert])')).toHaveCount(
    1,
  );
  await expect(carousel(page).getByText(`${position} / 10`)).toBeVisible();
}

test.describe("the centres carousel", () => {
  test("labels its slides '1 of 10' to '10 of 10' and hides the ones out of view", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    for (let position = 1; position <= 10; position++) {
      await expect(slide(page, position)).toHaveAttribute("aria-roledescription", "slide");
    }
    await expectCurrentSlide(page, 1);
    await expect(slide(page, 2)).toHaveAttribute("inert", "");
  });

  test("moves with its buttons and the arrow keys, wrapping at both ends", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const next = carousel(page).getByRole("button", { name: "Next centre" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expectCurrentSlide(page, 2);
    await page.keyboard.press("ArrowRight");
    await expectCurrentSlide(page, 3);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectCurrentSlide(page, 1);
    await page.keyboard.press("ArrowLeft");
    await expectCurrentSlide(page, 10);
    await carousel(page).getByRole("button", { name: "Previous centre" }).click();
    await expectCurrentSlide(page, 9);
    await expect(slide(page, 9)).toContainText("Jakarta");
  });

  test("rotates on its own, pauses under the pointer and while focused, and can be stopped", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const track = page.locator("#centre-slides");
    await expect(track).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(6_000);
    await expectCurrentSlide(page, 2);

    await slide(page, 2).hover();
    await expect(track).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(20_000);
    await expectCurrentSlide(page, 2);
    await page.mouse.move(5, 5);
    await page.clock.runFor(6_000);
    await expectCurrentSlide(page, 3);

    await carousel(page).getByRole("button", { name: "Next centre" }).focus();
    await page.clock.runFor(20_000);
    await expectCurrentSlide(page, 3);

    const rotation = carousel(page).getByRole("button", { name: "Stop automatic slide show" });
    await rotation.focus();
    await rotation.press("Enter");
    await expect(
      carousel(page).getByRole("button", { name: "Start automatic slide show" }),
    ).toBeVisible();
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(20_000);
    await expectCurrentSlide(page, 3);
  });

  test("never starts rotating when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.clock.runFor(30_000);
    await expectCurrentSlide(page, 1);
    await expect(
      carousel(page).getByRole("button", { name: "Start automatic slide show" }),
    ).toBeVisible();
    await expect(page.locator("#centre-slides")).toHaveAttribute("aria-live", "polite");
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 800 } });

    test("follows a swipe left and right, and ignores a vertical scroll", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHydrated(page, "/");
      const viewport = carousel(page).locator(".carousel__viewport");
      await viewport.scrollIntoViewIfNeeded();
      const box = await viewport.boundingBox();
      if (!box) throw new Error("carousel not laid out");
      const y = box.y + box.height / 3;
      const swipe = async (fromX: number, toX: number, toY = y) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchStart",
          touchPoints: [{ x: fromX, y }],
        });
        for (let step = 1; step <= 5; step++) {
          await cdp.send("Input.dispatchTouchEvent", {
            type: "touchMove",
            touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y: y + ((toY - y) * step) / 5 }],
          });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await cdp.detach();
      };
      await swipe(box.x + box.width - 40, box.x + 60);
      await expectCurrentSlide(page, 2);
      await swipe(box.x + 60, box.x + box.width - 40);
      await expectCurrentSlide(page, 1);
      await swipe(box.x + 200, box.x + 190, y + 150);
      await expectCurrentSlide(page, 1);
    });
  });
});

test.describe("event details", () => {
  test("open and close like a real disclosure, by mouse and by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/events");
    const publicEvent = page.getByRole("article", { name: "Open Pitch Day 2026" });
    const details = publicEvent.locator("details");
    const summary = publicEvent.getByText("Event details");
    await expect(publicEvent.getByRole("heading", { name: "Programme" })).toBeHidden();
    await summary.click();
    await expect(details).toHaveAttribute("open", "");
    await expect(publicEvent.getByRole("heading", { name: "Programme" })).toBeVisible();
    await expect(publicEvent).toContainText("Ten-minute pitches");
    await summary.press("Enter");
    await expect(details).not.toHaveAttribute("open", /.*/);

    const privateEvent = page.getByRole("article", { name: "Year-End Investor Circle" });
    await privateEvent.getByText("Event details").focus();
    await page.keyboard.press("Space");
    await expect(privateEvent.getByText("By invitation only")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the members-only library", () => {
  test("every card and 'Library Access' open the credentials dialog", async ({ page }) => {
    await gotoHydrated(page, "/blogs-and-publications");
    const openers = [
      page.getByRole("button", { name: "Library Access" }),
      ...(await main(page).getByRole("listitem").getByRole("button").all()),
    ];
    expect(openers).toHaveLength(7);
    for (const opener of openers) {
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Members' library" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Username")).toBeVisible();
      await expect(dialog.getByLabel("Password")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test("shows 'Verifying...' for 2 seconds, then refuses, and sends nothing anywhere", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/blogs-and-publications");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));

    await page.getByRole("button", { name: "Library Access" }).click();
    const dialog = page.getByRole("dialog", { name: "Members' library" });
    await dialog.getByLabel("Username").fill("amira.k");
    await dialog.getByLabel("Password").fill("correct horse battery staple");
    await page.clock.pauseAt(Date.now() + 60_000);
    await dialog.getByRole("button", { name: "Sign in" }).click();

    const verifying = dialog.getByRole("button", { name: "Verifying..." });
    await expect(verifying).toBeVisible();
    await expect(verifying).toBeDisabled();
    await page.clock.runFor(1_900);
    await expect(verifying).toBeVisible();
    await expect(dialog.getByText("Invalid credentials. Not a member.")).toBeHidden();
    await page.clock.runFor(100);
    await expect(dialog.getByRole("alert")).toHaveText("Invalid credentials. Not a member.");
    await expect(dialog.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await expect(dialog.getByLabel("Password")).toHaveValue("");

    // Nothing but React Router's own route discovery, asked for the links and forms a part of the
    // page draws as it hydrates (the footer's signup hydrates as it comes into view: decision 094).
    expect(requests.filter((url) => new URL(url).pathname !== "/__manifest")).toEqual([]);
    expect(page.url()).not.toContain("amira");
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** A name in conform's code, which the forms' route actions and the console use. */
const CONFORM = "__intent__";

/** Subscribes from the footer with the page's scripts: the answer comes in the page. */
async function subscribesInPlace(page: Page) {
  const footer = page.getByRole("contentinfo");
  const url = page.url();
  await footer.getByLabel("E-mail address").fill(`reached-${Date.now()}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Check your inbox to confirm")).toBeVisible();
  expect(page.url()).toBe(url);
}

/**
 * Records the scripts `page` loads from now on; the function returned reads their code, as loaded
 * so far, as one text.
 */
function codeLoadedBy(page: Page): () => Promise<string> {
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  return async () =>
    (
      await Promise.all(scripts.map(async (script) => (await page.request.get(script)).text()))
    ).join("\n");
}

test.describe("what a page loads first", () => {
  test("no code of the forms or the admin console", async ({ page }) => {
    const loadedCode = codeLoadedBy(page);
    await gotoHydrated(page, "/");
    const code = await loadedCode();
    // The site's own code is in it (its words come in the page's HTML since decision 066's
    // amendment); zod's core (the forms' rules), conform (the signup's, decision 094) and the
    // console's Subscribers tab are not.
    expect(code).toContain(PATHS.startupConsultancyForm);
    expect(code).toContain("page-messages");
    expect(code).not.toContain("$ZodType");
    expect(code).not.toContain(CONFORM);
    expect(code).not.toContain("Subscribers");
  });

  // The footer's signup is the server's form until the visitor comes to it; then its code loads
  // and it answers in the page (docs/decisions/094-signup-code-on-use.md).
  test("the footer's signup brings its code when the visitor comes to it", async ({ page }) => {
    const loadedCode = codeLoadedBy(page);
    await gotoHydrated(page, "/");
    expect(await loadedCode()).not.toContain(CONFORM);
    const footer = page.getByRole("contentinfo");
    // In view, it is still the server's form; the focus in it brings its code.
    await footer.scrollIntoViewIfNeeded();
    expect(await loadedCode()).not.toContain(CONFORM);
    await signupHydrated(footer);
    expect(await loadedCode()).toContain(CONFORM);
    await subscribesInPlace(page);
  });

  test("the footer's signup works after a navigation made before the visitor came to it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("dialog", { name: "Site menu" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await signupHydrated(page.getByRole("contentinfo"));
    await subscribesInPlace(page);
  });

  // A page whose data the browser loads after hydrating brings the signup's code with it: React
  // holds that data's update until the footer's part is hydrated, and the visitor, who sees only
  // the top of the page, would wait for ever on "Confirming…".
  for (const [path, waiting] of [
    [PATHS.confirmSubscription, "Confirming…"],
    [PATHS.unsubscribe, "Unsubscribing…"],
  ] as const) {
    test(`${path} shows what the server said with the footer out of view`, async ({
      page,
      allowConsoleErrors,
    }) => {
      // The browser's own line for the server's answer to a token it does not know.
      allowConsoleErrors(/status of 404/);
      await page.setViewportSize({ width: 360, height: 240 });
      await page.goto(`${path}?token=${crypto.randomUUID()}`);
      await expect(page.getByText(waiting)).toBeHidden();
      await expect(page.getByText(/not valid/)).toBeVisible();
      await expect(page.getByRole("contentinfo")).not.toBeInViewport();
      await signupHydrated(page.getByRole("contentinfo"));
    });
  }

  // A lead page's form and the thank-you page's link form are the server's until the visitor
  // comes to them (docs/decisions/094-signup-code-on-use.md).
  for (const [path, opener, dialogName] of [
    [PATHS.handbook, "Get My Free Copy", "Get Your Free Ebook"],
    [PATHS.startupConsultancyForm, "Download Free Ebook", "Get Your Free Ebook"],
    [PATHS.handbookThankYou, "Apply for Funding", "Funding Application"],
  ] as const) {
    test(`${path} loads its form's code when the pointer comes to a button that opens it`, async ({
      page,
    }) => {
      const loadedCode = codeLoadedBy(page);
      await gotoHydrated(page, path);
      expect(await loadedCode()).not.toContain(CONFORM);
      const button = page.getByRole("button", { name: opener, exact: true });
      await button.hover();
      await expect.poll(loadedCode).toContain(CONFORM);
      await button.click();
      const dialog = page.getByRole("dialog", { name: dialogName });
      await formHydrated(dialog);
      await dialog.getByRole("button", { name: /Download Now|Submit Application/ }).click();
      // conform's check in the page, before anything is sent.
      await expect(dialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
        "This field is required",
      );
    });

    // The footer's answer is data the browser loads, which reaches the page's form the visitor
    // has not come to: its code comes with the data, and the form stays.
    test(`${path} answers the footer's signup while its own form waits for the visitor`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await signupHydrated(page.getByRole("contentinfo"));
      await subscribesInPlace(page);
      await page.getByRole("button", { name: opener, exact: true }).click();
      await formHydrated(page.getByRole("dialog", { name: dialogName }));
    });
  }

  test("/thank-you loads its link form's code when the visitor comes to it", async ({ page }) => {
    const loadedCode = codeLoadedBy(page);
    await gotoHydrated(page, PATHS.thankYou);
    expect(await loadedCode()).not.toContain(CONFORM);
    const form = page.getByRole("region", { name: "E-mail me my link" });
    await form.getByLabel("E-mail address").focus();
    await formHydrated(form);
    expect(await loadedCode()).toContain(CONFORM);
    await form.getByLabel("E-mail address").fill("nobody-applied@example.com");
    await form.getByRole("button", { name: "E-mail me my link" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "If this address has applied, we have sent a new link to it for each of its applications. Check your inbox in a few minutes.",
    );
    expect(page.url()).toMatch(/\/thank-you$/);
  });

  // The multi-step forms' rules (zod and their schema) come when a step is first used, and the
  // step is checked with them as before (docs/decisions/079-form-rules-on-first-use.md); the
  // steps' own code (conform's among it) as the start button is approached (decision 094).
  for (const [path, start] of [
    [PATHS.buildWithForm, "Start"],
    [PATHS.application, "Start application"],
  ] as const) {
    test(`${path} loads its rules only when a step is first used`, async ({ page }) => {
      const loadedCode = codeLoadedBy(page);
      await gotoHydrated(page, path);
      expect(await loadedCode()).not.toContain("$ZodType");
      expect(await loadedCode()).not.toContain(CONFORM);

      await page.getByRole("button", { name: start }).click();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText("This field is required").first()).toBeVisible();
      expect(await loadedCode()).toContain("$ZodType");
    });
  }
});
