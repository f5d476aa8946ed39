import { signIn } from "./admin-fixtures";
import { axeViolations, expect, shoot, test } from "./fixtures";

// The Business days tab (docs/product.md, section 5.11): the calendar every business-day clock
// counts in, and the public holidays an admin adds and takes away. The days used are in 2030, which
// no other journey's calendar reaches, and the holiday added is taken away again.

const DAY = "2030-07-17";

test("an admin reads the calendar, is told what a blank form or a day entered twice lacks, adds a holiday and takes it away", async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The day entered twice: the server's 409, which the form says.
  allowConsoleErrors(/status of 409/);
  const token = await signIn(page, request);
  await page.goto("/admin-dashboard/business-days");
  await expect(page.getByRole("heading", { level: 2, name: "Business days" })).toBeVisible();
  await expect(page.getByText(/in Asia\/Dubai time, without Saturday and Sunday/)).toBeVisible();
  // The UAE's holidays the firm starts from.
  const table = page.getByRole("list", { name: "Public holidays" });
  await expect(
    table.getByRole("listitem").filter({ hasText: "Wednesday 02/12/2026" }),
  ).toContainText("National Day");
  // Eid's days on the weekend are listed as announced, and marked.
  await expect(
    table.getByRole("listitem").filter({ hasText: "Saturday 21/03/2026" }),
  ).toContainText("on the weekend");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "business-days");

  const day = page.getByLabel("Day", { exact: true });
  const name = page.getByLabel("Name", { exact: true });
  const add = page.getByRole("button", { name: "Add holiday" });

  // Nothing typed: both fields say so, and nothing is sent.
  await add.click();
  await expect(page.getByText("Choose the day")).toBeVisible();
  await expect(page.getByText("This field is required")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");

  // A Wednesday: added in its place, the form emptied.
  await day.fill("17/07/2030");
  await name.fill("Summer break");
  await add.click();
  await expect(page.getByText("17/07/2030: Summer break, added")).toBeVisible();
  const row = table.getByRole("listitem").filter({ hasText: "Summer break" });
  await expect(row).toContainText("Wednesday 17/07/2030");
  await expect(name).toHaveValue("");
  const stored = await request.get("/api/admin/business-calendar", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await stored.json()).holidays).toContainEqual({ day: DAY, name: "Summer break" });

  // The same day again: refused, said under the form.
  await day.fill("17/07/2030");
  await name.fill("Again");
  await add.click();
  await expect(page.getByRole("alert")).toHaveText("2030-07-17 is a holiday already.");
  expect(await axeViolations(page)).toEqual([]);

  // Taken away with the keyboard: a business day again.
  await row.getByRole("button", { name: "Remove Summer break, 17/07/2030" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("17/07/2030 is a business day again")).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = await request.get("/api/admin/business-calendar", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await after.json()).holidays.map(({ day }: { day: string }) => day)).not.toContain(DAY);
});
