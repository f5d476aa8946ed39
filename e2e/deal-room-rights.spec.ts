import type { APIRequestContext } from "@playwright/test";
import { applyPaidInTestMode, bearer, signIn, tokenOf, unique } from "./admin-fixtures";
import { aFirmOf, aMemo, openMemoTab } from "./deal-fixtures";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { dealCodeIn, holdingTheMailPort, mailText } from "./mail-port";
import { E2E_ADMIN } from "./seed-data";

// Issue 39's defects, each as a user meets it: a share form that kept the last firm's rights, a
// bell that called a first answer a change and closed the record with itself, a founder's page
// that said "Received" over its reach line, and a deal room a search engine could index.

const DAY_MS = 86_400_000;

/** An application with a memo and two firms of one person each, through the API. */
async function aDealWithTwoFirms(request: APIRequestContext, token: string) {
  const headers = bearer(token);
  const startup = unique("Falaj Water");
  const applied = await applyPaidInTestMode(request, startup);
  await aMemo(request, token, applied._id, {
    summary: "Water metering for Gulf farms.",
    roundSize: 750000,
  });
  const suffix = unique("").trim();
  const firms = [];
  for (const key of ["alpha", "beta"]) {
    const firm = {
      name: `${key === "alpha" ? "Alpha Gulf" : "Beta Health"} ${suffix}`,
      email: `${key}.${suffix}@${key}.example`,
    };
    const people = [{ name: `${key} partner`, email: firm.email }];
    const id = await aFirmOf(request, token, { name: firm.name, domain: `${key}.example`, people });
    firms.push({ ...firm, id });
  }
  const [alpha, beta] = firms as [(typeof firms)[0], (typeof firms)[0]];
  return { applied, startup, alpha, beta, headers };
}

