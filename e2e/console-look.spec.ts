import type { Page } from "@playwright/test";
import { ASSIGNMENTS_PATH, CONSOLE_TABS, tabPath } from "../web/console-tabs";
import { applyPaidInTestMode, signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, test } from "./fixtures";

// The console's look (docs/product.md, section 5): nothing cut or hidden at common widths, keys
// that are never lost, a palette that keeps the list, and axe on every screen.

/**
 * What is wrong with the screen as it is: a table wider than its frame, a page wider than the
 * window, a control cut by its cell or frame, a row's "…" menu off screen.
 */
function problems(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`page ${document.documentElement.scrollWidth} px wide at ${width}`);
    }
    for (const frame of document.querySelectorAll<HTMLElement>("main .table-wrap")) {
      const table = frame.querySelector("table");
      const label = frame.getAttribute("aria-label");
      if (table && table.scrollWidth > frame.clientWidth + 1) {
        found.push(`${label}: table ${table.scrollWidth} px in a ${frame.clientWidth} px frame`);
      }
      const box = frame.getBoundingClientRect();
      for (const control of frame.querySelectorAll<HTMLElement>("button, select, input")) {
        const own = control.getBoundingClientRect();
        if (own.width === 0) continue;
        const cell = control.closest("td, th")?.getBoundingClientRect();
        const name = control.getAttribute("aria-label") ?? control.textContent?.trim();
        const outside = (outer: DOMRect) =>
          own.left < outer.left - 1 || own.right > outer.right + 1;
        if (outside(box)) found.push(`${label}: "${name}" outside its frame`);
        else if (cell && outside(cell)) found.push(`${label}: "${name}" cut by its cell`);
        if (own.right > width || own.left < 0) found.push(`${label}: "${name}" off screen`);
      }
    }
    return found;
  });
}

/** Every list tab of the console, checked at one width with and without a record open. */
async function checkEveryTab(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const found: string[] = [];
  for (const tab of CONSOLE_TABS) {
    await page.goto(tabPath(tab.path));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    found.push(...(await problems(page)).map((problem) => `${tab.path} at ${width}: ${problem}`));
    const first = page.locator("main a[data-record]").first();
    if ("record" in tab && (await first.count()) > 0) {
      await first.click();
      await expect(page.getByRole("region", { name: "Open record" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      found.push(
        ...(await problems(page)).map((problem) => `${tab.path} open at ${width}: ${problem}`),
      );
    }
  }
  return found;
}

test.describe("nothing cut, nothing hidden", () => {
  test.beforeAll(async ({ request }) => {
    // The widest a row gets: a long name, Scheduled with its zone, a contact with a long address.
    const long = unique("Wahat Housing Cooperative for Very Long Startup Names");
    const { _id } = await applyPaidInTestMode(request, long);
    const login = await request.post("/api/admin/login", {
      data: { username: "e2e-admin", password: "e2e admin password 2026" },
    });
    const { token } = await login.json();
    await request.patch("/api/apply/update-status", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        applicationId: _id,
        status: "Scheduled",
        scheduleDateTime: "2026-12-16T11:00:00.000Z",
      },
    });
    await request.post("/api/contact", {
      data: {
        name: "Maryam Al Suwaidi Abdulrahman",
        email: "maryam.al.suwaidi.abdulrahman@a-rather-long-company-domain.example",
        reason: "Media",
        description: "A long enough question about the fund's thesis.",
      },
    });
  });

  for (const width of [1024, 1280, 1440, 1920]) {
    test(`at ${width} px no table is wider than its frame and no control is cut, with a record open or not`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, request);
      expect(await checkEveryTab(page, width)).toEqual([]);
    });
  }
});

test("at 1280 × 800 the chrome above the first row is at most 140 px and 18 whole rows show", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin-dashboard/applications");
  // Twenty rows to measure, made only as far as the list lacks them: the list shows 50 a page,
  // and later journeys look for the seeded applications on its first page.
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeAttached();
  const listed = await page.locator("main tbody tr").count();
  for (let index = listed; index < 20; index += 1) {
    await applyPaidInTestMode(request, unique(`Above ${index}`));
  }
  await page.reload();
  await expect(page.getByRole("table").getByRole("row").nth(19)).toBeAttached();
  const figures = await page.evaluate(() => {
    const rows = [...document.querySelectorAll("main tbody tr")];
    // The test-mode banner is the e2e server's; in production there is none.
    const banner =
      document.querySelector(".admin-test-banner")?.getBoundingClientRect().height ?? 0;
    return {
      chrome: (rows[0]?.getBoundingClientRect().top ?? 0) - banner,
      whole: rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight - banner)
        .length,
    };
  });
  expect(figures.chrome).toBeLessThanOrEqual(140);
  expect(figures.whole).toBeGreaterThanOrEqual(18);
  // Nothing picked: no bulk bar line over the rows.
  await expect(page.locator(".bulk-bar")).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Select this page" }).check();
  await expect(page.getByRole("region", { name: "Select applications" })).toBeVisible();
});

