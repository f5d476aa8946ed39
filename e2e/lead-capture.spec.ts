import type { Locator, Page } from "@playwright/test";
import { axeViolations, countRequests, expect, gotoHydrated, test } from "./fixtures";

type Modal = {
  path: string;
  buttons: string[];
  title: string;
  submit: string;
  api: string;
  fields: [label: string, value: string, kind?: "select"][];
  fallback: string;
};

const HANDBOOK: Modal = {
  path: "/test-8",
  buttons: ["Get My Free Copy", "Claim My Free Ebook", "Download Free Today"],
  title: "Get Your Free Ebook",
  submit: "Download Now",
  api: "**/api/leads",
  fallback: "Error submitting lead. Please try again.",
  fields: [
    ["Name", "Ananya Iyer"],
    ["E-mail", "ananya@example.com"],
    ["Role", "Freelancer", "select"],
    ["Location", "Ladakh", "select"],
  ],
};

const FOUNDER: Modal = {
  path: "/startup-consultancy-form",
  buttons: ["Download Free Ebook", "Claim My Free Ebook", "Get the Ebook & Begin Consultation"],
  title: "Get Your Free Ebook",
  submit: "Download Now",
  api: "**/api/leads",
  fallback: "Submission failed. Please try again.",
  fields: [
    ["Name", "Vikram Rao"],
    ["E-mail", "vikram@example.com"],
    ["Startup name", "Kisan Ledger"],
    ["Stage", "MVP Built", "select"],
    ["Location", "Pune", "select"],
    ["Planned investment (₹)", "500000"],
    ["Hours per day", "6"],
  ],
};

const FUNDING: Modal = {
  path: "/test-9",
  buttons: ["Apply for Funding"],
  title: "Funding Application",
  submit: "Submit Application",
  api: "**/api/funding-interest",
  fallback: "Submission failed. Please try again.",
  fields: [
    ["Name", "Meera Pillai"],
    ["E-mail", "meera@example.com"],
    ["Your idea, in short", "Solar cold storage for farmers' markets."],
  ],
};

/** Fills the modal's fields, leaving out the one named `except`. */
async function fill(dialog: Locator, modal: Modal, except?: string) {
  for (const [label, value, kind] of modal.fields) {
    if (label === except) continue;
    const field = dialog.getByLabel(label, { exact: true });
    if (kind === "select") await field.selectOption(value);
    else await field.fill(value);
  }
}

const dialogOf = (page: Page, modal: Modal) => page.getByRole("dialog", { name: modal.title });

