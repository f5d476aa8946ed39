import { signIn } from "./admin-fixtures";
import { axeViolations, expect, test } from "./fixtures";
import { holdingTheMailPort } from "./mail-port";

test("a mail that could not be sent shows under Failed jobs and mail, and Retry sends it", async ({
  page,
  request,
}) =>
  // The mail must fail first: no other spec may listen on the SMTP port meanwhile.
  holdingTheMailPort(async (port) => {
    // A handbook lead: its confirmation mail fails, since no SMTP server listens yet.
    const email = `reader-${Date.now().toString(36)}@example.com`;
    const lead = await request.post("/api/leads", {
      data: { name: "Anika Rao", email, role: "Entrepreneur", location: "Karnataka" },
    });
    expect(lead.status()).toBe(201);

    await signIn(page, request);
    await page.goto("/admin-dashboard/background-work");
    await expect(page.getByRole("link", { name: "Failed jobs and mail" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { name: "Failed jobs", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mail not delivered" })).toBeVisible();
    const mail = page.getByRole("listitem").filter({ hasText: `To ${email}` });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText("Status: failed, tried 1 time; next try");
    await expect(mail).toContainText("ECONNREFUSED");
    expect(await axeViolations(page)).toEqual([]);

    const smtp = await port.listen();
    await mail.getByRole("button", { name: `Retry the mail to ${email}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Mail sent to ${email}.` }),
    ).toBeVisible();
    await expect(mail).toHaveCount(0);
    expect(smtp.recipients()).toContain(email);
    expect(await axeViolations(page)).toEqual([]);
  }));
