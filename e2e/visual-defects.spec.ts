import type { Page } from "@playwright/test";
import { CONSOLE_TABS, tabPath } from "../web/console-tabs";
import { applyPaidInTestMode, signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

// Visual defects once found that a test can see: each would fail again if it came back.

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("the console on a 375-px phone", () => {
  test.beforeEach(async ({ page, request }) => {
    // Long addresses: the widest content a list holds.
    for (const [path, data] of [
      [
        "/api/newsletter/subscribe",
        { email: "a.reader.with.a.rather.long.address@example-mailbox.com" },
      ],
      [
        "/api/leads",
        {
          name: "Ananya Kapoor",
          email: "ananya.kapoor@a-long-startup-name.example",
          startup: "Kirana Cloud Logistics",
          stage: "MVP Built",
          location: "Bengaluru",
          investment: 2_500_000,
          hours: 6,
        },
      ],
      [
        "/api/leads",
        {
          name: "Rohan Iyer",
          email: "rohan.iyer@a-long-domain.example",
          role: "Entrepreneur",
          location: "Karnataka",
        },
      ],
    ] as const) {
      expect((await request.post(path, { data })).ok()).toBe(true);
    }
    await signIn(page, request);
    await page.setViewportSize({ width: 375, height: 800 });
  });

  for (const tab of CONSOLE_TABS) {
    test(`${tab.label} does not scroll sideways and passes axe (landmarks named once)`, async ({
      page,
    }) => {
      await page.goto(tabPath(tab.path));
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // The menu is one row on a phone: the tab's heading is on the first screen, its link in view.
      const heading = await page
        .getByRole("main")
        .getByRole("heading", { level: 2 })
        .first()
        .boundingBox();
      expect(heading?.y).toBeLessThan(800);
      const link = await page
        .getByRole("navigation", { name: "Operations" })
        .getByRole("link", { name: tab.label, exact: true })
        .boundingBox();
      expect(link?.x).toBeGreaterThanOrEqual(0);
      expect((link?.x ?? 0) + (link?.width ?? 0)).toBeLessThanOrEqual(375);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("a table's rows stack on a phone, each value under its column's name, nothing cut off", async ({
    page,
  }) => {
    for (const [path, name] of [
      ["/admin-dashboard/staff", "Staff and invitations table"],
      ["/admin-dashboard/consultancy-leads", "Consultancy leads table"],
    ] as const) {
      await page.goto(path);
      const frame = page.getByRole("group", { name });
      await expect(frame.getByRole("row").nth(1)).toBeVisible();
      const { scrollWidth, clientWidth } = await frame.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
    // The Staff table's actions are on screen, whole.
    const deactivate = page
      .getByRole("group", { name: "Staff and invitations table" })
      .getByRole("button", { name: /^Deactivate/ })
      .first();
    await page.goto("/admin-dashboard/staff");
    const box = await deactivate.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  });
});

test("at 1280 px the consultancy leads' dates stay on one line", async ({ page, request }) => {
  await signIn(page, request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin-dashboard/consultancy-leads");
  const received = page
    .getByRole("group", { name: "Consultancy leads table" })
    .locator("td:last-child");
  await expect(received.first()).toBeVisible();
  for (const cell of await received.all()) {
    // The distinct tops of the text's line boxes: one line, one top.
    const lines = await cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  }
});

test("an application's row keeps its status in one column; Report is in the row's menu once resolved", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // Oldest first: the seeded applications, whatever the journeys before this one have added.
  await page.goto("/admin-dashboard/applications?sort=oldest");
  // Falcon Freight is seeded Resolved (it has a report); Souq Ledger is Pending.
  const selectOf = (name: string) =>
    page.getByRole("combobox", { name: `Status of ${name}` }).boundingBox();
  const resolved = await selectOf("Falcon Freight");
  const pending = await selectOf("Souq Ledger");
  expect(resolved?.x).toBe(pending?.x);
  await page.getByRole("button", { name: "Actions for Falcon Freight" }).click();
  await expect(page.getByRole("menuitem", { name: "Report" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Actions for Falcon Freight" })).toBeFocused();
  await page.getByRole("button", { name: "Actions for Souq Ledger" }).click();
  await expect(page.getByRole("menu", { name: "Actions for Souq Ledger" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Report" })).toHaveCount(0);
});

test.describe("the public pages", () => {
  test("/build-with-nakhla-india draws the failure causes in proportion and shows every label whole", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/build-with-nakhla-india");
    const rows = page
      .getByRole("table", { name: "Why the startups we review fail" })
      .getByRole("row");
    const bars: { percent: number; width: number }[] = [];
    for (const row of (await rows.all()).slice(1)) {
      const percent = Number.parseFloat((await row.getByRole("cell").innerText()).trim());
      const width = await row
        .locator(".bar-chart__bar")
        .evaluate((bar) => bar.getBoundingClientRect().width);
      bars.push({ percent, width });
    }
    // docs/product.md, section 9.4: 42, 29, 23 and 6 percent.
    expect(bars.map(({ percent }) => percent)).toEqual([42, 29, 23, 6]);
    const [largest] = bars;
    for (const bar of bars) {
      expect(bar.width / (largest?.width ?? 1)).toBeCloseTo(
        bar.percent / (largest?.percent ?? 1),
        1,
      );
    }
    // No label of the sector bar is cut: each part's text fits its part.
    const clipped = await page
      .locator(".stacked__part")
      .evaluateAll((parts) => parts.filter((part) => part.scrollWidth > part.clientWidth).length);
    expect(clipped).toBe(0);
  });

  test("the home hero's palm sits whole on a 375-px phone, clear of the text", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/");
    const palm = await page.locator(".hero__art").boundingBox();
    expect(palm).not.toBeNull();
    if (!palm) return;
    expect(palm.x).toBeGreaterThanOrEqual(0);
    expect(palm.x + palm.width).toBeLessThanOrEqual(375);
    const hero = page.locator(".hero");
    for (const text of [
      hero.getByRole("heading", { level: 1 }),
      hero.locator(".hero__statement"),
      hero.getByRole("link", { name: "Apply For Funding", exact: true }),
      hero.getByRole("link", { name: "How we invest", exact: true }),
    ]) {
      const box = await text.boundingBox();
      if (!box) throw new Error("hero text not shown");
      const overlaps =
        box.x < palm.x + palm.width &&
        palm.x < box.x + box.width &&
        box.y < palm.y + palm.height &&
        palm.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
  });

  test("/about shows every member on the same card, with a visible cue where a profile exists", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    const cards = page.locator(".member");
    await expect(cards).toHaveCount(13);
    const nameColours = await cards
      .locator(".member__name")
      .evaluateAll((names) =>
        names.map((name) => getComputedStyle(name.querySelector("a") ?? name).color),
      );
    expect(new Set(nameColours).size).toBe(1);
    // The five with a profile page: linked, and saying so.
    await expect(cards.filter({ has: page.getByRole("link") })).toHaveCount(5);
    await expect(cards.filter({ hasText: "Profile →" })).toHaveCount(5);
  });
});

test("at 1280 × 800 the applications list shows at least 15 whole records above the fold", async ({
  page,
  request,
}) => {
  for (let index = 0; index < 16; index += 1) {
    await applyPaidInTestMode(request, unique(`Fold ${index}`));
  }
  await signIn(page, request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin-dashboard/applications");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(16)).toBeAttached();
  const whole = await page.evaluate(
    () =>
      [...document.querySelectorAll("table tbody tr")].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
  expect(whole).toBeGreaterThanOrEqual(15);
});

test("on a 375 × 812 phone the console's chrome (banner, header, tabs) takes at most 15% of the screen", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin-dashboard/applications");
  const tabs = page.getByRole("navigation", { name: "Operations" });
  await expect(tabs).toBeVisible();
  const box = await tabs.boundingBox();
  expect((box?.y ?? 812) + (box?.height ?? 0)).toBeLessThanOrEqual(812 * 0.15);
});
