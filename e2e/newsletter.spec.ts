import type { APIRequestContext, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { signIn, unique } from "./admin-fixtures";
import {
  axeViolations,
  axeViolationsWithoutScripts,
  expect,
  gotoHydrated,
  signupHydrated,
  test,
} from "./fixtures";
import { holdingTheMailPort } from "./mail-port";

// The mailing list end to end (docs/decisions/047-mailing-list.md): sign up in the footer,
// confirm from the mail, get a newsletter, leave from its link; what a link scanner and a mail
// program's one-click do.

/** Signs up from the footer of a page, and answers the confirmation link mailed to the address. */
async function signUpFromFooter(page: Page, email: string) {
  return holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    await signupHydrated(footer);
    await footer.getByLabel("E-mail address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscribed" })).toBeVisible();
    await expect(footer.getByText("Check your inbox to confirm")).toBeVisible();
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(email);
    const mail = await simpleParser(smtp.received.find((m) => m.to.includes(email))?.raw ?? "");
    expect(mail.subject).toBe("Confirm your subscription to Nakhla Ventures");
    const link = mail.text?.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0];
    if (!link) throw new Error(`no confirmation link in the mail to ${email}`);
    return new URL(link);
  });
}

/** The subscriber as the console's list shows it, through the API. */
async function subscriberState(request: APIRequestContext, token: string, email: string) {
  const response = await request.get(`/api/admin/subscribers?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as { items: { email: string; status: string }[] };
  return items.find((item) => item.email === email)?.status;
}

/** A newsletter sent to everyone through the API, and the mail that reaches `email`. */
async function newsletterMailTo(request: APIRequestContext, token: string, email: string) {
  const headers = { authorization: `Bearer ${token}` };
  return holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    const created = await request.post("/api/admin/newsletters", {
      headers,
      data: {
        subject: `Letter for ${email}`,
        body: "Our first letter.",
        interests: [],
        ratePerMinute: 60_000,
      },
    });
    const id = (await created.json())._id;
    await request.post(`/api/admin/newsletters/${id}/send`, {
      headers,
      data: { scheduledAt: null },
    });
    await expect.poll(() => smtp.recipients(), { timeout: 30_000 }).toContain(email);
    return simpleParser(smtp.received.find((m) => m.to.includes(email))?.raw ?? "");
  });
}

/**
 * A reader who signed up in the footer, confirmed, and got a newsletter: the staff token (for the
 * console's API) and the newsletter's List-Unsubscribe URL.
 */
async function aReaderWithANewsletter(page: Page, request: APIRequestContext, email: string) {
  const token = await signIn(page, request);
  const link = await signUpFromFooter(page, email);
  await request.post("/api/newsletter/confirm", {
    data: { token: link.searchParams.get("token") },
  });
  const mail = await newsletterMailTo(request, token, email);
  const header = mail.headers.get("list") as { unsubscribe?: { url?: string } } | undefined;
  return { token, unsubscribeUrl: header?.unsubscribe?.url ?? "" };
}

test.describe("the mailing list", () => {
  test.describe.configure({ timeout: 150_000 });

  test("subscribe in the footer, confirm from the mail, get the newsletter sent from the console, unsubscribe from its link, see it in Subscribers", async ({
    page,
    request,
  }) => {
    const email = `journey-${Date.now().toString(36)}@example.com`;
    const subject = `News for ${email}`;
    const confirmLink = await signUpFromFooter(page, email);
    await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
    await expect(page.getByText("Your subscription is confirmed.")).toBeVisible();

    await signIn(page, request);
    await page.goto("/admin-dashboard/newsletters");
    await expect(page.getByRole("heading", { name: "Newsletters" })).toBeVisible();
    await page.getByRole("link", { name: "New newsletter" }).click();
    await page.getByLabel("Subject", { exact: true }).fill(subject);
    await page
      .getByLabel("Text (Markdown)")
      .fill("# Cohort news\n\nApplications open soon: see [the events](/events).");
    // The live preview, both parts, as the server renders them.
    const html = page.frameLocator('iframe[title="HTML part of the newsletter"]');
    await expect(html.getByRole("heading", { name: "Cohort news" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Preview", exact: true })
        .locator(".newsletter-preview__text"),
    ).toContainText("see the events [http://localhost:");
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const mail = await holdingTheMailPort(async (port) => {
      const smtp = await port.listen();
      await page.getByRole("button", { name: "Send now" }).click();
      const dialog = page.getByRole("dialog", { name: "Send the newsletter" });
      await expect(dialog).toContainText(`Send “${subject}” to`);
      await dialog.getByRole("button", { name: "Send now" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Sending started" })).toBeVisible();
      await expect.poll(() => smtp.recipients(), { timeout: 60_000 }).toContain(email);
      const raw = smtp.received.find((m) => m.to.includes(email) && m.raw.includes("News for"));
      return simpleParser(raw?.raw ?? "");
    });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain("Cohort news");
    const unsubscribe = mail.text?.match(/Unsubscribe in one click: (\S+)/)?.[1] ?? "";
    expect(unsubscribe).toMatch(/\/unsubscribe\?token=[0-9a-f-]{36}$/);
    const item = page.getByRole("listitem").filter({ hasText: subject });
    await expect(item).toContainText(/Sent|Sending/);

    await page.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
    await expect(page.getByText("You are unsubscribed.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/admin-dashboard/subscribers?q=${encodeURIComponent(email)}`);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Unsubscribed");
    await expect(row.getByRole("cell").nth(4)).not.toHaveText("—");
    expect(await axeViolations(page)).toEqual([]);

    // The newsletter counts it as unsubscribed after it.
    await page.goto("/admin-dashboard/newsletters");
    await expect(page.getByRole("listitem").filter({ hasText: subject })).toContainText(
      /Unsubscribed after\s*1/,
    );
  });

  test("the handbook form's optional tick signs the reader up, to be confirmed like any sign-up", async ({
    page,
    request,
  }) => {
    const email = `ticked-${Date.now().toString(36)}@example.com`;
    const token = await signIn(page, request);
    await gotoHydrated(page, "/test-8");
    await page.getByRole("button", { name: "Get My Free Copy", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Get Your Free Ebook" });
    await dialog.getByLabel("Name", { exact: true }).fill("Ananya Iyer");
    await dialog.getByLabel("E-mail", { exact: true }).fill(email);
    await dialog.getByLabel("Role", { exact: true }).selectOption("Freelancer");
    await dialog.getByLabel("Location", { exact: true }).selectOption("Ladakh");
    await dialog
      .getByRole("checkbox", {
        name: "Also send me the Nakhla Ventures newsletter (you will confirm it by e-mail)",
      })
      .check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Download Now" }).click();
    await expect(page).toHaveURL(/\/test-9$/);
    expect(await subscriberState(request, token, email)).toBe("Pending confirmation");
  });

  test("the unsubscribe page offers Subscribe again", async ({ page, request }) => {
    const email = `again-${Date.now().toString(36)}@example.com`;
    const { token, unsubscribeUrl } = await aReaderWithANewsletter(page, request, email);
    const url = new URL(unsubscribeUrl);
    await gotoHydrated(page, `${url.pathname}${url.search}`);
    await expect(page.getByText("You are unsubscribed.")).toBeVisible();
    await page.getByRole("button", { name: "Subscribe again" }).click();
    await expect(page.getByText("You are subscribed again.")).toBeVisible();
    await expect(
      page.getByText(/The newsletter will come to ag•+@example\.com again\./),
    ).toBeVisible();
    expect(await subscriberState(request, token, email)).toBe("Subscribed");
  });

  test("a sign-up is confirmed from its mail, on a page with nothing for axe to find", async ({
    page,
    request,
  }) => {
    const email = `confirm-${Date.now().toString(36)}@example.com`;
    const token = await signIn(page, request);
    const link = await signUpFromFooter(page, email);
    expect(await subscriberState(request, token, email)).toBe("Pending confirmation");
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText("Your subscription is confirmed.")).toBeVisible();
    await expect(page.getByText(/The newsletter will come to co•+@example\.com\./)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await subscriberState(request, token, email)).toBe("Subscribed");
  });

  test("a link scanner's GET of the unsubscribe address unsubscribes nobody; the mail program's POST does", async ({
    page,
    request,
  }) => {
    const email = `scanner-${Date.now().toString(36)}@example.com`;
    const { token, unsubscribeUrl } = await aReaderWithANewsletter(page, request, email);
    expect(unsubscribeUrl).toMatch(/^http:\/\/localhost:\d+\/unsubscribe\?token=[0-9a-f-]{36}$/);

    // A scanner fetches the address, follows nothing, runs nothing.
    const scanned = await request.get(unsubscribeUrl);
    expect(scanned.status()).toBe(200);
    expect(await scanned.text()).toContain("Unsubscribe");
    expect(await subscriberState(request, token, email)).toBe("Subscribed");

    // The mail program's one-click (RFC 8058): a POST of List-Unsubscribe=One-Click.
    const oneClick = await request.post(unsubscribeUrl, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
    expect(await subscriberState(request, token, email)).toBe("Unsubscribed");
  });
});

