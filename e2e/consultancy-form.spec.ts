import type { Page } from "@playwright/test";
import { bearer, signIn, tokenOf, unique } from "./admin-fixtures";
import {
  axeViolations,
  axeViolationsWithoutScripts,
  expect,
  formHydrated,
  gotoHydrated,
  shoot,
  test,
} from "./fixtures";
import { E2E_ADMIN } from "./seed-data";

const PATH = "/build-with-nakhla-form";
/** The data request of the page's action, which the review's Submit posts to. */
const ACTION = "**/build-with-nakhla-form{/_,}.data";
const DRAFT_KEY = "nakhla:consultancy-draft";

/** A founder's answers, by step, keyed by the label the form shows. */
const answers = (businessName: string): Record<string, string>[] => [
  {
    "Business name": businessName,
    "Business age (years)": "3",
    Industry: "Food delivery",
    Website: "https://chaipoint.example",
    "E-mail for our reply": "founder@chaipoint.example",
  },
  {
    "The main problem you want solved": "Delivery costs grow faster than orders.",
    "Other problems": "Hiring riders in the monsoon.",
  },
  {
    "What you expect from us": "A unit-economics plan we can run in one quarter.",
    "Consultancy you have had before": "A two-week audit in 2023.",
  },
];

/**
 * The three field steps. docs/product.md, section 3.4: businessName, businessAge, industry, primaryProblem and
 * expectations are required; website, otherProblems and previousConsultancy are optional (as is
 * the reply address we add).
 */
const STEPS = [
  {
    title: "Your business",
    required: ["Business name", "Business age (years)", "Industry"],
    optional: ["Website", "E-mail for our reply"],
  },
  {
    title: "The problem",
    required: ["The main problem you want solved"],
    optional: ["Other problems"],
  },
  {
    title: "Expectations",
    required: ["What you expect from us"],
    optional: ["Consultancy you have had before"],
  },
];

const form = (page: Page) => page.getByRole("form");
const stepHeading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });
const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

async function fillStep(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await form(page).getByLabel(label).fill(value);
  }
}

async function start(page: Page) {
  await gotoHydrated(page, PATH);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(stepHeading(page)).toHaveText("Your business");
}

