import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { aHandbookLead } from "../api/test/factories";
import { applyPaidInTestMode, openRecordTab, signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, test } from "./fixtures";
import { E2E_ADMIN } from "./seed-data";

/** Applies as a founder does in test mode; answers the application's id. */
const apply = async (request: APIRequestContext, startupName: string) =>
  (await applyPaidInTestMode(request, startupName))._id;

/** A word only this test's applications hold, so its search shows them alone. */
const tagOf = (label: string) => unique(label).replace(" ", "");

const column = (page: Page, status: string) =>
  page.getByRole("region", { name: new RegExp(`^${status} \\d+ applications$`) });
const card = (page: Page, startupName: string) =>
  page.getByRole("listitem").filter({ hasText: startupName });

test.describe("the applications board", () => {
  test("an admin moves cards by the keyboard's Move to menu and by drag and drop", async ({
    page,
    request,
  }) => {
    const tag = tagOf("Board");
    const keyboard = `${tag} Keys`;
    const dragged = `${tag} Drag`;
    await apply(request, keyboard);
    const draggedId = await apply(request, dragged);
    const token = await signIn(page, request);
    await page.goto(`/admin-dashboard/applications?layout=board&q=${tag}`);

    await expect(page.getByRole("button", { name: "Board", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(column(page, "Pending").getByRole("listitem")).toHaveCount(2);
    await expect(column(page, "Pending")).toHaveAccessibleName("Pending 2 applications");
    for (const status of ["Scheduled", "In Discussion", "Resolved"]) {
      await expect(column(page, status)).toContainText("No applications.");
    }
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard: the Move to menu opens on its first choice; the arrows move; Enter picks.
    const moveButton = card(page, keyboard).getByRole("button", { name: /^Move to/ });
    await moveButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Scheduled" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "In Discussion" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Enter");

    // Scheduled asks for a date and time first, as the status select does.
    const dialog = page.getByRole("dialog", { name: `Move ${keyboard} to Scheduled` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();
    const when = dialog.getByRole("group", { name: "Schedule for" });
    await expect(when).toHaveAccessibleDescription("Choose a date and time.");
    expect(await axeViolations(page)).toEqual([]);
    await when.getByLabel("Date", { exact: true }).fill("10/12/2026");
    await when.getByLabel("Time", { exact: true }).fill("10:30");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(card(page, keyboard)).toHaveCount(1);
    await expect(column(page, "Scheduled").getByRole("listitem")).toHaveCount(1);
    await expect(column(page, "Scheduled")).toContainText(keyboard);
    await expect(column(page, "Scheduled")).toContainText(/Scheduled for 10\/12\/2026 10:30 \w+/);
    await expect(column(page, "Pending").getByRole("listitem")).toHaveCount(1);
    await expect(card(page, keyboard).getByRole("button", { name: /^Move to/ })).toBeFocused();

    // Drag and drop: the card goes to In Discussion, through the same status change.
    await card(page, dragged).dragTo(column(page, "In Discussion"));
    await expect(column(page, "In Discussion").getByRole("listitem")).toHaveCount(1);
    await expect(column(page, "In Discussion")).toContainText(dragged);
    await expect(column(page, "Pending")).toContainText("No applications.");

    // Saved on the server, with the audit trail of a status change.
    await page.reload();
    await expect(column(page, "Scheduled")).toContainText(keyboard);
    await expect(column(page, "In Discussion")).toContainText(dragged);
    const details = await (
      await request.get(`/api/admin/applications/${draggedId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(details.audit).toEqual([expect.objectContaining({ detail: "In Discussion" })]);
  });
});

test.describe("bulk actions", () => {
  test("an admin changes the status of three applications at once, undoes it, and the history says so", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 409/);
    const tag = tagOf("Bulk");
    for (const name of ["One", "Two", "Three"]) await apply(request, `${tag} ${name}`);
    const token = await signIn(page, request);
    await page.goto(`/admin-dashboard/applications?q=${tag}`);
    const bulk = page.getByRole("region", { name: "Select applications" });
    await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(3);
    await expect(bulk.getByRole("status")).toHaveText("No applications selected.");
    const statuses = page.getByRole("combobox", { name: new RegExp(`^Status of ${tag}`) });

    // The bulk bar shows once a row is picked; it then offers every record matching the filter.
    await page.getByRole("checkbox", { name: `Select ${tag} One` }).check();
    await bulk.getByRole("button", { name: "Select all 3 matching this filter" }).click();
    await expect(bulk.getByRole("status")).toHaveText(
      "All 3 applications matching this filter are selected.",
    );
    await bulk.getByLabel("New status").selectOption("In Discussion");
    // It can be undone, so it is done at once: no "are you sure".
    await bulk.getByRole("button", { name: "Change status" }).click();
    const done = page.getByRole("status").filter({ hasText: "3 records set to In Discussion." });
    await expect(done).toBeVisible();
    for (const status of await statuses.all()) await expect(status).toHaveValue("In Discussion");
    expect(await axeViolations(page)).toEqual([]);

    await done.getByRole("button", { name: "Undo" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Undone: 3 records are as before." }),
    ).toBeVisible();
    for (const status of await statuses.all()) await expect(status).toHaveValue("Pending");
    const list = await (
      await request.get(`/api/admin/applications?q=${encodeURIComponent(tag)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    for (const { _id } of list.items) {
      const details = await (
        await request.get(`/api/admin/applications/${_id}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      expect(details.application.status).toBe("Pending");
      expect(details.audit.map((event: { detail: string }) => event.detail)).toEqual([
        "In Discussion",
        "Undone: back to Pending",
      ]);
    }
    // The history in the record says it too.
    await page.getByRole("link", { name: `${tag} One` }).click();
    const record = page.getByRole("region", { name: "Open record" });
    await openRecordTab(record, "History");
    await expect(record.getByRole("tabpanel", { name: "History" })).toContainText(
      `${E2E_ADMIN.name}: Undone: back to Pending`,
    );
    await record.getByRole("link", { name: "Back to applications" }).click();

    // A fourth application starts matching before the change: the server refuses, nothing changes.
    await page.getByRole("checkbox", { name: `Select ${tag} One` }).check();
    await bulk.getByRole("button", { name: "Select all 3 matching this filter" }).click();
    // The three are confirmed before the fourth arrives (else the selection already holds four).
    await expect(bulk.getByRole("status")).toHaveText(
      "All 3 applications matching this filter are selected.",
    );
    await apply(request, `${tag} Four`);
    await bulk.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "The filter now matches 4 records, not the 3 you confirmed. Nothing was changed; check the selection and try again.",
    );
    await expect(bulk.getByRole("status")).toHaveText("No applications selected.");
    await page.reload();
    await expect(statuses).toHaveCount(4);
    for (const status of await statuses.all()) await expect(status).toHaveValue("Pending");
  });

  test("an admin picks rows by keyboard and exports just those as CSV", async ({
    page,
    request,
  }) => {
    const tag = tagOf("Rows");
    for (const name of ["Alpha", "Beta", "Gamma"]) await apply(request, `${tag} ${name}`);
    await signIn(page, request);
    await page.goto(`/admin-dashboard/applications?q=${tag}`);
    const bulk = page.getByRole("region", { name: "Select applications" });
    await page.getByRole("checkbox", { name: `Select ${tag} Alpha` }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("checkbox", { name: `Select ${tag} Gamma` }).check();
    await expect(bulk.getByRole("status")).toHaveText("2 applications selected.");
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await bulk.getByRole("button", { name: "Export selected as CSV" }).click();
    const csv = await readFile((await (await download).path()) as string, "utf8");
    const rows = csv.trim().split("\r\n");
    expect(rows[0]).toMatch(/^Received,Startup,Founder,E-mail,/);
    expect(
      rows
        .slice(1)
        .map((row) => row.split(",")[1])
        .sort(),
    ).toEqual([`${tag} Alpha`, `${tag} Gamma`]);
  });
});

test.describe("saved views", () => {
  test("an admin saves a list's search, sort and columns as a view and reopens it", async ({
    page,
    request,
  }) => {
    const tag = tagOf("Views");
    for (const name of ["Older", "Newer"]) {
      const lead = await request.post("/api/leads", {
        data: aHandbookLead({ name: `${tag} ${name}` }),
      });
      expect(lead.status()).toBe(201);
    }
    await signIn(page, request);
    await page.goto(`/admin-dashboard/pitch-leads?q=${tag}&sort=oldest`);
    const table = page.getByRole("group", { name: "Pitch leads table" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await page.getByRole("button", { name: "Columns" }).click();
    // The choice lives in the URL: the box follows once the list has its new address.
    await page.getByRole("checkbox", { name: "Role" }).click();
    await expect(page.getByRole("checkbox", { name: "Role" })).not.toBeChecked();
    await expect(table.getByRole("columnheader", { name: "Role" })).toHaveCount(0);

    await page.getByRole("button", { name: "Views" }).click();
    await expect(page.getByText("No saved views of pitch leads yet.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save view" }).click();
    await expect(page.getByLabel("View name")).toHaveAccessibleDescription(
      "Keeps the search, status filter, sort and columns shown now. Name the view.",
    );
    await expect(page.getByLabel("View name")).toBeFocused();
    await page.getByLabel("View name").fill(`${tag} oldest`);
    await page.getByRole("checkbox", { name: "Share with the team" }).check();
    await page.getByRole("button", { name: "Save view" }).click();
    const saved = page.getByRole("listitem").filter({ hasText: `${tag} oldest` });
    await expect(saved).toContainText("Shared");
    // Saved: the form is empty for the next view.
    await expect(page.getByLabel("View name")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Share with the team" })).not.toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    // A clean list, then the view: the search, sort and columns come back.
    await page.goto("/admin-dashboard/pitch-leads");
    await page.getByRole("button", { name: "Views" }).click();
    await page.getByRole("button", { name: `${tag} oldest`, exact: true }).click();
    await expect(page.getByRole("searchbox", { name: "Search pitch leads" })).toHaveValue(tag);
    await expect(page.getByLabel("Sort")).toHaveValue("oldest");
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("row").nth(1)).toContainText(`${tag} Older`);
    await expect(table.getByRole("columnheader", { name: "Role" })).toHaveCount(0);

    // Rename, then delete, one's own view.
    await page.getByRole("button", { name: "Views" }).click();
    await page.getByRole("button", { name: `Rename ${tag} oldest` }).click();
    await page.getByLabel(`New name of ${tag} oldest`).fill(`${tag} first in`);
    await page.getByLabel(`New name of ${tag} oldest`).fill(" ");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByLabel(`New name of ${tag} oldest`)).toHaveAccessibleDescription(
      "Name the view.",
    );
    await page.getByLabel(`New name of ${tag} oldest`).fill(`${tag} first in`);
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("button", { name: `${tag} first in`, exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Delete ${tag} first in` }).click();
    await expect(page.getByRole("button", { name: `${tag} first in`, exact: true })).toHaveCount(0);
  });
});
