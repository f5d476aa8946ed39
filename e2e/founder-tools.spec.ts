import type { Page } from "@playwright/test";
import { axeViolations, axeViolationsWithoutScripts, expect, gotoHydrated, test } from "./fixtures";

// The two founder tools and the thank-you page's team finder (docs/product.md, section 2.4 and section 9.4).

const main = (page: Page) => page.getByRole("main");

// docs/product.md, section 9.4: "Origin Spark 600 s (introduction), Market Pulse 900 s (market and
// financials), Venture Exchange 1200 s (Q&A), plus Open Floor 900 s".
const SECTIONS = [
  { name: "Origin Spark", seconds: 600 },
  { name: "Market Pulse", seconds: 900 },
  { name: "Venture Exchange", seconds: 1200 },
  { name: "Open Floor", seconds: 900 },
];

test.describe("valuation calculator", () => {
  test("reads separators and the % sign, and abbreviates per currency", async ({ page }) => {
    await gotoHydrated(page, "/valuation-calculator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Valuation Calculator");
    await expect(page.getByText("Enter an investment and the equity it buys")).toBeVisible();

    await page.getByLabel("Investment amount").fill("10,00,000");
    await page.getByLabel("Equity offered (%)").fill("10%");
    await expect(page.getByTestId("pre-money")).toHaveText("₹1,00,00,000 (₹1 Crore)");
    await expect(page.getByTestId("post-money")).toHaveText("₹1,10,00,000 (₹1.1 Crore)");

    await page.getByLabel("Investment amount").fill("1,00,000");
    await expect(page.getByTestId("pre-money")).toHaveText("₹10,00,000 (₹10 Lakh)");
    await expect(page.getByTestId("post-money")).toHaveText("₹11,00,000 (₹11 Lakh)");

    await page.getByLabel("Currency").selectOption("USD");
    await expect(page.getByTestId("pre-money")).toHaveText("$1,000,000 ($1 Million)");
    await page.getByLabel("Currency").selectOption("JPY");
    await expect(page.getByTestId("post-money")).toHaveText("¥1,100,000 (¥1.1 Million)");
    await page.getByLabel("Currency").selectOption("GBP");
    await page.getByLabel("Investment amount").fill("20,000");
    await expect(page.getByTestId("pre-money")).toHaveText("£200,000");
    await page.getByLabel("Currency").selectOption("AED");
    await page.getByLabel("Investment amount").fill("50,000");
    await expect(page.getByTestId("pre-money")).toHaveText("AED 500,000 (AED 0.5 Million)");
  });

  test("says what is wrong instead of computing nonsense", async ({ page }) => {
    await gotoHydrated(page, "/valuation-calculator");
    await page.getByLabel("Investment amount").fill("lots");
    await page.getByLabel("Equity offered (%)").fill("10");
    await expect(page.getByText("Enter the investment as a number")).toBeVisible();
    await expect(page.getByLabel("Investment amount")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Investment amount").fill("5,00,000");
    await page.getByLabel("Equity offered (%)").fill("0");
    await expect(page.getByText("Enter the equity as a percentage above 0")).toBeVisible();
    await page.getByLabel("Equity offered (%)").fill("150%");
    await expect(page.getByText("Equity cannot be more than 100%")).toBeVisible();
    await expect(page.getByTestId("pre-money")).toHaveCount(0);
  });

  test("Explain shows the explanation and Clear hides it", async ({ page }) => {
    await gotoHydrated(page, "/valuation-calculator");
    const explanation = page.getByRole("region", { name: "How the valuation is worked out" });
    await expect(explanation).toBeHidden();
    await page.getByRole("button", { name: "Explain" }).click();
    await expect(explanation).toBeVisible();
    await expect(explanation).toContainText("Pre-money = Investment ÷ (Equity % ÷ 100)");
    await expect(explanation).toContainText("Post-money = Pre-money + Investment");
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(explanation).toBeHidden();
  });

  test("copies the result, or says there is nothing to copy, for 2 seconds", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await gotoHydrated(page, "/valuation-calculator");
    // The page's clock stands still from here, so the notices' 2 seconds are the test's, however
    // long reading the clipboard takes on a loaded machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const copy = page.getByRole("button", { name: "Copy result" });

    await copy.click();
    const nothing = page.getByRole("alert").filter({ hasText: "Nothing to copy" });
    await expect(nothing).toBeVisible();
    await page.clock.runFor(2_100);
    await expect(nothing).toHaveCount(0);

    await page.getByLabel("Investment amount").fill("1,00,000");
    await page.getByLabel("Equity offered (%)").fill("10%");
    await copy.click();
    const copied = page.getByRole("status").filter({ hasText: "Valuation copied to clipboard" });
    await expect(copied).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain("Pre-money valuation: ₹10,00,000 (₹10 Lakh)");
    expect(text).toContain("Post-money valuation: ₹11,00,000 (₹11 Lakh)");
    await page.clock.runFor(1_800);
    await expect(copied).toBeVisible();
    await page.clock.runFor(300);
    await expect(copied).toHaveCount(0);
  });
});