test.describe("the consultancy form", () => {
  test("is done from the keyboard alone, thanks the founder, and reaches the admin console", async ({
    page,
    request,
  }) => {
    const business = unique("Chai Point");
    const [business1, problem, expectations] = answers(business);
    await gotoHydrated(page, PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Consultancy Form");
    await page.getByRole("button", { name: "Start" }).focus();
    await page.keyboard.press("Enter");
    await expect(stepHeading(page)).toBeFocused();

    // Step 1: Tab from the heading through the fields; Enter in a field is Next.
    for (const value of Object.values(business1 ?? {})) {
      await page.keyboard.press("Tab");
      await page.keyboard.type(value);
    }
    await page.keyboard.press("Enter");
    await expect(stepHeading(page)).toHaveText("The problem");
    await expect(stepHeading(page)).toBeFocused();

    // Steps 2 and 3 are text areas, where Enter is a new line: Tab past Back to Next.
    for (const [title, step] of [
      ["Expectations", problem],
      ["Review your answers", expectations],
    ] as const) {
      for (const value of Object.values(step ?? {})) {
        await page.keyboard.press("Tab");
        await page.keyboard.type(value);
      }
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Back" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Next" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(stepHeading(page)).toHaveText(title);
      await expect(stepHeading(page)).toBeFocused();
    }

    const submit = page.getByRole("button", { name: "Submit" });
    for (let presses = 0; presses < 10; presses++) {
      if (await submit.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(submit).toBeFocused();
    const sent = page.waitForResponse(ACTION);
    await page.keyboard.press("Enter");
    expect((await sent).status()).toBe(200);
    // The spec's alert text, word for word, in the app's own toast (docs/architecture.md, rule 4).
    await expect(
      page.getByRole("status").getByText("Form submitted successfully!", { exact: true }),
    ).toBeVisible();
    await expect(stepHeading(page)).toHaveText("Thank you");
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByRole("main")).toContainText(
      "We will reply to founder@chaipoint.example",
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    await signIn(page, request);
    await page.goto(`/admin-dashboard/consultancy-requests?q=${encodeURIComponent(business)}`);
    await expect(page.getByRole("link", { name: "Consultancy requests" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const row = page.getByRole("row").filter({ hasText: business });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Food delivery");
    await expect(row).toContainText("3 years");
    await expect(row).toContainText("founder@chaipoint.example");
    await row.getByRole("link", { name: business }).click();
    const record = page.getByRole("region", { name: "Open record" });
    const details = record.getByRole("region", { name: "Expectations" });
    await expect(details).toContainText("A unit-economics plan we can run in one quarter.");
    await expect(record.getByRole("region", { name: "The problem" })).toContainText(
      "Hiring riders in the monsoon.",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test("names each empty required field of a step, and only those", async ({ page }) => {
    await start(page);
    for (const [index, { title, required, optional }] of STEPS.entries()) {
      await next(page);
      await expect(page.getByText("This field is required")).toHaveCount(required.length);
      for (const label of required) {
        await expect(form(page).getByLabel(label)).toHaveAccessibleDescription(
          "This field is required",
        );
      }
      for (const label of optional) {
        await expect(form(page).getByLabel(label)).not.toHaveAttribute("aria-invalid", "true");
      }
      await expect(form(page).getByLabel(required[0] ?? "")).toBeFocused();
      await expect(stepHeading(page)).toHaveText(title);
      const values = answers("Loom & Weft")[index] ?? {};
      await fillStep(
        page,
        Object.fromEntries(Object.entries(values).filter(([label]) => required.includes(label))),
      );
      if (index === 0) {
        // The optional e-mail is checked when given.
        await expect(form(page).getByLabel("Business age (years)")).toHaveAttribute(
          "type",
          "number",
        );
        await form(page).getByLabel("E-mail for our reply").fill("founder.example.com");
        await next(page);
        await expect(form(page).getByLabel("E-mail for our reply")).toHaveAccessibleDescription(
          "Enter a valid e-mail address",
        );
        await form(page).getByLabel("E-mail for our reply").fill("");
      }
      await next(page);
    }
    await expect(stepHeading(page)).toHaveText("Review your answers");
    await expect(page.getByText("Not answered")).toHaveCount(4);
  });

  test("keeps the answers and the step through a reload, and edits from the review", async ({
    page,
  }) => {
    const [business, problem, expectations] = answers("Saffron Looms");
    await start(page);
    await fillStep(page, business ?? {});
    await next(page);
    await form(page).getByLabel("The main problem you want solved").fill("Buyers pay late.");

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(stepHeading(page)).toHaveText("The problem");
    await expect(form(page).getByLabel("The main problem you want solved")).toHaveValue(
      "Buyers pay late.",
    );
    await page.getByRole("button", { name: "Back" }).click();
    for (const [label, value] of Object.entries(business ?? {})) {
      await expect(form(page).getByLabel(label)).toHaveValue(value);
    }
    await next(page);
    await fillStep(page, problem ?? {});
    await next(page);
    await fillStep(page, expectations ?? {});
    await next(page);
    await expect(page.getByText("Step 4 of 4")).toBeVisible();

    await page.getByRole("button", { name: "Edit Your business" }).click();
    await expect(stepHeading(page)).toBeFocused();
    await form(page).getByLabel("Industry").fill("Handloom exports");
    await page.getByRole("button", { name: "Save and review" }).click();
    await expect(stepHeading(page)).toHaveText("Review your answers");
    await expect(
      page.getByRole("region", { name: "Your business" }).getByText("Handloom exports"),
    ).toBeVisible();
  });

  test("passes axe on the intro, every step with and without errors, and the review; fits a phone", async ({
    page,
  }) => {
    // axe on every screen, with and without errors: more than one test's usual time.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await gotoHydrated(page, PATH);
    await expect(page.getByRole("main")).toContainText("10–15 minutes");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Start" }).click();
    for (const step of answers("Axe & Co")) {
      expect(await axeViolations(page)).toEqual([]);
      await next(page);
      await expect(page.getByText("This field is required").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await fillStep(page, step);
      await next(page);
    }
    await expect(stepHeading(page)).toHaveText("Review your answers");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test("says why a failed submission failed and loses nothing", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503/);
    await start(page);
    for (const step of answers("Retry Foods")) {
      await fillStep(page, step);
      await next(page);
    }
    await page.route(ACTION, (route) =>
      route.fulfill({ status: 503, json: { message: "The database is busy." } }),
    );
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toHaveText("Error: The database is busy.");
    await expect(stepHeading(page)).toHaveText("Review your answers");
    await expect(page.getByRole("main")).toContainText("Retry Foods");
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain(
      "Retry Foods",
    );

    await page.unroute(ACTION);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(stepHeading(page)).toHaveText("Thank you");
  });
});

test.describe("the consultancy form without the page's scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("is one page: a missing answer is named under its field, then it is sent and reaches the console", async ({
    page,
    request,
  }) => {
    const business = unique("Date Press");
    const answered = Object.assign({}, ...answers(business)) as Record<string, string>;
    await page.goto(PATH);
    const onePage = page.getByRole("form", { name: "Your consultancy request" });
    await expect(onePage).toBeVisible();
    // The steps' first screen needs the scripts: it is not shown.
    await expect(page.getByRole("button", { name: "Start" })).toBeHidden();
    for (const { title } of STEPS) {
      await expect(onePage.getByRole("group", { name: title })).toBeVisible();
    }
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);

    // Everything but the main problem: the page comes back with what was typed and says why.
    for (const [label, value] of Object.entries(answered)) {
      if (label !== "The main problem you want solved") await onePage.getByLabel(label).fill(value);
    }
    await onePage.getByRole("button", { name: "Submit" }).click();
    await expect(
      onePage.getByLabel("The main problem you want solved"),
    ).toHaveAccessibleDescription("This field is required");
    await expect(onePage.getByLabel("Business name")).toHaveValue(business);
    await expect(onePage.getByLabel("Consultancy you have had before")).toHaveValue(
      "A two-week audit in 2023.",
    );
    expect(new URL(page.url()).search).toBe("");
    await shoot(page, "consultancy-without-scripts-refused");

    await onePage
      .getByLabel("The main problem you want solved")
      .fill("Delivery costs grow faster than orders.");
    await onePage.getByRole("button", { name: "Submit" }).click();
    await expect(stepHeading(page)).toHaveText("Thank you");
    await expect(page.getByRole("main")).toContainText("Form submitted successfully!");
    await expect(page.getByRole("main")).toContainText(
      "We will reply to founder@chaipoint.example",
    );
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    await shoot(page, "consultancy-without-scripts-sent");
    await page.getByRole("link", { name: "Send another request" }).click();
    await expect(page.getByRole("form", { name: "Your consultancy request" })).toBeVisible();

    const stored = await request.get(
      `/api/admin/consultancy-requests?q=${encodeURIComponent(business)}`,
      { headers: bearer(await tokenOf(request, E2E_ADMIN)) },
    );
    const { items } = (await stored.json()) as {
      items: { businessName: string; businessAge: number; primaryProblem: string; email: string }[];
    };
    expect(items).toEqual([
      expect.objectContaining({
        businessName: business,
        businessAge: 3,
        primaryProblem: "Delivery costs grow faster than orders.",
        email: "founder@chaipoint.example",
      }),
    ]);
  });
});

test("a funding application from /test-9 shows in the console's Funding interest tab", async ({
  page,
  request,
}) => {
  const name = unique("Meera");
  await gotoHydrated(page, "/test-9");
  await page.getByRole("button", { name: "Apply for Funding", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Funding Application" });
  await formHydrated(dialog);
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("E-mail", { exact: true }).fill("meera@example.com");
  await dialog.getByLabel("Company or startup name").fill("Cold Harvest");
  await dialog.getByLabel("Your idea, in short").fill("Solar cold storage for farmers' markets.");
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you! Your application has been received." }),
  ).toBeVisible();

  await signIn(page, request);
  await page.goto("/admin-dashboard/funding-interest");
  await page.getByRole("searchbox", { name: "Search funding interest" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("meera@example.com");
  await expect(row).toContainText("Cold Harvest");
  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("region", { name: "Open record" })).toContainText(
    "Solar cold storage for farmers' markets.",
  );
  expect(await axeViolations(page)).toEqual([]);

  await page
    .getByRole("searchbox", { name: "Search funding interest" })
    .fill("no such founder xyz");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No funding interest found.")).toBeVisible();
});