test.describe("the newsletter page", () => {
  test("says what the newsletter is, signs up from its own form, and passes axe at 375 and 1280 px", async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/newsletter");
      await expect(page).toHaveTitle("Newsletter | Nakhla Ventures");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "The Nakhla Ventures newsletter",
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
    const signup = page.getByRole("region", {
      name: "Subscribe to the Nakhla Ventures newsletter",
    });
    await signup.getByLabel("E-mail address").fill(`page-${Date.now().toString(36)}@example.com`);
    await signup.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscribed" })).toBeVisible();
    await expect(signup.getByText("Check your inbox to confirm")).toBeVisible();
    await expect(signup.getByLabel("E-mail address")).toHaveValue("");
  });
});

test.describe("the footer's signup before the page's scripts arrive", () => {
  test.use({ javaScriptEnabled: false });

  test("lands on the newsletter page, which says it is done; the address waits for its confirmation", async ({
    page,
    request,
  }) => {
    const email = `nojs-${Date.now().toString(36)}@example.com`;
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("E-mail address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(
      page.getByRole("main").getByRole("status").filter({ hasText: "Subscribed" }),
    ).toHaveText("Subscribed. Check your inbox to confirm.");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    const token = await signIn(page, request);
    expect(await subscriberState(request, token, email)).toBe("Pending confirmation");
  });

  test("in Arabic, on the Arabic newsletter page", async ({ page }) => {
    await page.goto("/ar/about");
    const footer = page.getByRole("contentinfo");
    await footer
      .getByLabel("عنوان البريد الإلكتروني")
      .fill(`nojs-ar-${Date.now().toString(36)}@example.com`);
    await footer.getByRole("button", { name: "اشترك" }).click();
    await expect(page).toHaveURL(/\/ar\/newsletter$/);
    await expect(
      page.getByRole("main").getByRole("status").filter({ hasText: "تم الاشتراك" }),
    ).toHaveText("تم الاشتراك. تفقّد بريدك الوارد لتأكيد الاشتراك.");
  });

  test("a refused address is named under the page's field, as typed", async ({ request }) => {
    // What a browser that does not check type="email" sends; the server checks it again.
    const answer = await request.post("/newsletter", {
      form: { email: "not-an-email", source: "footer" },
    });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Enter a valid e-mail address");
    expect(html).toMatch(
      /id="page-newsletter-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="page-newsletter-email"/,
    );
    expect(html).toContain('value="not-an-email"');
  });
});

