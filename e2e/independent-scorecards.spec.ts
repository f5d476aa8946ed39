import {
  applyPaidInTestMode,
  openRecordTab,
  score,
  signIn,
  tokenOf,
  unique,
} from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { E2E_ANALYST, E2E_DEAL_REVIEWER } from "./seed-data";

// Independent scorecards (docs/product.md, section 5.4): a reviewer who changes their scores
// after seeing the others' has the change kept beside their first version, which still counts;
// the admin reads both, and each total against its reviewer's own history.

test("a change after seeing the others is kept apart, and the first scores count", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const startup = unique("Mirqab Labs");
  const { _id: id } = await applyPaidInTestMode(request, startup);
  const analyst = await tokenOf(request, E2E_ANALYST);
  const reviewer = await tokenOf(request, E2E_DEAL_REVIEWER);
  await score(request, reviewer, id, 3);
  await score(request, analyst, id, 5);

  // The reviewer opens the record: their scorecard is in, so they see the others' and are told a
  // change now is kept as one made after seeing them.
  await signIn(page, request, E2E_DEAL_REVIEWER);
  await gotoHydrated(page, `/admin-dashboard/applications/${id}`);
  const scorecards = page.getByRole("region", { name: "Scorecards" });
  await expect(scorecards).toContainText("2 reviews · median 4 of 5 · spread 2");
  await expect(
    scorecards.getByText(
      "You can see the others' scores now: a change is kept as changed after seeing others, and your first scores are the ones that count.",
    ),
  ).toBeVisible();
  const first = scorecards.getByRole("group", { name: /Founders and Their Background/ });
  await expect(first.getByRole("radio", { name: "3" })).toBeChecked();
  await first.getByRole("radio", { name: "5" }).check();
  await scorecards.getByRole("button", { name: "Submit scorecard" }).click();
  await expect(scorecards.getByRole("status")).toContainText("Changed after seeing others");

  // Reloaded, the form holds the change; the team's median still reads the first scores.
  await page.reload();
  await expect(first.getByRole("radio", { name: "5" })).toBeChecked();
  await expect(scorecards).toContainText("2 reviews · median 4 of 5 · spread 2");
  const row = scorecards.getByRole("row", { name: new RegExp(E2E_DEAL_REVIEWER.name) });
  // (5 + 11 × 3) / 12 = 38 / 12 ≈ 3.17.
  await expect(row).toContainText("3 changed after seeing others: 3.17");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "scorecards-changed-after-seeing-others", scorecards);

  // The admin's record: both scorecards count toward the decision (no line about missing ones),
  // and the table has each total against its reviewer's history.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, request);
  await gotoHydrated(admin, `/admin-dashboard/applications/${id}?q=${encodeURIComponent(startup)}`);
  const card = admin.getByRole("region", { name: "Open record" });
  await openRecordTab(card, "Answers and scorecard");
  const table = card.getByRole("table", { name: "Weighted total by reviewer" });
  await expect(table.getByRole("columnheader", { name: "Against own history" })).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(E2E_DEAL_REVIEWER.name) })).toContainText(
    "changed after seeing others: 3.17",
  );
  await expect(card.getByText("Before the decision:")).toHaveCount(0);
  expect(await axeViolations(admin)).toEqual([]);
  await shoot(admin, "scorecards-admin-calibration", table);
  await adminContext.close();
});
