import {
  ANSWERS,
  fillApplicationStep,
  fillUpToReview,
  form,
  startApplication,
  stepHeading,
} from "./application-helpers";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

// docs/product.md, section 3.3: the five field steps, in order.
const STEP_TITLES = [
  "Founder identity",
  "About the entrepreneurs",
  "Startup details",
  "Team",
  "Expectations",
];
// docs/product.md, section 3.3: linkedin, achievements, website, executives, concerns, needAdvisory,
// supportAreas and growthReport are optional (by the labels the form gives them); every other
// field is required.
const OPTIONAL = new Set([
  "LinkedIn profile",
  "Achievements",
  "Website",
  "Key executives",
  "Concerns",
  "Advisory needs",
  "Support areas",
  "Growth report",
]);

test.describe("the application form", () => {
  test("opens with the time it takes and the fee", async ({ page }) => {
    await gotoHydrated(page, "/application");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for Funding");
    const main = page.getByRole("main");
    await expect(main).toContainText("15–20 minutes");
    await expect(main).toContainText("₹5000");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Start application" }).click();
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByText("Step 1 of 6")).toBeVisible();
    const steps = page.getByRole("list", { name: "Application steps" }).getByRole("listitem");
    await expect(steps).toContainText([...STEP_TITLES, "Review"]);
    await expect(steps.nth(0)).toHaveAttribute("aria-current", "step");
    await expect(page.locator("[aria-current=step]")).toHaveCount(1);
  });

  test("names each empty required field, stays, and focuses the first", async ({ page }) => {
    await startApplication(page);
    await page.getByRole("button", { name: "Next" }).click();
    for (const label of Object.keys(ANSWERS[0] ?? {})) {
      const control = form(page).getByLabel(label);
      if (!OPTIONAL.has(label)) {
        await expect(control).toHaveAccessibleDescription("This field is required");
      } else {
        await expect(control).not.toHaveAttribute("aria-invalid", "true");
      }
    }
    await expect(page.getByText("This field is required")).toHaveCount(4);
    await expect(form(page).getByLabel("Full name")).toBeFocused();
    await expect(page.getByText("Step 1 of 6")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Fixing one field moves the focus to the next one still missing.
    await form(page).getByLabel("Full name").fill("Amara Okafor");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(form(page).getByLabel("Designation")).toBeFocused();
    await expect(stepHeading(page)).toHaveText("Founder identity");
  });

  test("moves on with the optional fields empty and uses the declared input types", async ({
    page,
  }) => {
    await startApplication(page);
    await expect(form(page).getByLabel("Phone")).toHaveAttribute("type", "tel");
    await expect(form(page).getByLabel("E-mail")).toHaveAttribute("type", "email");
    const required = ([label]: [string, string]) => !OPTIONAL.has(label);
    for (const answers of ANSWERS.slice(0, 2)) {
      await fillApplicationStep(page, Object.fromEntries(Object.entries(answers).filter(required)));
      await page.getByRole("button", { name: "Next" }).click();
    }
    await expect(stepHeading(page)).toHaveText("Startup details");
    const stage = form(page).getByLabel("Development stage");
    // docs/product.md, section 9.3: "Idea, MVP Built, Early Users, Revenue Generating, Scaling, Profitable".
    await expect(stage.locator("option:not([disabled])")).toHaveText([
      "Idea",
      "MVP Built",
      "Early Users",
      "Revenue Generating",
      "Scaling",
      "Profitable",
    ]);
    await fillApplicationStep(page, ANSWERS[2] ?? {});
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page)).toHaveText("Team");
    const teamSize = form(page).getByLabel("Team size");
    await expect(teamSize).toHaveAttribute("type", "number");
    await teamSize.fill("0");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(teamSize).toHaveAccessibleDescription("Team size must be at least 1");
  });

  test("goes back without checking and keeps what was typed", async ({ page }) => {
    await startApplication(page);
    await fillApplicationStep(page, ANSWERS[0] ?? {});
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page)).toHaveText("About the entrepreneurs");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page)).toHaveText("Founder identity");
    await expect(form(page).getByLabel("Full name")).toHaveValue("Amara Okafor");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("button", { name: "Continue application" })).toBeVisible();
  });

  test("shows every answer on the review and edits a step from there", async ({ page }) => {
    await startApplication(page);
    await fillUpToReview(page);
    await expect(page.getByText("Step 6 of 6")).toBeVisible();
    for (const [index, title] of STEP_TITLES.entries()) {
      const section = page.getByRole("region", { name: title });
      for (const [label, value] of Object.entries(ANSWERS[index] ?? {})) {
        const term = page.getByRole("term").getByText(label, { exact: true });
        const row = section.locator(".review__answer").filter({ has: term });
        await expect(row.getByRole("definition")).toHaveText(value);
      }
    }
    await expect(page.getByRole("main")).toContainText("Application fee ₹5000");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Edit Startup details" }).click();
    await expect(stepHeading(page)).toHaveText("Startup details");
    await expect(stepHeading(page)).toBeFocused();
    await form(page).getByLabel("Industry").fill("ClimateTech");
    await page.getByRole("button", { name: "Save and review" }).click();
    await expect(stepHeading(page)).toHaveText("Review your application");
    await expect(
      page.getByRole("region", { name: "Startup details" }).getByText("ClimateTech"),
    ).toBeVisible();
  });

  test("works from the keyboard: Tab from a step's heading reaches its fields, Enter is Next", async ({
    page,
  }) => {
    await gotoHydrated(page, "/application");
    await page.getByRole("button", { name: "Start application" }).focus();
    await page.keyboard.press("Enter");
    await expect(stepHeading(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form(page).getByLabel("Full name")).toBeFocused();
    for (const value of ["Amara Okafor", "CEO", "+91 98765 43210", "amara@frostline.example"]) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    await expect(form(page).getByLabel("LinkedIn profile")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(stepHeading(page)).toHaveText("About the entrepreneurs");
    await expect(stepHeading(page)).toBeFocused();
  });

  test("keeps the answers and the step through a reload", async ({ page }) => {
    await startApplication(page);
    await fillApplicationStep(page, ANSWERS[0] ?? {});
    await page.getByRole("button", { name: "Next" }).click();
    await fillApplicationStep(page, ANSWERS[1] ?? {});
    await page.getByRole("button", { name: "Next" }).click();
    await form(page).getByLabel("Startup name").fill("Frostline");
    await form(page).getByLabel("Development stage").selectOption("Scaling");

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(stepHeading(page)).toHaveText("Startup details");
    await expect(form(page).getByLabel("Startup name")).toHaveValue("Frostline");
    await expect(form(page).getByLabel("Development stage")).toHaveValue("Scaling");
    await page.getByRole("button", { name: "Back" }).click();
    for (const [label, value] of Object.entries(ANSWERS[1] ?? {})) {
      await expect(form(page).getByLabel(label)).toHaveValue(value);
    }
  });

  test("ignores a corrupt draft and starts afresh", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("nakhla:application-draft", "{not json");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await startApplication(page);
    await expect(form(page).getByLabel("Full name")).toHaveValue("");
  });

  test("fits a 360-px phone on the intro, a step with errors and the review", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await gotoHydrated(page, "/application");
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Start application" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await fillUpToReview(page);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
