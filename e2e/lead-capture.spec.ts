import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { tokenOf, unique } from "./admin-fixtures";
import {
  axeViolations,
  axeViolationsWithoutScripts,
  countRequests,
  expect,
  formHydrated,
  gotoHydrated,
  test,
} from "./fixtures";
import { E2E_ADMIN } from "./seed-data";

type Modal = {
  path: string;
  buttons: string[];
  title: string;
  submit: string;
  /** The data request of the page's action, which the form posts to once the scripts run. */
  action: string;
  fields: [label: string, value: string, kind?: "select"][];
  fallback: string;
};

const HANDBOOK: Modal = {
  path: "/test-8",
  buttons: ["Get My Free Copy", "Claim My Free Ebook", "Download Free Today"],
  title: "Get Your Free Ebook",
  submit: "Download Now",
  action: "**/test-8{/_,}.data",
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
  action: "**/startup-consultancy-form{/_,}.data",
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
  action: "**/test-9{/_,}.data",
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

/** Opens `modal`; with the page's scripts, also waits for its form's code (`formHydrated`). */
async function openModal(
  page: Page,
  modal: Modal,
  button = modal.buttons[0] as string,
  { scripts = true } = {},
) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = dialogOf(page, modal);
  await expect(dialog).toBeVisible();
  if (scripts) await formHydrated(dialog);
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
      const sent = await countRequests(page, modal.action);
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
      await page.route(modal.action, (route) =>
        route.fulfill({ status: 500, json: { message: "Database unavailable" } }),
      );
      const dialog = await openModal(page, modal);
      await fill(dialog, modal);
      await dialog.getByRole("button", { name: modal.submit }).click();
      const error = dialog.getByRole("alert");
      await expect(error).toHaveText("Error: Database unavailable");
      await expect(error).toHaveCSS("color", "rgb(185, 28, 28)");
      await expect(dialog).toBeVisible();

      await page.unroute(modal.action);
      await page.route(modal.action, (route) => route.fulfill({ status: 500, body: "" }));
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
    const request = page.waitForRequest(HANDBOOK.action);
    await dialog.getByRole("button", { name: "Download Now" }).click();
    expect(Object.fromEntries(new URLSearchParams((await request).postData() ?? ""))).toEqual({
      name: "Ananya Iyer",
      email: "ananya@example.com",
      role: "Freelancer",
      location: "Ladakh",
    });
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you! Your handbook is on its way." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/test-9$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Downloading");
  });

  test("a founder-ebook lead says the ebook is sent, then goes to /thank-you", async ({ page }) => {
    await gotoHydrated(page, FOUNDER.path);
    const dialog = await openModal(page, FOUNDER, "Get the Ebook & Begin Consultation");
    await fill(dialog, FOUNDER);
    await dialog.getByRole("button", { name: "Download Now" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your ebook has been sent to your inbox." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you\?ebook=before-you-build$/);
  });

  test("a funding application is stored and thanked for", async ({ page }) => {
    await gotoHydrated(page, FUNDING.path);
    const dialog = await openModal(page, FUNDING);
    await fill(dialog, FUNDING);
    const request = page.waitForRequest(FUNDING.action);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    // Stored: the console's Funding interest tab shows it (consultancy-form.spec.ts).
    expect(Object.fromEntries(new URLSearchParams((await request).postData() ?? ""))).toEqual({
      name: "Meera Pillai",
      email: "meera@example.com",
      company: "",
      idea: "Solar cold storage for farmers' markets.",
    });
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Thank you! Your application has been received." }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

/** The records a console list holds whose text matches `q`. */
async function stored(request: APIRequestContext, list: string, q: string) {
  const token = await tokenOf(request, E2E_ADMIN);
  const answer = await request.get(`/api/admin/${list}?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()).items;
}

// The buttons open the dialog with the browser's own invoker commands, the forms post to their
// page's action, and the page answers (docs/decisions/078-lead-forms-without-scripts.md).
test.describe("the lead forms before their page's scripts arrive", () => {
  test.use({ javaScriptEnabled: false });

  test("the handbook form names what is wrong, keeps what was typed, then goes to /test-9", async ({
    page,
    request,
  }) => {
    const name = unique("Ananya Iyer");
    await page.goto(HANDBOOK.path);
    let dialog = await openModal(page, HANDBOOK, "Download Free Today", { scripts: false });
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("E-mail", { exact: true }).fill("ananya@");
    await dialog.getByRole("button", { name: "Download Now" }).click();
    // The page comes back with the dialog open where the form is, its errors under their fields.
    dialog = dialogOf(page, HANDBOOK);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(
      "Enter a valid e-mail address",
    );
    await expect(dialog.getByLabel("Role")).toHaveAccessibleDescription("Choose your role");
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel("E-mail", { exact: true })).toHaveValue("ananya@");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);

    await dialog.getByLabel("E-mail", { exact: true }).fill("ananya@example.com");
    await dialog.getByLabel("Role").selectOption("Freelancer");
    await dialog.getByLabel("Location").selectOption("Ladakh");
    await dialog.getByRole("button", { name: "Download Now" }).click();
    await expect(page).toHaveURL(/\/test-9$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Downloading");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    expect(await stored(request, "pitch-leads", name)).toEqual([
      expect.objectContaining({
        name,
        email: "ananya@example.com",
        role: "Freelancer",
        location: "Ladakh",
      }),
    ]);
  });

  test("the founder-ebook form goes to /thank-you, which offers the ebook", async ({
    page,
    request,
  }) => {
    const name = unique("Vikram Rao");
    await page.goto(FOUNDER.path);
    const dialog = await openModal(page, FOUNDER, "Claim My Free Ebook", { scripts: false });
    await fill(dialog, FOUNDER);
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByRole("button", { name: "Download Now" }).click();
    await expect(page).toHaveURL(/\/thank-you\?ebook=before-you-build$/);
    await expect(page.getByRole("region", { name: "Download your ebook" })).toContainText(
      "Before You Build — Read This First is ready.",
    );
    await expect(page.getByRole("link", { name: "Download the ebook (PDF)" })).toHaveAttribute(
      "href",
      /before-you-build/,
    );
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    expect(await stored(request, "consultancy-leads", name)).toEqual([
      expect.objectContaining({ name, startup: "Kisan Ledger", investment: 500000, hours: 6 }),
    ]);
  });

  test("the funding form is stored, and the page says it was received", async ({
    page,
    request,
  }) => {
    const name = unique("Meera Pillai");
    await page.goto(FUNDING.path);
    const dialog = await openModal(page, FUNDING, undefined, { scripts: false });
    await fill(dialog, FUNDING);
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Thank you! Your application has been received." }),
    ).toBeVisible();
    await expect(dialogOf(page, FUNDING)).toBeHidden();
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    expect(await stored(request, "funding-interest", name)).toEqual([
      expect.objectContaining({ name, idea: "Solar cold storage for farmers' markets." }),
    ]);
  });

  test("the Arabic handbook form says what is missing in Arabic", async ({ page }) => {
    await page.goto("/ar/test-8");
    await page.getByRole("button", { name: "احصل على نسختي المجانية" }).click();
    const dialog = page.getByRole("dialog", { name: "احصل على كتابك الإلكتروني المجاني" });
    await dialog.getByRole("button", { name: "نزّل الآن" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "احصل على كتابك الإلكتروني المجاني" })
        .getByLabel("الاسم", { exact: true }),
    ).toHaveAccessibleDescription("هذا الحقل مطلوب");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
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