test.describe("pitch timer", () => {
  const COLOURS = ["rgb(30, 58, 138)", "rgb(20, 83, 45)", "rgb(124, 45, 18)", "rgb(88, 28, 135)"];
  const CLOCK_START = Date.parse("2026-03-01T09:00:00Z");

  test("runs the four sections in order, each in its colour, and stops at 0", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: CLOCK_START });
    // Counts the alarm's beeps: Web Audio oscillators started by the page (no sound file is fetched).
    await page.addInitScript(() => {
      const counted = window as unknown as { beeps: number };
      counted.beeps = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args) {
        counted.beeps++;
        return start.apply(this, args);
      };
    });
    const beeps = () => page.evaluate(() => (window as unknown as { beeps: number }).beeps);
    await gotoHydrated(page, "/timer");
    // From here the page's time moves only when the test moves it, however slow the machine.
    await page.clock.pauseAt(CLOCK_START + 60_000);
    const panel = page.locator(".pitch-timer");
    const clock = page.getByRole("timer");
    const name = page.locator("#pitch-section-name");

    await expect(name).toHaveText("Origin Spark");
    await expect(clock).toHaveText("10:00");
    await expect(panel).toHaveCSS("background-color", COLOURS[0] ?? "");
    await page.getByRole("button", { name: "Start" }).click();
    await page.clock.runFor(61_000);
    await expect(clock).toHaveText("08:59");

    await page.getByRole("button", { name: "Pause" }).click();
    await page.clock.runFor(120_000);
    await expect(clock).toHaveText("08:59");
    await page.getByRole("button", { name: "Resume" }).click();

    // Through the rest of Origin Spark: Market Pulse starts by itself, in its own colour.
    expect(await beeps()).toBe(0);
    await page.clock.runFor(540_000);
    await expect(name).toHaveText("Market Pulse");
    expect(await beeps()).toBe(3);
    await expect(clock).toHaveText(/^1[45]:\d\d$/);
    await expect(panel).toHaveCSS("background-color", COLOURS[1] ?? "");
    await expect(page.getByRole("status").filter({ hasText: "Origin Spark is over" })).toHaveText(
      "Origin Spark is over. Market Pulse has started.",
    );

    for (const [index, section] of SECTIONS.entries()) {
      if (index < 2) continue;
      await page.clock.runFor((SECTIONS[index - 1]?.seconds ?? 0) * 1000);
      await expect(name).toHaveText(section.name);
      await expect(panel).toHaveCSS("background-color", COLOURS[index] ?? "");
    }

    await page.clock.runFor(900_000);
    await expect(name).toHaveText("Open Floor");
    await expect(clock).toHaveText("00:00");
    await expect(page.getByText("Time is up: the session has ended.")).toBeVisible();
    expect(await beeps()).toBe(3 * SECTIONS.length);
    await expect(page.getByRole("button", { name: "Start" })).toBeDisabled();
    await page.clock.runFor(60_000);
    await expect(clock).toHaveText("00:00");

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(name).toHaveText("Origin Spark");
    await expect(clock).toHaveText("10:00");
  });

  test("shows the session plan and big digits", async ({ page }) => {
    await gotoHydrated(page, "/timer");
    const plan = page.getByRole("region", { name: "The session" }).getByRole("listitem");
    await expect(plan).toHaveText(
      SECTIONS.map((s) => new RegExp(`${s.name}\\s*${s.seconds / 60} min`)),
    );
    const size = await page
      .getByRole("timer")
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(72);
  });
});