async function openModal(page: Page, modal: Modal, button = modal.buttons[0] as string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = dialogOf(page, modal);
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const modal of [HANDBOOK, FOUNDER, FUNDING]) {
  test.describe(`the '${modal.title}' modal on ${modal.path}`, () => {
    test("opens from each of its buttons and closes by its close control and Escape", async ({
      page,
    }) => {
      await gotoHydrated(page, modal.path);
      for (const button of modal.buttons) {
        const dialog = await openModal(page, modal, button);
        await dialog.getByRole("button", { name: "Close" }).click();
        await expect(dialog).toBeHidden();
        await openModal(page, modal, button);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    });

    test("sends nothing while a field is missing or a placeholder is chosen", async ({ page }) => {
      await gotoHydrated(page, modal.path);
      const sent = await countRequests(page, modal.api);
      const dialog = await openModal(page, modal);
      await dialog.getByRole("button", { name: modal.submit }).click();
      await expect(dialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
        "This field is required",
      );
      if (modal !== FUNDING) {
        // Everything filled but the location, left on its placeholder.
        await fill(dialog, modal, "Location");
        await dialog.getByRole("button", { name: modal.submit }).click();
        await expect(dialog.getByLabel("Location")).toHaveAccessibleDescription(
          "Choose your location",
        );
      }
      await expect(dialog).toBeVisible();
      expect(sent()).toBe(0);
    });

    test("shows the server's message in red with the modal still open, else the fallback", async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 500/);
      await gotoHydrated(page, modal.path);
      await page.route(modal.api, (route) =>
        route.fulfill({ status: 500, json: { message: "Database unavailable" } }),
      );
      const dialog = await openModal(page, modal);
      await fill(dialog, modal);
      await dialog.getByRole("button", { name: modal.submit }).click();
      const error = dialog.getByRole("alert");
      await expect(error).toHaveText("Error: Database unavailable");
      await expect(error).toHaveCSS("color", "rgb(185, 28, 28)");
      await expect(dialog).toBeVisible();

      await page.unroute(modal.api);
      await page.route(modal.api, (route) => route.fulfill({ status: 500, body: "" }));
      await dialog.getByRole("button", { name: modal.submit }).click();
      await expect(error).toHaveText(modal.fallback);
      await expect(dialog).toBeVisible();
    });

    test("passes axe with the modal open", async ({ page }) => {
      await gotoHydrated(page, modal.path);
      await openModal(page, modal);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("the lead forms' choices, as docs/product.md, section 9.3 lists them", () => {
  const choices = (dialog: Locator, label: string) =>
    dialog.getByLabel(label, { exact: true }).locator("option:not([disabled])");

  test("the handbook form: three roles; 28 states, then the union territories, then Abroad", async ({
    page,
  }) => {
    await gotoHydrated(page, HANDBOOK.path);
    const dialog = await openModal(page, HANDBOOK);
    await expect(choices(dialog, "Role")).toHaveText([
      "Entrepreneur",
      "Professional",
      "Freelancer",
    ]);
    const locations = await choices(dialog, "Location").allTextContents();
    expect(locations).toHaveLength(28 + 9);
    expect(locations.slice(28)).toEqual([
      "Andaman and Nicobar Islands",
      "Chandigarh",
      "Dadra and Nagar Haveli and Daman and Diu",
      "Delhi",
      "Jammu and Kashmir",
      "Ladakh",
      "Lakshadweep",
      "Puducherry",
      "Abroad",
    ]);
  });

  test("the founder-ebook form: four stages and eight locations", async ({ page }) => {
    await gotoHydrated(page, FOUNDER.path);
    const dialog = await openModal(page, FOUNDER);
    await expect(choices(dialog, "Stage")).toHaveText([
      "Idea Stage",
      "MVP Built",
      "Early Revenue",
      "Scaling",
    ]);
    await expect(choices(dialog, "Location")).toHaveText([
      "Delhi",
      "Bengaluru",
      "Mumbai",
      "Chennai",
      "Hyderabad",
      "Pune",
      "Kolkata",
      "Abroad",
    ]);
  });
});

test.describe("successful submissions", () => {
  test("a handbook lead goes to /test-9", async ({ page }) => {
    await gotoHydrated(page, HANDBOOK.path);
    const dialog = await openModal(page, HANDBOOK, "Claim My Free Ebook");
    await fill(dialog, HANDBOOK);
    const response = page.waitForResponse("**/api/leads");
    await dialog.getByRole("button", { name: "Download Now" }).click();
    expect((await response).status()).toBe(201);
    await expect(page).toHaveURL(/\/test-9$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Downloading");
  });

  test("a founder-ebook lead says the ebook is sent, then goes to /thank-you", async ({ page }) => {
    await gotoHydrated(page, FOUNDER.path);
    const dialog = await openModal(page, FOUNDER, "Get the Ebook & Begin Consultation");
    await fill(dialog, FOUNDER);
    const response = page.waitForResponse("**/api/leads");
    await dialog.getByRole("button", { name: "Download Now" }).click();
    expect((await response).status()).toBe(201);
    await expect(
      page.getByRole("status").filter({ hasText: "Your ebook has been sent to your inbox." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you$/);
  });

  test("a funding application is stored and thanked for", async ({ page }) => {
    await gotoHydrated(page, FUNDING.path);
    const dialog = await openModal(page, FUNDING);
    await fill(dialog, FUNDING);
    const response = page.waitForResponse("**/api/funding-interest");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({
      _id: expect.any(String),
      createdAt: expect.any(String),
    });
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Thank you! Your application has been received." }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe("the lead pages", () => {
  // docs/product.md, section 2.3: six logos twice on /test-8, one partner logo six times on the founder page.
  for (const [path, logos, distinct] of [
    ["/test-8", 12, 6],
    ["/startup-consultancy-form", 6, 1],
  ] as const) {
    test(`${path} shows ${logos} partner logos in a marquee that pauses`, async ({ page }) => {
      await gotoHydrated(page, path);
      const strip = page.locator(".logo-strip");
      await expect(strip.locator("li")).toHaveCount(logos);
      // Screen readers hear each logo once: the repeated copies are hidden from them.
      await expect(strip.getByRole("img")).toHaveCount(distinct);
      const track = strip.getByRole("list", { includeHidden: true });
      const offset = () =>
        track.evaluate((list) => new DOMMatrix(getComputedStyle(list).transform).m41);
      const start = await offset();
      await expect.poll(offset).not.toBe(start);

      const pause = strip.getByRole("button", { name: "Pause the moving logos" });
      await pause.click();
      await expect(strip.getByRole("button", { name: "Play the moving logos" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // A pause set by CSS takes hold on the next frame (the animation's "pending" state):
      // wait for it, then the logos stay where they are.
      const playState = () =>
        track.evaluate(async (list) => {
          const [animation] = list.getAnimations();
          await animation?.ready;
          return animation?.playState;
        });
      await expect.poll(playState).toBe("paused");
      const paused = await offset();
      await page.waitForTimeout(400);
      expect(await offset()).toBe(paused);
    });

    test(`${path} keeps its logos still for visitors who prefer reduced motion`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHydrated(page, path);
      const strip = page.locator(".logo-strip");
      await expect(strip.locator("li")).toHaveCount(logos);
      const track = strip.getByRole("list", { includeHidden: true });
      expect(await track.evaluate((list) => getComputedStyle(list).animationName)).toBe("none");
      await expect(strip.getByRole("button")).toBeHidden();
    });
  }

  for (const path of ["/test-8", "/test-9", "/startup-consultancy-form"]) {
    test(`${path} passes axe and does not scroll sideways at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page
        .getByRole("button")
        .filter({ hasText: /Free|Apply/ })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  }
});
