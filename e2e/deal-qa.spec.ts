import type { APIRequestContext, Browser } from "@playwright/test";
import { applyPaidInTestMode, openRecordTab, signIn, tokenOf, unique } from "./admin-fixtures";
import { aFirmOf, aMemo, pathOf, proveAndOpen, roomLinkIn, shareWith } from "./deal-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { E2E_ADMIN } from "./seed-data";

// Questions on a shared deal, the bell that tells the admin who shared it, and a link that wins
// over another deal's session (docs/decisions/064-deal-questions.md, 065-deal-notifications.md).

// Two firm people, an admin and mailed codes: longer than one screen's journey.
test.describe.configure({ timeout: 120_000 });

/** An application with a memo, and a firm per name given (one person each), through the API. */
async function aDealWithFirms(request: APIRequestContext, token: string, firms: string[]) {
  const startup = unique("Falaj Water");
  const { _id: applicationId } = await applyPaidInTestMode(request, startup);
  await aMemo(request, token, applicationId, {
    summary: "Water metering for Gulf farms.",
    risks: "Long sales cycles with ministries.",
    proposedTerms: "SAFE, USD 5M cap.",
    roundSize: 750000,
  });
  const suffix = unique("").trim();
  const made = [];
  for (const name of firms) {
    const key = name.split(" ")[0]?.toLowerCase() ?? "firm";
    const firm = {
      name: `${name} ${suffix}`,
      person: `${name.split(" ")[0]} Partner`,
      email: `${key}.${suffix}@${key}.example`,
    };
    const people = [{ name: firm.person, email: firm.email }];
    const id = await aFirmOf(request, token, { name: firm.name, domain: `${key}.example`, people });
    made.push({ ...firm, id });
  }
  return { applicationId, startup, firms: made };
}

/** Shares the deal with the firms and answers each person's link, read from the mail. */
async function share(
  request: APIRequestContext,
  token: string,
  applicationId: string,
  firms: { id: string; email: string }[],
) {
  const ids = firms.map((firm) => firm.id);
  const mails = await shareWith(
    request,
    token,
    applicationId,
    ids,
    firms.map((firm) => firm.email),
  );
  return mails.map((mail) => pathOf(roomLinkIn(mail)));
}

