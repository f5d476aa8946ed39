import type { Browser, Page } from "@playwright/test";
import { signIn } from "./admin-fixtures";
import { axeViolations, axeViolationsWithoutScripts, expect, shoot, test } from "./fixtures";
import { holdingTheMailPort, mailText } from "./mail-port";

const PASSWORD = "reviewer passphrase 2026";

/** An admin invites a colleague from the Staff tab; the link is read from the mail they get. */
async function inviteFromStaffTab(page: Page, email: string, role: "Admin" | "Reviewer") {
  return holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: role });
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Invitation sent to ${email}.` }),
    ).toBeVisible();
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(email);
    const received = smtp.received.find((mail) => mail.to.includes(email));
    const link = mailText(received?.raw ?? "").match(/https?:\/\/\S+\/admin-invite#\S+/)?.[0];
    if (!link) throw new Error(`no invitation link in the mail to ${email}`);
    return new URL(link);
  });
}

/** A browser of the invitee's own: nothing of the admin's session in it. */
async function inviteeBrowser(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe("staff accounts", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an admin invites a reviewer, who sets a password, signs in and sees only what a reviewer may", async ({
    page,
    request,
    browser,
    allowConsoleErrors,
  }) => {
    // Inviting a member again is answered 409, which the browser logs.
    allowConsoleErrors(/status of 409/);
    const email = `reviewer-${Date.now().toString(36)}@example.com`;
    await signIn(page, request);
    await page.goto("/admin-dashboard/staff");
    await expect(page.getByRole("heading", { name: "Staff", exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Noura Al Habsi (you)" })).toContainText(
      "Active",
    );
    expect(await axeViolations(page)).toEqual([]);

    // An address that is not one is said under its field, and nothing is sent.
    await page.getByLabel("E-mail").fill("reviewer@");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(
      "Enter a valid e-mail address",
    );

    const link = await inviteFromStaffTab(page, email, "Reviewer");
    const invited = page.getByRole("row").filter({ hasText: email });
    await expect(invited).toContainText("Invited by Noura Al Habsi");
    await expect(invited).toContainText("Reviewer");

    const invitee = await inviteeBrowser(browser);
    try {
      const reviewer = invitee.page;
      await reviewer.goto(`${link.pathname}${link.hash}`);
      await expect(reviewer.getByRole("heading", { name: "Join the Console" })).toBeVisible();
      await expect(reviewer.getByText("You are invited as a reviewer.")).toBeVisible();
      await expect(reviewer.getByText(`Your username is ${email}.`)).toBeVisible();
      expect(await axeViolations(reviewer)).toEqual([]);

      // The rules of admin:create: at least 12 characters; and typed twice alike.
      await reviewer.getByLabel("Your name").fill("Omar Haddad");
      await reviewer.getByLabel("Password", { exact: true }).fill("too short");
      await reviewer.getByLabel("Repeat the password").fill("something else");
      await reviewer.getByRole("button", { name: "Create my account" }).click();
      await expect(reviewer.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
        /Use at least 12 characters/,
      );
      await reviewer.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await reviewer.getByRole("button", { name: "Create my account" }).click();
      await expect(reviewer.getByLabel("Repeat the password")).toHaveAccessibleDescription(
        "The two passwords are not the same",
      );
      // Long enough but easy to guess: the server says why, and the link still works.
      await reviewer.getByLabel("Password", { exact: true }).fill("passwordpassword");
      await reviewer.getByLabel("Repeat the password").fill("passwordpassword");
      await reviewer.getByRole("button", { name: "Create my account" }).click();
      await expect(reviewer.getByRole("alert")).toHaveText(
        'This password is too easy to guess. Repeated character patterns like "abcabcabc" are easy to guess.',
      );
      expect(await axeViolations(reviewer)).toEqual([]);
      await reviewer.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await reviewer.getByLabel("Repeat the password").fill(PASSWORD);
      await reviewer.getByRole("button", { name: "Create my account" }).click();
      await expect(reviewer.getByRole("status")).toHaveText(
        "Your account is ready. Sign in with your e-mail address.",
      );
      expect(await axeViolations(reviewer)).toEqual([]);

      await reviewer.getByRole("link", { name: "Go to sign in" }).click();
      await reviewer.getByLabel("Username").fill(email);
      await reviewer.getByLabel("Password").fill(PASSWORD);
      await reviewer.getByRole("button", { name: "Login" }).click();
      await expect(reviewer.getByRole("banner")).toContainText("Omar Haddad (reviewer)");

      // Applications (and the reviewers' own tabs), none of the admins': no Assignments, no bell,
      // no export, no status select.
      const menu = reviewer.getByRole("navigation", { name: "Operations" });
      await expect(menu.getByRole("link", { name: "Applications" })).toBeVisible();
      for (const adminTab of [
        "Contacts",
        "Subscribers",
        "Pitch leads",
        "Consultancy leads",
        "Consultancy requests",
        "Funding interest",
        "Failed jobs and mail",
        "Staff",
      ]) {
        await expect(menu.getByRole("link", { name: adminTab, exact: true })).toHaveCount(0);
      }
      await expect(reviewer.getByRole("link", { name: "Assignments" })).toHaveCount(0);
      await expect(reviewer.getByRole("button", { name: /^Notifications/ })).toHaveCount(0);
      await expect(reviewer.getByRole("heading", { name: "Applications" })).toBeVisible();
      // The seeded application is among the oldest: the journeys before this one add newer ones.
      await reviewer.getByLabel("Sort").selectOption("Oldest first");
      const listed = reviewer.getByRole("row").filter({ hasText: "Souq Ledger" });
      await expect(listed).toBeVisible();
      await expect(reviewer.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
      await expect(listed.getByLabel("Status of Souq Ledger")).toHaveCount(0);
      // The record opens with the answers and the reviewer's own scorecard, not the admin's
      // evaluation form (which stores the answers and sets Resolved).
      await listed.getByRole("link", { name: "Souq Ledger" }).click();
      const application = reviewer.getByRole("region", { name: "Open record" });
      await expect(application.getByRole("heading", { name: "Founder identity" })).toBeVisible();
      await expect(application.getByRole("button", { name: "Submit evaluation" })).toHaveCount(0);
      await expect(application.getByRole("button", { name: "Submit scorecard" })).toBeVisible();
      expect(await axeViolations(reviewer)).toEqual([]);
      // A tab of the URL they may not open shows their Applications instead.
      await reviewer.goto("/admin-dashboard?view=operations&tab=staff");
      await expect(reviewer.getByRole("heading", { name: "Applications" })).toBeVisible();
      await expect(reviewer.getByRole("heading", { name: "Staff" })).toHaveCount(0);

      // The admin sees them active, signed in; deactivating them signs them out at once.
      await page.reload();
      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row).toContainText("Omar Haddad");
      await expect(row).toContainText("Active");
      await expect(row).not.toContainText("Never");
      // Invited again, they are refused: the server's reason under the form, the address kept.
      await page.getByLabel("E-mail").fill(email);
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByRole("alert")).toHaveText(`${email} already has a staff account.`);
      await expect(page.getByLabel("E-mail")).toHaveValue(email);
      expect(await axeViolations(page)).toEqual([]);
      await row.getByRole("button", { name: "Deactivate Omar Haddad" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
      await expect(row).toContainText("Deactivated");
      await reviewer.reload();
      await expect(reviewer).toHaveURL(/\/admin-login$/);
    } finally {
      await invitee.close();
    }
  });

  test("the invitation page says clearly when a link is wrong or already used", async ({
    page,
    request,
    browser,
    allowConsoleErrors,
  }) => {
    // The browser reports the refused calls (404, 409) on its console.
    allowConsoleErrors(/Failed to load resource/);
    await page.goto("/admin-invite#not-a-real-token");
    await expect(page.getByRole("alert")).toHaveText(
      "This invitation link is not valid. Ask an admin to invite you again.",
    );
    await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const email = `used-${Date.now().toString(36)}@example.com`;
    await signIn(page, request);
    await page.goto("/admin-dashboard/staff");
    const link = await inviteFromStaffTab(page, email, "Admin");
    const invitee = await inviteeBrowser(browser);
    try {
      await invitee.page.goto(`${link.pathname}${link.hash}`);
      await expect(invitee.page.getByText("You are invited as an admin.")).toBeVisible();
      await invitee.page.getByLabel("Your name").fill("Salma Idris");
      await invitee.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await invitee.page.getByLabel("Repeat the password").fill(PASSWORD);
      await invitee.page.getByRole("button", { name: "Create my account" }).click();
      await expect(invitee.page.getByRole("status")).toHaveText(/Your account is ready/);
      await invitee.page.reload();
      await expect(invitee.page.getByRole("alert")).toHaveText(
        "This invitation has already been used. Sign in with your e-mail address and password.",
      );
    } finally {
      await invitee.close();
    }
  });

  test("an invitee whose browser runs no scripts pastes the link, is told what is wrong, then joins", async ({
    page,
    request,
    browser,
  }) => {
    const email = `no-scripts-${Date.now().toString(36)}@example.com`;
    await signIn(page, request);
    await page.goto("/admin-dashboard/staff");
    const link = await inviteFromStaffTab(page, email, "Reviewer");

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const invitee = await context.newPage();
      // The token is after the "#", which such a browser never sends: the page asks for the link.
      await invitee.goto(`${link.pathname}${link.hash}`);
      await expect(invitee.getByRole("heading", { name: "Join the Console" })).toBeVisible();
      await expect(invitee.getByText("Checking your invitation…")).toBeHidden();
      const form = invitee.getByRole("form", { name: "Create your account" });
      expect(await axeViolationsWithoutScripts(invitee)).toEqual([]);

      await form.getByRole("button", { name: "Create my account" }).click();
      await expect(form.getByLabel("Link from your invitation e-mail")).toHaveAccessibleDescription(
        /Paste the link from your invitation e-mail/,
      );
      await expect(form.getByLabel("Your name")).toHaveAccessibleDescription(
        "This field is required",
      );

      // A wrong link is refused, with the name kept and no password sent back in the page.
      await form
        .getByLabel("Link from your invitation e-mail")
        .fill(`${link.origin}/admin-invite#not-a-real-token`);
      await form.getByLabel("Your name").fill("Huda Karam");
      await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await form.getByLabel("Repeat the password").fill(PASSWORD);
      await form.getByRole("button", { name: "Create my account" }).click();
      await expect(form.getByRole("alert")).toHaveText(
        "This invitation link is not valid. Ask an admin to invite you again.",
      );
      await expect(form.getByLabel("Your name")).toHaveValue("Huda Karam");
      await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");
      expect(await invitee.content()).not.toContain(PASSWORD);
      expect(new URL(invitee.url()).search).toBe("");
      expect(await axeViolationsWithoutScripts(invitee)).toEqual([]);
      await shoot(invitee, "invitation-without-scripts-refused");

      await form.getByLabel("Link from your invitation e-mail").fill(link.href);
      await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await form.getByLabel("Repeat the password").fill(PASSWORD);
      await form.getByRole("button", { name: "Create my account" }).click();
      await expect(invitee.getByRole("status")).toHaveText(
        "Your account is ready. Sign in with your e-mail address.",
      );
      await expect(invitee.getByRole("link", { name: "Go to sign in" })).toBeVisible();
      expect(await axeViolationsWithoutScripts(invitee)).toEqual([]);
      await shoot(invitee, "invitation-without-scripts-accepted");
    } finally {
      await context.close();
    }

    // The account is theirs: the password chosen signs them in.
    const signedIn = await request.post("/api/admin/login", {
      data: { username: email, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    expect(await signedIn.json()).toMatchObject({ name: "Huda Karam" });
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Huda Karam");
  });
});
