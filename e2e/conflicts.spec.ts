import { applyPaidInTestMode, signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { E2E_CONFLICTED_REVIEWER } from "./seed-data";

// Conflicts of interest (docs/product.md, section 5.4): a reviewer declares a company in their
// account, and its application is closed to them; they recuse themselves from another with a
// reason, and that one closes too.

test("a reviewer declares a conflict, is kept out of that application, and recuses from another", async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The closed application's record asks for its parts, and each is refused (403) with the reason.
  allowConsoleErrors(/status of 403/);
  const declared = unique("Falaj Pay");
  const recusedFrom = unique("Ghaf Analytics");
  const [conflicted, other] = await Promise.all([
    applyPaidInTestMode(request, declared),
    applyPaidInTestMode(request, recusedFrom),
  ]);
  await signIn(page, request, E2E_CONFLICTED_REVIEWER);

  // Account: a declaration with its company; a row left half-filled says what it lacks.
  await gotoHydrated(page, "/admin-account");
  const section = page.getByRole("region", { name: "Conflicts of interest" });
  const form = section.getByRole("form", { name: "Declared conflicts of interest" });
  await form.getByRole("button", { name: "Add a declaration" }).click();
  const row = form.getByRole("group", { name: "Declaration 1" });
  await form.getByRole("button", { name: "Save declarations" }).click();
  await expect(row.getByText("Choose what ties you to it")).toBeVisible();
  await expect(row.getByText("This field is required")).toBeVisible();
  await row
    .getByLabel("What ties you to it")
    .selectOption({ label: "A company I advise or advised" });
  await row.getByLabel("Company").fill(`${declared} Pvt. Ltd.`);
  await row.getByLabel("Web domain").fill("not a domain");
  await form.getByRole("button", { name: "Save declarations" }).click();
  await expect(row.getByText("Enter a web domain such as example.com")).toBeVisible();
  await row.getByLabel("Web domain").fill("");
  await form.getByRole("button", { name: "Save declarations" }).click();
  await expect(page.getByText("1 conflict of interest declared.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "account-conflicts", section);
  await page.reload();
  await expect(
    section.getByRole("group", { name: "Declaration 1" }).getByLabel("Company"),
  ).toHaveValue(`${declared} Pvt. Ltd.`);

  // The declared company's application is closed to them, with the reason.
  await gotoHydrated(page, `/admin-dashboard/applications/${conflicted._id}`);
  await expect(
    page.getByText(
      `You declared a conflict of interest with ${declared} Pvt. Ltd.: ${declared} is not yours to review.`,
    ),
  ).toBeVisible();

  // Another, opened in the queue: they recuse themselves with a reason.
  await gotoHydrated(page, `/admin-dashboard/review-queue/${other._id}`);
  await expect(page.getByRole("heading", { name: new RegExp(recusedFrom) })).toBeVisible();
  await page.getByRole("button", { name: "Conflict of interest" }).click();
  const recuse = page.getByRole("form", { name: `Recuse yourself from ${recusedFrom}` });
  await recuse.getByLabel("Why you step aside").fill("I mentored its founder last year.");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "review-queue-recuse", recuse);
  await recuse.getByRole("button", { name: "Recuse myself" }).click();
  await expect(page.getByText(`You recused yourself from reviewing ${recusedFrom}.`)).toBeVisible();
  await gotoHydrated(page, `/admin-dashboard/applications/${other._id}`);
  await expect(page.getByText(`You recused yourself from reviewing ${recusedFrom}.`)).toBeVisible();
});