test("a row's status is a chip whose choices open from the keyboard row with s", async ({
  page,
  request,
}) => {
  const name = unique("Chip Co");
  await applyPaidInTestMode(request, name);
  await signIn(page, request);
  await page.goto(`/admin-dashboard/applications?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  const chip = row.getByRole("combobox", { name: `Status of ${name}` });
  await expect(chip).toHaveValue("Pending");
  // A chip, not a field: no border, the status's colour.
  await expect(chip).toHaveCSS("border-top-width", "0px");
  await expect(chip).toHaveClass(/status--pending/);
  await page.keyboard.press("j");
  await expect(row.getByRole("link", { name })).toBeFocused();
  await page.keyboard.press("s");
  // Its choices are open (the chip's popover), and Escape closes them, the focus kept.
  await expect.poll(() => chip.evaluate((select) => select.matches(":open"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(() => chip.evaluate((select) => select.matches(":open"))).toBe(false);
  await expect(chip).toBeFocused();
  await expect(chip).toHaveValue("Pending");
});

test("a key typed as the next application appears in the review queue is not lost", async ({
  page,
  request,
}) => {
  for (let index = 0; index < 2; index += 1) await applyPaidInTestMode(request, unique("Ahead"));
  await signIn(page, request);
  await page.goto("/admin-dashboard/review-queue");
  await page.getByRole("button", { name: "Review next" }).click();
  const form = page.getByRole("form", { name: "Evaluation" });
  const firstScore = form.getByRole("group").first().getByRole("radio").first();
  await expect(firstScore).toBeFocused();
  const before = await page.locator("#queued-startup").textContent();
  // The reviewer types 4 at the very moment the next application's form is in the page (a
  // mutation observer's callback runs right after React's commit, before any paint).
  await page.evaluate(() => {
    const old = document.querySelector("form.scorecard");
    const observer = new MutationObserver(() => {
      const form = document.querySelector("form.scorecard");
      if (!form || form === old) return;
      observer.disconnect();
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(
        new KeyboardEvent("keydown", { key: "4", bubbles: true, cancelable: true }),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.press("s");
  await expect(page.locator("#queued-startup")).not.toHaveText(before ?? "");
  await expect(form.getByRole("group").first().getByRole("radio", { name: "4" })).toBeChecked();
});

test("opening a record from the palette keeps the list as it was, and j/k still move", async ({
  page,
  request,
}) => {
  const tag = unique("Paletted");
  const names: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    names.push(`${tag} ${index}`);
    await applyPaidInTestMode(request, `${tag} ${index}`);
  }
  await signIn(page, request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin-dashboard/applications?q=${encodeURIComponent(tag)}`);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(5);
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  const target = names[1] ?? "";
  await palette.getByRole("combobox").fill(target);
  await palette.getByRole("option", { name: new RegExp(target) }).click();
  const record = page.getByRole("region", { name: "Open record" });
  await expect(record.getByRole("heading", { level: 2 })).toContainText(target);
  // The list's own search stays: all four rows, the palette's words not its filter.
  expect(new URL(page.url()).searchParams.get("q")).toBe(tag);
  await expect(rows).toHaveCount(5);
  await expect(page.getByRole("searchbox", { name: "Search applications" })).toHaveValue(tag);
  // Newest first: j moves to the one applied before it.
  await page.keyboard.press("j");
  await expect(record.getByRole("heading", { level: 2 })).toContainText(names[0] ?? "");
  await page.keyboard.press("k");
  await expect(record.getByRole("heading", { level: 2 })).toContainText(target);
});

test("axe finds nothing on any console screen at 1280 px, the menu collapsed or not", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { _id } = await applyPaidInTestMode(request, unique("Axe Co"));
  await signIn(page, request);
  await page.setViewportSize({ width: 1280, height: 800 });
  const screens = [
    ...CONSOLE_TABS.map((tab) => tabPath(tab.path)),
    `${tabPath("applications")}?layout=board`,
    `${tabPath("applications")}/${_id}`,
    ASSIGNMENTS_PATH,
    "/admin-account",
  ];
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole("heading").first()).toBeVisible();
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect({ screen, violations: await axeViolations(page) }).toEqual({ screen, violations: [] });
  }
  await page.goto(tabPath("applications"));
  await page.getByRole("button", { name: "Collapse the menu" }).click();
  const menu = page.getByRole("navigation", { name: "Operations" });
  await expect(menu.getByRole("link", { name: "Applications", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await menu.getByRole("link", { name: "Review queue" }).focus();
  await expect(menu.getByText("Review queue")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a record's tabs stay whole on one line; those that leave it are under Other tabs", async ({
  page,
  request,
}) => {
  const { _id } = await applyPaidInTestMode(request, unique("Tabs Co"));
  await signIn(page, request);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`${tabPath("applications")}/${_id}`);
  const record = page.getByRole("region", { name: "Open record" });
  const tabs = record.getByRole("tablist", { name: /parts of the application$/ });
  await expect(tabs.getByRole("tab", { name: "Answers and scorecard" })).toBeVisible();
  // Every tab on the line lies wholly inside it, on one row; the others are in the menu.
  const line = await tabs.evaluate((list) => {
    const box = list.getBoundingClientRect();
    const shown = [...list.querySelectorAll<HTMLElement>("[role=tab]")].filter(
      (tab) => tab.getClientRects().length > 0,
    );
    return {
      shown: shown.map((tab) => tab.textContent),
      whole: shown.every((tab) => {
        const rect = tab.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1;
      }),
      rows: new Set(shown.map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
    };
  });
  expect(line.whole).toBe(true);
  expect(line.rows).toBe(1);
  const all = await tabs.getByRole("tab", { includeHidden: true }).allTextContents();
  const left = all.filter((label) => !line.shown.includes(label));
  expect(left.length).toBeGreaterThan(0);
  await record.getByRole("button", { name: "Other tabs" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(left);
  // Chosen from the menu, a tab comes onto the line, selected, its panel shown.
  const chosen = left.at(-1) ?? "";
  await page.getByRole("menuitem", { name: chosen }).click();
  await expect(tabs.getByRole("tab", { name: chosen })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: chosen })).toHaveAttribute("aria-selected", "true");
  await expect(tabs.getByRole("tab", { name: chosen })).toBeFocused();
  await expect(record.getByRole("tabpanel", { name: chosen })).toBeVisible();
});
