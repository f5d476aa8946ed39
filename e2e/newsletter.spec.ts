import type { APIRequestContext, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { signIn } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
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

test.describe("the mailing list", () => {
  test.describe.configure({ timeout: 120_000 });

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
    const token = await signIn(page, request);
    const link = await signUpFromFooter(page, email);
    await request.post("/api/newsletter/confirm", {
      data: { token: link.searchParams.get("token") },
    });
    const mail = await newsletterMailTo(request, token, email);
    const header = mail.headers.get("list") as { unsubscribe?: { url?: string } } | undefined;
    const unsubscribeUrl = header?.unsubscribe?.url ?? "";
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
