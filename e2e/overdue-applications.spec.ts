import { signIn } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { E2E_OVERDUE_ADMIN, E2E_REVIEWER, OVERDUE_APPLICATION } from "./seed-data";

// Overdue applications reach the admins (docs/product.md, 5.13): the seeded application paid 40
// days ago is in the bell, linking to its record, and the admin turns the daily mail on in Account.
// The admin is this journey's own (it signs in with an address), so its switch is nobody else's.

const LINE = new RegExp(
  `^${OVERDUE_APPLICATION}: overdue, (\\d+) business days since payment \\(target (\\d+)\\)$`,
);

test("an admin sees an overdue application in the bell, opens its record and turns the daily mail on", async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, E2E_OVERDUE_ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const listed = await request.get("/api/admin/overdue-applications", { headers });
  const overdue = (await listed.json()).items.find(
    (item: { startupName: string }) => item.startupName === OVERDUE_APPLICATION,
  );
  expect(overdue).toBeDefined();

  await gotoHydrated(page, "/admin-dashboard/contacts");
  const bell = page.getByRole("button", { name: /^Notifications: .*\b1 overdue application\b/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole("region", { name: "New since your last visit" });
  const list = panel.getByRole("list", { name: "Overdue applications" });
  const link = list.getByRole("link", { name: LINE });
  await expect(link).toHaveText(
    `${OVERDUE_APPLICATION}: overdue, ${overdue.daysTotal} business days since payment (target ${overdue.targetDays})`,
  );
  // The days are the clock the applications list shows for it, past the target.
  const record = await request.get(`/api/admin/applications/${overdue._id}`, { headers });
  const { clock } = (await record.json()).application;
  expect(clock).toMatchObject({ overdue: true, daysTotal: overdue.daysTotal });
  expect(clock.daysTotal).toBeGreaterThan(clock.targetDays);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, "overdue-bell", panel);

  // The line opens the application's record beside the applications list, and the panel closes.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard/applications/${overdue._id}$`));
  await expect(panel).toBeHidden();
  await expect(
    page
      .getByRole("region", { name: "Open record" })
      .getByRole("heading", { name: OVERDUE_APPLICATION }),
  ).toBeVisible();

  // The daily mail: off by default, turned on with a conform form, kept after a reload.
  await gotoHydrated(page, "/admin-account");
  const section = page.getByRole("region", { name: "Daily overdue mail" });
  const box = section.getByRole("checkbox", {
    name: "E-mail me the overdue applications each morning",
  });
  await expect(box).not.toBeChecked();
  await expect(section.getByText(`It goes to ${E2E_OVERDUE_ADMIN.username}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await box.check();
  await section.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The daily overdue mail is on.")).toBeVisible();
  const stored = await request.get("/api/account/overdue-digest", { headers });
  expect(await stored.json()).toEqual({ on: true, email: E2E_OVERDUE_ADMIN.username });
  await gotoHydrated(page, "/admin-account");
  await expect(
    page
      .getByRole("region", { name: "Daily overdue mail" })
      .getByRole("checkbox", { name: "E-mail me the overdue applications each morning" }),
  ).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(
    page,
    "overdue-mail-account",
    page.getByRole("region", { name: "Daily overdue mail" }),
  );

  // And off again.
  await page
    .getByRole("checkbox", { name: "E-mail me the overdue applications each morning" })
    .uncheck();
  await page
    .getByRole("region", { name: "Daily overdue mail" })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page.getByText("The daily overdue mail is off.")).toBeVisible();
  expect((await (await request.get("/api/account/overdue-digest", { headers })).json()).on).toBe(
    false,
  );
});

test("a reviewer has no overdue mail in Account and is refused the overdue list", async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, E2E_REVIEWER);
  const refused = await request.get("/api/admin/overdue-applications", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  await gotoHydrated(page, "/admin-account");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Daily overdue mail" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Notifications:/ })).toHaveCount(0);
});