test("sharing with two firms in a row gives each only the rights chosen for it", async ({
  page,
  request,
}) => {
  test.slow();
  const token = await tokenOf(request, E2E_ADMIN);
  const { applied, alpha, beta, headers } = await aDealWithTwoFirms(request, token);
  await signIn(page, request);
  await gotoHydrated(page, `/admin-dashboard/applications/${applied._id}`);
  await openMemoTab(page);
  const sharing = page.getByRole("region", { name: "Share with affiliated firms" });
  const download = sharing.getByRole("checkbox", { name: /Let them download the pitch deck/ });
  const days = sharing.getByLabel("Links work for (days)");
  const respond = sharing.getByLabel("Answer asked within (business days)");
  const summary = sharing.getByRole("region", { name: "What each firm will get" });

  // Nothing is sent without a firm, nor for longer than links may work.
  await sharing.getByRole("button", { name: "Share with 0 firms" }).click();
  await expect(sharing.getByText("Choose at least one firm")).toBeVisible();
  await days.fill("100");
  await sharing.getByRole("button", { name: "Share with 0 firms" }).click();
  await expect(sharing.getByText("At most 90 days")).toBeVisible();

  // Firm A: download allowed, links for 10 days; the summary says so before anything is sent.
  await sharing.getByRole("checkbox", { name: alpha.name }).check();
  await download.check();
  await days.fill("10");
  await respond.fill("70");
  await sharing.getByRole("button", { name: "Share with 1 firm" }).click();
  await expect(sharing.getByText("At most 65 business days")).toBeVisible();
  await respond.fill("5");
  await expect(summary.getByRole("listitem")).toHaveText([
    new RegExp(
      `^${alpha.name}: the memo's latest version · the deck to read in the room · may download the deck, stamped · links until .* \\(10 days\\) · an answer asked within 5 business days$`,
    ),
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await sharing.getByRole("button", { name: "Share with 1 firm" }).click();
  await expect(page.getByText("Shared with 1 firm: 1 link sent.")).toBeVisible();
  // Put away, so that the next share's notice is the only one on the page.
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(page.getByText("Shared with 1 firm: 1 link sent.")).toHaveCount(0);

  // Firm B, from the same form: it starts again from the defaults, nothing kept from firm A.
  await sharing.getByRole("checkbox", { name: beta.name }).check();
  await expect(download).not.toBeChecked();
  await expect(days).toHaveValue("30");
  await expect(respond).toHaveValue("10");
  await expect(summary.getByRole("listitem")).toHaveText([
    new RegExp(
      `^${beta.name}: .* · no deck download · links until .* \\(30 days\\) · an answer asked within 10 business days$`,
    ),
  ]);
  await sharing.getByRole("button", { name: "Share with 1 firm" }).click();
  await expect(page.getByText("Shared with 1 firm: 1 link sent.")).toBeVisible();

  // Each firm's rights, read back: on the page and from the API.
  await expect(
    sharing.getByRole("checkbox", { name: `${alpha.name} may download the deck, stamped` }),
  ).toBeChecked();
  await expect(
    sharing.getByRole("checkbox", { name: `${beta.name} may download the deck, stamped` }),
  ).not.toBeChecked();
  const shares = (
    await (await request.get(`/api/admin/applications/${applied._id}/shares`, { headers })).json()
  ).shares as {
    firmName: string;
    deckDownload: boolean;
    links: { createdAt: string; expiresAt: string }[];
  }[];
  const rights = shares.map((share) => [
    share.firmName,
    share.deckDownload,
    share.links.map((link) => (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / DAY_MS),
  ]);
  expect(rights).toEqual([
    [alpha.name, true, [10]],
    [beta.name, false, [30]],
  ]);
  // Each firm's respond-by date, on its card of the board: 5 business days for A, 10 for B.
  const board = (await (
    await request.get(`/api/admin/applications/${applied._id}/syndication-board`, { headers })
  ).json()) as { cards: { firmName: string; respondBy: string }[] };
  const respondBy = (name: string) =>
    Date.parse(board.cards.find((card) => card.firmName === name)?.respondBy ?? "");
  const calendarDays = (respondBy(beta.name) - respondBy(alpha.name)) / DAY_MS;
  // Five business days more: a week, or more across a holiday.
  expect(calendarDays).toBeGreaterThanOrEqual(7);
});

test("the bell says a first answer is an answer, and Escape closes the bell before the record; the founder's page tells one story", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const token = await tokenOf(request, E2E_ADMIN);
  const { applied, startup, alpha, headers } = await aDealWithTwoFirms(request, token);

  // Firm A's person proves the address and answers for the first time, through the room's calls.
  const viewerContext = await browser.newContext();
  const viewer = viewerContext.request;
  await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    const shared = await request.post(`/api/admin/applications/${applied._id}/shares`, {
      headers,
      data: { firmIds: [alpha.id] },
    });
    expect(shared.status()).toBe(200);
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(alpha.email);
    const linkMail = mailText(
      smtp.received.find((mail) => mail.to.includes(alpha.email))?.raw ?? "",
    );
    const link = /#token=([\w-]+)/.exec(linkMail)?.[1] ?? "";
    expect(
      (
        await viewer.post("/api/deal-room/code", { data: { token: link, email: alpha.email } })
      ).status(),
    ).toBe(202);
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(alpha.email)).length, {
        timeout: 15_000,
      })
      .toBe(2);
    const code = dealCodeIn(
      smtp.received.filter((mail) => mail.to.includes(alpha.email))[1]?.raw ?? "",
    );
    const verified = await viewer.post("/api/deal-room/verify", {
      data: { token: link, email: alpha.email, code },
    });
    expect(verified.status()).toBe(200);
  });
  expect((await viewer.post("/api/deal-room/terms", { data: { accept: true } })).status()).toBe(
    200,
  );
  // The founder's page, open before the answer, follows it without a reload: it reads the
  // application again every 30 seconds while in view (the page's clock moved, not waited on).
  const watchingContext = await browser.newContext();
  const watching = await watchingContext.newPage();
  await watching.clock.install();
  await gotoHydrated(watching, `/my-application#token=${applied.founderToken}`);
  const line = watching.locator(".founder-reach__line");
  await expect(line).toHaveText("Sent to 1 firm · opened by 0 · answered by 0 · circled 0");
  const answered = await viewer.put("/api/deal-room/answer", {
    data: { kind: "interested", note: "" },
  });
  expect(answered.status()).toBe(200);
  await watching.clock.runFor(30_000);
  await expect(line).toHaveText("Sent to 1 firm · opened by 0 · answered by 1 · circled 0");
  await watchingContext.close();
  await viewerContext.close();

  // The admin, on the open record, opens the bell: "answered", not "changed its answer".
  await signIn(page, request);
  await gotoHydrated(page, `/admin-dashboard/applications/${applied._id}`);
  const record = page.getByRole("region", { name: "Open record" });
  await expect(record).toBeVisible();
  const bell = page.getByRole("button", { name: /^Notifications: .*unread deal event/ });
  await bell.click();
  const panel = page.getByRole("region", { name: "New since your last visit" });
  await expect(
    panel.getByRole("link", { name: `${alpha.name} answered on ${startup}: Interested` }),
  ).toBeVisible();
  await expect(panel.getByText(`${alpha.name} changed its answer`)).toHaveCount(0);
  // Escape closes the topmost layer only: the bell, and the record stays open under it.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(record).toBeVisible();

  // The founder's page: past "Received" once the deal is shared, its reach under that stage.
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  await gotoHydrated(founder, `/my-application#token=${applied.founderToken}`);
  const stages = founder.getByRole("region", { name: "Where your application stands" });
  await expect(stages.locator('[aria-current="step"]')).toContainText("Under review");
  await expect(
    stages.getByText("We have your application and your fee. An analyst will pick it up shortly."),
  ).toHaveCount(0);
  const underReview = stages.getByRole("listitem").filter({ hasText: "Under review" });
  await expect(
    underReview
      .getByRole("region", { name: "Your analyst report" })
      .getByText(/^Sent to 1 firm · opened by \d · answered by 1 · circled 0$/),
  ).toBeVisible();
  // Its clock tells the same story: under review since the deal was shared, paid today.
  await expect(stages.locator(".founder-clock")).toHaveText(
    /^Under review since \d{1,2} [A-Z][a-z]+ \d{4} · 0 business days since your payment$/,
  );
  expect(await axeViolations(founder)).toEqual([]);
  await founderContext.close();
});

test("the deal room and everything under it asks not to be indexed", async ({
  request,
  page,
  allowConsoleErrors,
}) => {
  // Without a viewer's session the room's check is answered 403, as it should be.
  allowConsoleErrors(/status of 403/);
  for (const path of ["/deal-room", "/deal-room/anything", "/deal-room?x=1"]) {
    const response = await request.get(path);
    expect(response.headers()["x-robots-tag"], path).toBe("noindex");
  }
  await page.goto("/deal-room");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