async function firmPersonPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test("a firm asks, the admin hears it in the bell and publishes the answer, another firm reads it without the first", async ({
  page,
  request,
  browser,
  allowConsoleErrors,
}) => {
  // Published wording that names the asking firm is refused with 400, as it should be.
  allowConsoleErrors(/status of 400/);
  const token = await tokenOf(request, E2E_ADMIN);
  const deal = await aDealWithFirms(request, token, ["Alpha Gulf", "Beta Health"]);
  const [alpha, beta] = deal.firms as [(typeof deal.firms)[0], (typeof deal.firms)[0]];
  const [linkA, linkB] = await share(request, token, deal.applicationId, deal.firms);

  // A person at firm A asks about the risks.
  const viewerA = await firmPersonPage(browser);
  await proveAndOpen(viewerA, linkA ?? "", alpha.email, deal.startup);
  const qa = viewerA.getByRole("region", { name: "Questions and answers" });
  await expect(qa.getByText("10 of 10 questions left for your firm on this deal.")).toBeVisible();
  // One "Ask a question" for the memo; the part is chosen in its form.
  await viewerA.getByRole("button", { name: "Ask a question" }).click();
  await viewerA.getByLabel("About the part").selectOption("risks");
  const ask = viewerA.getByRole("form", { name: "Ask about Risks" });
  await ask.getByRole("button", { name: "Send question" }).click();
  await expect(ask.getByText("Write your question")).toBeVisible();
  const question = "Which ministries have signed, and how long did each take?";
  await ask.getByLabel("Your question about Risks").fill(question);
  await shoot(viewerA, "deal-qa-ask-form");
  await ask.getByRole("button", { name: "Send question" }).click();
  await expect(
    viewerA.getByText(
      "Your question is with Nakhla Ventures. 9 questions are left for your firm on this deal.",
    ),
  ).toBeVisible();
  await expect(qa.getByText(question)).toBeVisible();
  await expect(qa.getByText("Not answered yet.")).toBeVisible();
  await expect(qa.getByText("9 of 10 questions left for your firm on this deal.")).toBeVisible();
  const today = new Date().toLocaleDateString("en-GB", {
    day: "2-digit",
    month: "short",
    year: "numeric",
  });
  await expect(qa.getByText(`${alpha.email} · ${today} · Confidential`)).toHaveCount(2);
  expect(await axeViolations(viewerA)).toEqual([]);
  await shoot(viewerA, "deal-qa-asked", qa);

  // The admin who shared the deal hears of the first view and the question in the bell.
  await signIn(page, request);
  await gotoHydrated(page, "/admin-dashboard/applications");
  const bell = page.getByRole("button", { name: /^Notifications: .*unread deal event/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole("region", { name: "New since your last visit" });
  const events = panel.getByRole("list", { name: "Deals you shared" });
  const asked = events.getByRole("link", {
    name: `${alpha.name} asked a question on ${deal.startup}: Risks, “${question}”`,
  });
  await expect(asked).toBeVisible();
  await expect(
    events.getByRole("link", {
      name: `${alpha.name} opened the ${deal.startup} deal for the first time`,
    }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "deal-bell");
  // Escape, from inside the panel, closes it with the focus back on the bell; Enter opens it again.
  await asked.focus();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await panel
    .getByRole("button", {
      name: `Mark as read: ${alpha.name} opened the ${deal.startup} deal for the first time`,
    })
    .click();
  await expect(
    panel.getByRole("button", {
      name: `Mark as read: ${alpha.name} opened the ${deal.startup} deal for the first time`,
    }),
  ).toHaveCount(0);
  await asked.click();
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard/applications/${deal.applicationId}`));

  // The admin answers, published without who asked; wording that names the firm is refused.
  await openRecordTab(page, "Questions");
  const section = page.getByRole("region", { name: "Questions from firms" });
  await expect(section.getByText(`Asked by ${alpha.person} (${alpha.email})`)).toBeVisible();
  await section.getByRole("button", { name: `Answer the question of ${alpha.name}` }).click();
  const form = section.getByRole("form", { name: "Answer the question" });
  await form.getByRole("radio", { name: "Every firm on this deal, without who asked" }).check();
  await expect(form.getByLabel("The question as every firm reads it")).toHaveValue(question);
  await form
    .getByLabel("The question as every firm reads it")
    .fill(`${alpha.name} asks: ${question}`);
  await form.getByLabel("Answer").fill("Two ministries have signed, after 7 and 9 months.");
  await form.getByRole("button", { name: "Publish the answer" }).click();
  await expect(form.getByRole("alert")).toContainText("which says who asked");
  const published = "Which ministries have signed so far, and how long did each take?";
  await form.getByLabel("The question as every firm reads it").fill(published);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "deal-qa-answering", section);
  await form.getByRole("button", { name: "Publish the answer" }).click();
  await expect(
    page.getByText("Answered and published to every firm on this deal, without who asked."),
  ).toBeVisible();
  await expect(section.getByText(`Published to every firm by ${E2E_ADMIN.name}`)).toBeVisible();
  await expect(section.getByText(`Every firm reads: ${published}`)).toBeVisible();
  await shoot(page, "deal-qa-answered", section);
  // The limit each firm may ask, checked under its field, then set.
  const limit = section.getByRole("form", { name: "Question limit" });
  await limit.getByLabel("Questions each firm may ask on this deal").fill("lots");
  await limit.getByRole("button", { name: "Save limit" }).click();
  await expect(limit.getByText("Enter a whole number of questions")).toBeVisible();
  await limit.getByLabel("Questions each firm may ask on this deal").fill("12");
  await limit.getByRole("button", { name: "Save limit" }).click();
  await expect(page.getByText("Each firm may now ask 12 questions on this deal.")).toBeVisible();

  // A person at firm B reads the published answer, and nothing of firm A.
  const viewerB = await firmPersonPage(browser);
  await proveAndOpen(viewerB, linkB ?? "", beta.email, deal.startup);
  const qaB = viewerB.getByRole("region", { name: "Questions and answers" });
  await expect(qaB.getByText(published)).toBeVisible();
  await expect(qaB.getByText("Two ministries have signed, after 7 and 9 months.")).toBeVisible();
  await expect(qaB.getByText("Your firm has not asked a question yet.")).toBeVisible();
  const html = await viewerB.content();
  for (const trace of [alpha.name, alpha.person, alpha.email, "alpha.example", question]) {
    expect(html, trace).not.toContain(trace);
  }
  expect(await axeViolations(viewerB)).toEqual([]);
  await shoot(viewerB, "deal-qa-published", qaB);

  // Firm A sees its own question answered, and that it went to every firm without its name.
  await viewerA.reload();
  await expect(qa.getByText("Two ministries have signed, after 7 and 9 months.")).toBeVisible();
  await expect(
    qa.getByText("Published to every firm on this deal, without your firm's name."),
  ).toBeVisible();
  await viewerA.context().close();
  await viewerB.context().close();
});

test("a link opened with another deal's session open shows the link's deal", async ({
  request,
  browser,
}) => {
  const token = await tokenOf(request, E2E_ADMIN);
  const first = await aDealWithFirms(request, token, ["Gamma Capital"]);
  const gamma = first.firms[0] as (typeof first.firms)[0];
  const [firstLink] = await share(request, token, first.applicationId, [gamma]);
  const second = await aDealWithFirms(request, token, []);
  const [secondLink] = await share(request, token, second.applicationId, [gamma]);

  const viewer = await firmPersonPage(browser);
  await proveAndOpen(viewer, firstLink ?? "", gamma.email, first.startup);
  // The second deal's link, in the same browser: its own deal, proved first, not the first one.
  await proveAndOpen(viewer, secondLink ?? "", gamma.email, second.startup);
  await expect(
    viewer.getByRole("heading", { name: `${first.startup}: analyst memo, version 1` }),
  ).toHaveCount(0);
  await viewer.goto("/deal-room");
  await expect(
    viewer.getByRole("heading", { name: `${second.startup}: analyst memo, version 1` }),
  ).toBeVisible();
  await viewer.context().close();
});

test("the account page offers the daily deal digest, off by default, only with an address", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await gotoHydrated(page, "/admin-account");
  const digest = page.getByRole("region", { name: "Daily deal digest" });
  const box = digest.getByRole("checkbox", { name: "E-mail me the daily deal digest" });
  await expect(box).not.toBeChecked();
  // The seeded admin signs in with a name, not an address: nowhere to send it.
  await expect(box).toBeDisabled();
  await expect(
    digest.getByText(
      "Your sign-in name is not an e-mail address, so the digest has nowhere to go.",
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "deal-digest-account", digest);
});

test("text selected in the memo opens the question on its part, quoted", async ({
  request,
  browser,
}) => {
  const token = await tokenOf(request, E2E_ADMIN);
  const deal = await aDealWithFirms(request, token, ["Delta Partners"]);
  const delta = deal.firms[0] as (typeof deal.firms)[0];
  const [link] = await share(request, token, deal.applicationId, [delta]);
  const viewer = await firmPersonPage(browser);
  await proveAndOpen(viewer, link ?? "", delta.email, deal.startup);

  // The reader selects words of the Risks part, then asks.
  await viewer.getByText("Long sales cycles with ministries.").selectText();
  await viewer.getByRole("button", { name: "Ask a question" }).click();
  const ask = viewer.getByRole("form", { name: "Ask about Risks" });
  await expect(ask.getByLabel("About the part")).toHaveValue("risks");
  await expect(ask.getByLabel("Your question about Risks")).toHaveValue(
    "“Long sales cycles with ministries.” ",
  );
  await expect(ask.getByLabel("Your question about Risks")).toBeFocused();
  // Cancel gives the focus back to the button; the part stays chosen for the next question.
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(viewer.getByRole("button", { name: "Ask a question" })).toBeFocused();
  await viewer.keyboard.press("Enter");
  await expect(viewer.getByRole("form", { name: "Ask about Risks" })).toBeVisible();
  await viewer.context().close();
});
