import { signIn } from "./admin-fixtures";
import { axeViolations, expect, test } from "./fixtures";
import { E2E_REVIEWER } from "./seed-data";

// Each console tab is a screen of its own, at its own address (docs/decisions/037-console-routes.md).

/** The menu's tabs, each with the title its browser tab shows and the heading on the screen. */
const TABS = [
  ["contacts", "Contacts", "Contacts"],
  ["subscribers", "Subscribers", "Subscribers"],
  ["applications", "Applications", "Applications"],
  ["review-queue", "Review queue", "Review queue"],
  ["scorecard-weights", "Scorecard weights", "Scorecard weights"],
  ["pitch-leads", "Pitch leads", "Pitch leads"],
  ["consultancy-leads", "Consultancy leads", "Consultancy leads"],
  ["consultancy-requests", "Consultancy requests", "Consultancy requests"],
  ["funding-interest", "Funding interest", "Funding interest"],
  ["events-cohorts", "Events and cohorts", "Events"],
  ["background-work", "Failed jobs and mail", "Failed jobs"],
  ["staff", "Staff", "Staff"],
  ["mail-templates", "Decision e-mails", "Decision e-mails"],
  ["drafts", "Unfinished applications", "Unfinished applications"],
  ["insights", "Insights", "Insights"],
] as const;

test("every tab has its own address and title, and its menu link is the current page", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  for (const [path, label, heading] of TABS) {
    await page.goto(`/admin-dashboard/${path}`);
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${label} · Admin Dashboard | Nakhla Ventures`);
    await expect(
      page
        .getByRole("navigation", { name: "Operations" })
        .getByRole("link", { name: label, exact: true }),
    ).toHaveAttribute("aria-current", "page");
  }
  await page.goto("/admin-dashboard/assignments");
  await expect(page.getByRole("heading", { name: "Assignments", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Assignments · Admin Dashboard | Nakhla Ventures");
  await page.goto("/admin-account");
  await expect(page).toHaveTitle("Your account | Nakhla Ventures");
});

test("the one-screen console's addresses lead to the same tab, record and search", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto("/admin-dashboard?view=operations&tab=lead-pitch&q=Rao&sort=oldest");
  await expect(page).toHaveURL(/\/admin-dashboard\/pitch-leads\?q=Rao&sort=oldest$/);
  await expect(page.getByRole("heading", { name: "Pitch leads" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search pitch leads" })).toHaveValue("Rao");

  await page.goto("/admin-dashboard?view=assignments");
  await expect(page).toHaveURL(/\/admin-dashboard\/assignments$/);
  await expect(page.getByRole("heading", { name: "Tasks" })).toBeVisible();

  // A record that was open stays open, at its own address beside its list.
  await page.goto("/admin-dashboard/applications?q=ColdLine");
  const row = page.getByRole("row").filter({ hasText: "ColdLine" });
  await row.getByRole("link", { name: "ColdLine" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/applications\/[\da-f-]{36}\?q=ColdLine$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  await page.goto(`/admin-dashboard?view=operations&tab=applications&q=ColdLine&open=${id}`);
  await expect(page).toHaveURL(`/admin-dashboard/applications/${id}?q=ColdLine`);
  const record = page.getByRole("region", { name: "Open record" });
  await expect(record.getByRole("heading", { name: "ColdLine" })).toBeVisible();
  await expect(row.getByRole("link", { name: "ColdLine" })).toHaveAttribute("aria-current", "page");
  // The back link closes it: the list's own address again.
  await record.getByRole("link", { name: "Back to applications" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/applications\?q=ColdLine$/);
  await expect(page.getByRole("region", { name: "Open record" })).toHaveCount(0);
});

test("a reviewer who types an admin tab's address is told it is not for their role", async ({
  page,
  request,
}) => {
  await signIn(page, request, E2E_REVIEWER);
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL(/\/admin-dashboard\/applications$/);
  for (const path of ["/admin-dashboard/staff", "/admin-dashboard/contacts/any-contact"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Not for your role" })).toBeVisible();
    await expect(page).toHaveTitle("Not for your role · Admin Dashboard | Nakhla Ventures");
    await expect(page.getByRole("alert")).toHaveText(
      /is for admins\. As a reviewer you read, score and comment on applications, and read Insights\./,
    );
    // The reviewer's own menu stays, and a link back to their first tab.
    const menu = page.getByRole("navigation", { name: "Operations" });
    await expect(menu.getByRole("link")).toHaveText(["Applications", "Review queue", "Insights"]);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByRole("link", { name: "Open Applications" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/applications$/);
  await page.goto("/admin-dashboard/assignments");
  await expect(page.getByRole("heading", { name: "Not for your role" })).toBeVisible();
});

test("an address under the console that names no tab says so inside the console", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto("/admin-dashboard/no-such-tab");
  await expect(page.getByRole("heading", { name: "No such tab" })).toBeVisible();
  await expect(page).toHaveTitle("No such tab · Admin Dashboard | Nakhla Ventures");
  await page.getByRole("link", { name: "Open your first tab" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/contacts$/);
});