test.describe("the newsletter editor", () => {
  test("says what is missing or out of range under its field, then keeps a draft's audience and rate", async ({
    page,
    request,
  }) => {
    const subject = unique("Rate and audience");
    const saves: string[] = [];
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      // The live preview is asked as the text changes; a save is any other change sent.
      if (
        sent.method() !== "GET" &&
        url.pathname.startsWith("/api/admin/newsletters") &&
        url.pathname !== "/api/admin/newsletters/preview"
      ) {
        saves.push(`${sent.method()} ${sent.url()}`);
      }
    });
    await signIn(page, request);
    await page.goto("/admin-dashboard/newsletters/new");
    const editor = page.getByRole("region", { name: "New newsletter" });
    const rate = editor.getByLabel("Mails a minute");
    await expect(rate).toHaveValue("600");

    // Nothing written: the subject and the text say so under them, and nothing is sent.
    await editor.getByRole("button", { name: "Create draft" }).click();
    await expect(editor.getByLabel("Subject", { exact: true })).toHaveAccessibleDescription(
      "This field is required",
    );
    await expect(editor.getByLabel("Text (Markdown)")).toHaveAccessibleDescription(
      /This field is required$/,
    );
    await expect(rate).not.toHaveAttribute("aria-invalid", "true");

    // A rate out of range is said under the rate, and nothing is sent either.
    await editor.getByLabel("Subject", { exact: true }).fill(subject);
    await editor.getByLabel("Text (Markdown)").fill("Rates and audiences, checked.");
    await expect(editor.getByLabel("Subject", { exact: true })).not.toHaveAccessibleDescription(
      /required/,
    );
    await rate.fill("0");
    await editor.getByRole("button", { name: "Create draft" }).click();
    await expect(rate).toHaveAccessibleDescription(/At least 1 mail per minute$/);
    await rate.fill("60001");
    await expect(rate).toHaveAccessibleDescription(/At most 60000 mails per minute$/);
    await editor.getByRole("button", { name: "Create draft" }).click();
    await expect(rate).toHaveAccessibleDescription(/At most 60000 mails per minute$/);
    expect(saves).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // Only those interested in AI at work, 120 a minute.
    await rate.fill("120");
    await expect(rate).not.toHaveAccessibleDescription(/At most/);
    await editor.getByRole("checkbox", { name: "AI at work" }).check();
    await editor.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
    // The draft opens at its own address.
    await expect(page).not.toHaveURL(/\/new$/);
    await expect(page).toHaveURL(/\/admin-dashboard\/newsletters\/[^/]+$/);
    expect(saves).toHaveLength(1);

    const opened = page.getByRole("region", { name: `Edit ${subject}` });
    async function expectDraft(rateValue: string, ticked: string[]) {
      await expect(opened.getByLabel("Subject", { exact: true })).toHaveValue(subject);
      await expect(opened.getByLabel("Mails a minute")).toHaveValue(rateValue);
      for (const interest of ["Cohorts", "AI at work", "Building a startup"]) {
        const box = opened.getByRole("checkbox", { name: interest });
        if (ticked.includes(interest)) await expect(box).toBeChecked();
        else await expect(box).not.toBeChecked();
      }
    }
    await expectDraft("120", ["AI at work"]);
    await page.reload();
    await expectDraft("120", ["AI at work"]);

    // Edited: another audience and rate, saved, and still so after a reload.
    await opened.getByRole("checkbox", { name: "AI at work" }).uncheck();
    await opened.getByRole("checkbox", { name: "Cohorts" }).check();
    await opened.getByRole("checkbox", { name: "Building a startup" }).check();
    await opened.getByLabel("Mails a minute").fill("45");
    const saved = page.waitForResponse(
      (answer) =>
        answer.request().method() !== "GET" &&
        /\/api\/admin\/newsletters\/(?!preview)[^/]+$/.test(new URL(answer.url()).pathname),
    );
    await opened.getByRole("button", { name: "Save draft" }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" }).first()).toBeVisible();
    expect(saves).toHaveLength(2);
    await page.reload();
    await expectDraft("45", ["Cohorts", "Building a startup"]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
