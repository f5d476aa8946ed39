import { applyPaidInTestMode, openNote, openRecordTab, signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { E2E_ADMIN } from "./seed-data";

test.describe("signing in and out", () => {
  test("the dashboard sends a visitor without a token to the login", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  });

  test("says what is missing or wrong, then signs in, shows the name, and logs out", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401/);
    // A click before React has hydrated the form reaches no handler (CI hit it under load).
    await gotoHydrated(page, "/admin-login");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByLabel("Username")).toHaveAccessibleDescription("This field is required");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription("This field is required");

    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password.");

    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    // The console's entry lands on the first tab, at its own address.
    await expect(page).toHaveURL(/\/admin-dashboard\/contacts$/);
    await expect(page.getByRole("banner")).toContainText(E2E_ADMIN.name);
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toMatch(/^[\w-]{43}$/);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test("a token the server no longer accepts is cleared and the user sent to sign in", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401/);
    await page.goto("/admin-login");
    await page.evaluate(() => localStorage.setItem("adminToken", "revoked-or-forged-token"));
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  });

  test("never puts the password in the address, even sent before the page hydrates", async ({
    browser,
  }) => {
    // Without JavaScript the form is sent as the browser sends it, as in the moment before React
    // hydrates it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin-login");
    // Nobody's username: a wrong password counts against the name it is tried for (five per
    // quarter hour), and the suite's admin signs in from many journeys.
    await page.getByLabel("Username").fill(`nobody-${Date.now().toString(36)}`);
    await page.getByLabel("Password").fill("a secret of the staff");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password.");
    expect(page.url()).not.toContain("secret");
    expect(page.url()).not.toContain("password");
    await context.close();
  });

  test("the login page passes axe", async ({ page }) => {
    await page.goto("/admin-login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the bell's panel, opened before the counts arrive, stays open when they do", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // The counts held back until the panel is open, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/admin/notifications", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin-dashboard/contacts");
  const bell = page.getByRole("button", { name: /^Notifications: / });
  await bell.click();
  const panel = page.getByRole("region", { name: "New since your last visit" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Nothing to show.")).toBeVisible();
  release();
  await expect(panel.getByRole("link", { name: /new contacts$/ })).toBeVisible();
  await expect(bell).toHaveAttribute("aria-expanded", "true");
});

test.describe("operations", () => {
  test("a contact is put In Process at once, then scheduled only on Save, with its history", async ({
    page,
    request,
  }) => {
    const name = unique("Contact");
    await request.post("/api/contact", {
      data: {
        name,
        email: "visitor@example.com",
        reason: "Media",
        description: "Interview request for our podcast.",
      },
    });
    await signIn(page, request);
    await page.goto("/admin-dashboard/contacts");
    await page.getByRole("searchbox", { name: "Search contacts" }).fill(name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=Contact/);
    const record = page.getByRole("row").filter({ hasText: name });
    await expect(record).toHaveCount(1);

    const status = record.getByLabel(`Status of ${name}`);
    // docs/product.md, section 5.3: the four contact statuses, freely selectable.
    await expect(status.locator("option")).toHaveText([
      "Pending",
      "In Process",
      "Scheduled",
      "Resolved",
    ]);
    await status.selectOption("In Process");
    const toast = page.getByRole("status").filter({ hasText: `Status of ${name}: In Process` });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("button", { name: "Undo" })).toBeVisible();

    let sent = 0;
    page.on("request", (req) => {
      if (req.url().endsWith("/api/contact/update-status")) sent++;
    });
    await status.selectOption("Scheduled");
    const picker = record.getByRole("group", { name: "Schedule for" });
    await expect(picker).toBeVisible();
    await record.getByRole("button", { name: "Save" }).click();
    await expect(record.getByText("Choose a date and time.")).toBeVisible();
    expect(sent).toBe(0);
    // Day first, whatever the browser's language (docs/decisions/032-console-dates.md).
    await picker.getByLabel("Date", { exact: true }).fill("24/12/2026");
    await picker.getByLabel("Time", { exact: true }).fill("16:30");
    await record.getByRole("button", { name: "Save" }).click();
    // One way to write a date (docs/decisions/055-list-beside-record.md), the zone named.
    await expect(record).toContainText(/24\/12\/2026 16:30 \w+/);
    expect(sent).toBe(1);

    await record.getByRole("link", { name }).click();
    // The record open beside its list has its own address, the list's search kept.
    await expect(page).toHaveURL(/\/admin-dashboard\/contacts\/[\da-f-]{36}\?q=Contact/);
    await page.reload();
    const reopened = page.getByRole("region", { name: "Open record" });
    await expect(reopened.getByText("Interview request for our podcast.")).toBeVisible();
    await expect(reopened.getByRole("list").last()).toContainText(`${E2E_ADMIN.name}: In Process`);
    await expect(reopened.getByRole("list").last()).toContainText(
      `${E2E_ADMIN.name}: Scheduled for`,
    );
  });

  test("a subscriber is deleted after confirmation, with the server's message", async ({
    page,
    request,
  }) => {
    const email = `${unique("reader").replaceAll(" ", ".")}@example.com`;
    await request.post("/api/newsletter/subscribe", { data: { email } });
    await signIn(page, request);
    await page.goto(`/admin-dashboard/subscribers?q=${encodeURIComponent(email)}`);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Delete ${email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete subscriber" });
    await expect(dialog).toContainText(`Remove ${email} from the newsletter?`);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscriber deleted" })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText("No subscribers found.")).toBeVisible();
  });

  test("addresses are imported: none says it is required, a mix adds the good ones and names the rest", async ({
    page,
    request,
  }) => {
    const tag = unique("imported").replaceAll(" ", "-");
    const fresh = [`${tag}.one@example.com`, `${tag}.two@example.com`];
    const listed = `${tag}.listed@example.com`;
    await request.post("/api/newsletter/subscribe", { data: { email: listed } });
    await signIn(page, request);
    await page.goto(`/admin-dashboard/subscribers?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole("row").filter({ hasText: listed })).toBeVisible();

    await page.getByText("Import addresses", { exact: true }).click();
    const form = page.getByRole("form", { name: "Import addresses" });
    const addresses = form.getByLabel("Addresses");
    const outcome = form.getByRole("status");
    // Nothing typed: the field says it is required, and nothing is imported.
    await form.getByRole("button", { name: "Import" }).click();
    await expect(addresses).toHaveAccessibleDescription(/This field is required$/);
    await expect(addresses).toHaveAttribute("aria-invalid", "true");
    await expect(outcome).toHaveText("");

    // Good addresses, one already listed, and words that are not addresses.
    const typed = `${fresh[0]}, not-an-address\n${listed}\n${fresh[1]}; nobody@`;
    await addresses.fill(typed);
    await expect(addresses).toHaveAccessibleDescription(/^One a line, or separated by commas\./);
    await expect(addresses).not.toHaveAccessibleDescription(/required/);
    await form.getByRole("button", { name: "Import" }).click();
    await expect(outcome).toHaveText(
      "2 added and asked to confirm; 1 already listed; 0 suppressed, left out. Not addresses: not-an-address, nobody@.",
    );
    await expect(addresses).toHaveValue(typed);
    // The list loads again with the new addresses, each waiting for its confirmation.
    for (const email of fresh) {
      await expect(page.getByRole("row").filter({ hasText: email })).toContainText(
        "Pending confirmation",
      );
    }
    await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an application is evaluated, resolved, and its report opened in a new tab and copied", async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, request);
    await page.goto("/admin-dashboard/applications?q=ColdLine");
    const row = page.getByRole("row").filter({ hasText: "ColdLine" });
    await expect(row.getByLabel("Status of ColdLine")).toHaveValue("Pending");
    // docs/product.md, section 5.3: the four application statuses.
    await expect(row.getByLabel("Status of ColdLine").locator("option")).toHaveText([
      "Pending",
      "Scheduled",
      "In Discussion",
      "Resolved",
    ]);
    await row.getByRole("link", { name: "ColdLine" }).click();
    const card = page.getByRole("region", { name: "Open record" });
    // docs/product.md, section 9.3: the 13 evaluation topics, word for word and in order.
    await expect(card.getByRole("form", { name: "Evaluation" }).locator("legend")).toHaveText([
      "Founders and Their Background",
      "Team Structure and Capabilities",
      "Problem Definition and Relevance",
      "Solution and Value Proposition",
      "Business Model, Revenue Streams and Pivot Plans",
      "Market Size and Opportunity",
      "Traction and Achieved Progress",
      "Financial Health and Capital Efficiency",
      "Competitive Landscape and Differentiation",
      "Scalability and Growth Potential",
      "Resilience and Proof of Adaptability",
      "Funding History and Utilization",
      "Anomalies or Red Flags",
    ]);
    await openRecordTab(card, "Founder's side");
    await expect(card.getByRole("region", { name: "Payment" })).toContainText("₹5,000");
    await openRecordTab(card, "Answers and scorecard");
    // A topic's note opens on demand (docs/product.md, section 5).
    await openNote(card, "Founders and Their Background");
    await card
      .getByLabel("Founders and Their Background")
      .fill("Deep logistics experience; first-time founders.");
    await openNote(card, "Anomalies or Red Flags");
    await card.getByLabel("Anomalies or Red Flags").fill("None.");
    await card.getByRole("button", { name: "Submit evaluation" }).click();
    await expect(card.getByLabel("Status of ColdLine")).toHaveValue("Resolved");
    await expect(row.getByLabel("Status of ColdLine")).toHaveClass(/status--resolved/);
    await openRecordTab(card, "History");
    await expect(card.getByRole("tabpanel", { name: "History" })).toContainText(
      "Evaluation saved (2 of 13 topics); status Resolved",
    );

    const reportTab = context.waitForEvent("page");
    await card.getByRole("button", { name: "More" }).click();
    await card.getByRole("menuitem", { name: "Report" }).click();
    const report = await reportTab;
    await expect(report).toHaveURL(/\/report$/);
    await expect(report.getByRole("heading", { level: 1 })).toHaveText("ColdLine");
    await expect(report.getByText("Deep logistics experience; first-time founders.")).toBeVisible();
    await expect(report.getByRole("heading", { name: "Anomalies or Red Flags" })).toBeVisible();
    await report.getByRole("button", { name: "Copy report" }).click();
    await expect(report.getByText("Report copied !")).toBeVisible();
    const copied = await report.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Startup: ColdLine");
    expect(copied).toContain(
      "Founders and Their Background\nDeep logistics experience; first-time founders.",
    );
  });

  test("each tab shows its records; the lead tabs with their own texts", async ({
    page,
    request,
  }) => {
    const founder = unique("Founder");
    await request.post("/api/leads", {
      data: {
        name: founder,
        email: "f@example.com",
        startup: "Dabba Co",
        stage: "Early Revenue",
        location: "Mumbai",
        investment: 2500000,
        hours: 9,
      },
    });
    await signIn(page, request);
    await page.goto("/admin-dashboard");
    await page.getByRole("link", { name: "Consultancy leads" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/consultancy-leads$/);
    const row = page.getByRole("row").filter({ hasText: founder });
    await expect(row).toContainText("₹25,00,000");
    await expect(row).toContainText("Early Revenue");

    await page.getByRole("link", { name: "Pitch leads" }).click();
    await page.getByRole("searchbox", { name: "Search pitch leads" }).fill("nobody-matches-this");
    await page.keyboard.press("Enter");
    await expect(page.getByText("No leads found.")).toBeVisible();

    await page.getByRole("link", { name: "Applications", exact: true }).click();
    await expect(page.getByRole("row").filter({ hasText: "Souq Ledger" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin-dashboard\/pitch-leads\?q=nobody-matches-this$/);
  });

  test("the console is usable by keyboard and passes axe", async ({ page, request }) => {
    await signIn(page, request);
    await page.goto("/admin-dashboard/applications");
    await expect(page.getByRole("heading", { name: "Applications" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Subscribers" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin-dashboard\/subscribers$/);
    await expect(page.getByRole("heading", { name: "Subscribers" })).toBeVisible();
    await page.getByRole("link", { name: "Assignments" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Assignments" })).toBeVisible();
  });
});

test.describe("payments in test mode", () => {
  test("the console says so on a banner and marks an application paid through the test checkout", async ({
    page,
    request,
  }, testInfo) => {
    // Paid as the application form pays in test mode: order, test checkout, submission.
    const startupName = unique("Sandbox Paid");
    await applyPaidInTestMode(request, startupName);
    expect((await (await request.get("/api/health")).json()).payments).toBe("test");

    await signIn(page, request);
    await page.goto("/admin-dashboard/applications");
    const banner = page.getByRole("status").filter({ hasText: "Test mode" });
    await expect(banner).toHaveText(
      "Test mode: payments go through the test checkout. No money is taken and anyone can “pay”; applications paid this way are marked “Test payment”.",
    );
    // The seeded applications were made without an order: no mark.
    await expect(
      page.getByRole("row").filter({ hasText: "ColdLine" }).getByText("Test"),
    ).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search applications" }).fill(startupName);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: startupName });
    await expect(row).toHaveCount(1);
    await expect(row.getByTitle("Paid through the test checkout: no money was taken")).toHaveText(
      "Test payment",
    );
    await row.getByRole("link", { name: startupName }).click();
    const card = page.getByRole("region", { name: "Open record" });
    await openRecordTab(card, "Founder's side");
    const payment = card.getByRole("region", { name: "Payment" });
    await expect(payment.getByRole("heading")).toHaveText("Payment Test payment");
    await expect(payment).toContainText(
      "Paid throughTest checkout (test mode: no money was taken)",
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("console-test-mode-1280.png") });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(banner).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("console-test-mode-375.png") });
  });
});
