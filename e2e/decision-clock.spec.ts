import { applyPaidInTestMode, signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, shoot, test } from "./fixtures";
import { OVERDUE_APPLICATION } from "./seed-data";

// The decision clock (docs/product.md, section 5.12): business days since a paid application's
// payment in the list, its record and the review queue; its target on the Business days tab; and
// the two scorecards its decision mail waits for.

test("an admin reads the clocks in the list, sorts by the longest waiting, and cannot send a decision before two scorecards", async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The refused decision mail: the server's 409, said in a toast.
  allowConsoleErrors(/status of 409/);
  const startup = unique("Clockwork Dates");
  await applyPaidInTestMode(request, startup);
  await signIn(page, request);

  // The seeded application paid 40 days ago is overdue, and waits longest.
  await page.goto("/admin-dashboard/applications?sort=waiting");
  const table = page.getByRole("group", { name: "Applications table" }).getByRole("table");
  await expect(
    table.getByRole("columnheader", { name: "Business days to decision" }),
  ).toBeVisible();
  const first = table.getByRole("row").nth(1);
  await expect(first).toContainText(OVERDUE_APPLICATION);
  await expect(first).toContainText(/\d+ of 10 days\s*Overdue/);
  await expect(page.getByLabel("Sort")).toHaveValue("waiting");

  // A fresh one: paid today, nothing counted yet.
  await page.goto(`/admin-dashboard/applications?q=${encodeURIComponent(startup)}`);
  const row = table.getByRole("row").filter({ hasText: startup });
  await expect(row).toContainText("0 of 10 days");
  await expect(row).not.toContainText("Overdue");
  await row.getByRole("link", { name: startup }).click();
  const card = page.getByRole("region", { name: "Open record" });
  await expect(card.getByText("Decision clock:")).toBeVisible();
  await expect(card.locator(".decision-clock")).toContainText(
    /0 business days since the payment on \d\d\/\d\d\/\d{4} \d\d:\d\d \(target 10\) · Received for 0 business days/,
  );
  await expect(card.getByRole("note")).toHaveText(
    "Before the decision: 0 of 2 scorecards (2 missing). Nobody has scored it yet.",
  );
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "decision-clock-record");

  // Resolved with the acceptance mail: refused, nothing changed, the reason said.
  await card.getByRole("checkbox", { name: `Notify the founder of ${startup}` }).check();
  await card.getByLabel("E-mail for Resolved").selectOption("accepted");
  await card.getByLabel(`Status of ${startup}`).selectOption("Resolved");
  await expect(
    page.getByText(
      "The decision can be sent once 2 reviewers without a conflict of interest have scored this application independently: 2 more scorecards are missing. Nobody has scored it yet.",
    ),
  ).toBeVisible();
  await expect(card.getByLabel(`Status of ${startup}`)).toHaveValue("Pending");

  // The overdue one's record says so.
  await page.goto(`/admin-dashboard/applications?q=${encodeURIComponent(OVERDUE_APPLICATION)}`);
  await table
    .getByRole("row")
    .filter({ hasText: OVERDUE_APPLICATION })
    .getByRole("link", { name: OVERDUE_APPLICATION })
    .click();
  await expect(card.locator(".decision-clock")).toContainText("Overdue");
  await shoot(page, "decision-clock-overdue");
});

test("an admin sets the decision target: a target out of range is refused under the field", async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  await page.goto("/admin-dashboard/business-days");
  const target = page.getByLabel("Business days from payment to decision");
  await expect(target).toHaveValue("10");
  const save = page.getByRole("button", { name: "Save target" });

  await target.fill("0");
  await save.click();
  await expect(page.getByText("The target is at least 1 business day")).toBeVisible();
  await expect(target).toHaveAttribute("aria-invalid", "true");
  await target.fill("66");
  await expect(page.getByText("The target is at most 65 business days")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Kept, then put back to the firm's default for the other journeys.
  await target.fill("12");
  await save.click();
  await expect(page.getByText("Decision target: 12 business days")).toBeVisible();
  const stored = await request.get("/api/admin/business-calendar", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await stored.json()).decisionDays).toBe(12);
  await page.reload();
  await expect(target).toHaveValue("12");
  await target.fill("10");
  await save.click();
  await expect(page.getByText("Decision target: 10 business days")).toBeVisible();
});