test.describe("thank-you page and team finder", () => {
  async function search(page: Page, filters: { sector?: string; region?: string; stage?: string }) {
    await page.getByLabel("Sector").selectOption(filters.sector ?? "");
    await page.getByLabel("Region").selectOption(filters.region ?? "");
    await page.getByLabel("Stage").selectOption(filters.stage ?? "");
    await page.getByRole("button", { name: "Search" }).click();
    // The search is the page's address: done once the address has it.
    const searched = new URLSearchParams({
      sector: filters.sector ?? "",
      region: filters.region ?? "",
      stage: filters.stage ?? "",
    });
    await expect(page).toHaveURL((url) => url.search.endsWith(searched.toString()));
    return page.getByRole("list", { name: "Team members" }).getByRole("listitem");
  }
  const namesOf = (page: Page) =>
    page.getByRole("list", { name: "Team members" }).getByRole("heading").allTextContents();

  test("thanks the applicant and explains what happens next", async ({ page }) => {
    await gotoHydrated(page, "/thank-you");
    await expect(page).toHaveTitle("Thank You | Nakhla Ventures");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submited");
    await expect(main(page)).toContainText("Our analysts are reviewing your submission");
    await expect(main(page)).toContainText("pitch deck");
    await expect(main(page)).toContainText("calendar");
  });

  test("filters by the spec's sectors, regions and stages, each optional", async ({ page }) => {
    await gotoHydrated(page, "/thank-you");
    const options = (label: string) => page.getByLabel(label).locator("option");
    // docs/product.md, section 9.3, the team finder's lists, after the empty choice that matches all.
    await expect(options("Sector")).toHaveText([
      "Any sector",
      "BioTech",
      "ClimateTech",
      "ConsumerTech",
      "DeepTech",
      "EdTech",
      "FinTech",
      "Hardware",
      "HealthTech",
      "Multi-sectoral",
    ]);
    await expect(options("Region")).toHaveText([
      "Any region",
      "India",
      "Middle East",
      "Europe",
      "North America",
      "South Asia",
    ]);
    await expect(options("Stage")).toHaveText([
      "Any stage",
      "Pre-Seed",
      "Seed",
      "Series A",
      "Series B",
      "Growth",
      "Late Stage",
    ]);
  });

  test("lists nobody until Search, then 5 to 8 members, matches first", async ({ page }) => {
    await gotoHydrated(page, "/thank-you");
    const results = page.getByRole("list", { name: "Team members" }).getByRole("listitem");
    await expect(results).toHaveCount(0);
    await page.getByLabel("Sector").selectOption("BioTech");
    await expect(results).toHaveCount(0);

    const found = await search(page, { sector: "BioTech", region: "Europe", stage: "Seed" });
    await expect(found).toHaveCount(5);
    // Daniel (biotech, Europe, seed) and Yusuf (everything) match; three others pad the list.
    const names = await namesOf(page);
    expect(new Set(names.slice(0, 2))).toEqual(new Set(["Daniel Okafor", "Yusuf Al-Mansoori"]));
    await expect(found.filter({ hasText: "Outside your filters" })).toHaveCount(3);
    const first = found.first();
    await expect(first.getByRole("img")).toHaveAttribute("src", /\/team\/.+\.svg$/);

    const everyone = await search(page, {});
    await expect(everyone).toHaveCount(7);
    // docs/product.md, section 9.3: the seven roles of the team, one member each.
    expect((await everyone.locator(".finder-result__role").allTextContents()).sort()).toEqual(
      [
        "Managing Partner",
        "Chief Investment Officer",
        "Chief Governance Officer",
        "Global Managing Partner",
        "Chief of Investor Representation",
        "Head of Research & Development",
        "Due Diligence Coordinator",
      ].sort(),
    );
    const yusuf = everyone.filter({ hasText: "Yusuf Al-Mansoori" });
    await expect(yusuf).toContainText("Global Managing Partner");
    await expect(yusuf).toContainText("Multi-sectoral · Global · All stages");
  });

  test("searches from the address: kept on reload, with the ebook a lead came for", async ({
    page,
  }) => {
    await gotoHydrated(page, "/thank-you?ebook=before-you-build");
    const results = await search(page, { sector: "HealthTech", region: "Middle East" });
    await expect(results.first()).toBeVisible();
    await expect(page).toHaveURL(/ebook=before-you-build/);
    await expect(page).toHaveURL(/sector=HealthTech&region=Middle\+East&stage=$/);
    const found = await namesOf(page);
    expect(found.length).toBeGreaterThanOrEqual(5);
    await page.reload();
    await expect.poll(() => namesOf(page)).toEqual(found);
    await expect(page.getByLabel("Sector")).toHaveValue("HealthTech");
    await expect(page.getByLabel("Region")).toHaveValue("Middle East");
    await expect(page.getByRole("heading", { name: "Download your ebook" })).toBeVisible();
  });

  test.describe("without the page's scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("lists the members for the filters chosen", async ({ page }) => {
      await page.goto("/thank-you");
      const found = await search(page, { sector: "BioTech", region: "Europe", stage: "Seed" });
      await expect(found).toHaveCount(5);
      await expect(page.getByText("team members to talk to.")).toHaveText(
        "5 team members to talk to.",
      );
      const names = await namesOf(page);
      expect(new Set(names.slice(0, 2))).toEqual(new Set(["Daniel Okafor", "Yusuf Al-Mansoori"]));
      expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    });
  });

  test("lists the same people in the same order for the same filters", async ({ page }) => {
    const filters = { sector: "FinTech", region: "India", stage: "" };
    await gotoHydrated(page, "/thank-you");
    const results = await search(page, filters);
    await expect(results.first()).toBeVisible();
    const first = await namesOf(page);
    // The list follows the address as the page renders it: read until it has.
    await search(page, { stage: "Growth" });
    await expect.poll(() => namesOf(page)).not.toEqual(first);
    await search(page, filters);
    await expect.poll(() => namesOf(page)).toEqual(first);
    await gotoHydrated(page, "/thank-you");
    await search(page, filters);
    await expect.poll(() => namesOf(page)).toEqual(first);
    expect(first.length).toBeGreaterThanOrEqual(5);
    expect(first.length).toBeLessThanOrEqual(8);
  });
});

test.describe("founder tools pages", () => {
  const prepare: Record<string, (page: Page) => Promise<void>> = {
    "/valuation-calculator": async (page) => {
      await page.getByLabel("Investment amount").fill("1,00,00,000");
      await page.getByLabel("Equity offered (%)").fill("12.5%");
      await page.getByRole("button", { name: "Explain" }).click();
    },
    "/timer": async (page) => {
      await page.getByRole("button", { name: "Start" }).click();
    },
    "/thank-you": async (page) => {
      await page.getByRole("button", { name: "Search" }).click();
    },
  };

  for (const [path, fill] of Object.entries(prepare)) {
    test(`${path} passes axe and does not scroll sideways at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await gotoHydrated(page, path);
      await fill(page);
      expect(await axeViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
