import type { APIRequestContext } from "@playwright/test";
import { applyPaidInTestMode, bearer, tokenOf, unique } from "./admin-fixtures";
import { aFirmOf, aMemo, enterDealRoom, roomLinkIn, shareWith } from "./deal-fixtures";
import { axeViolationsWithoutScripts, expect, shoot, test } from "./fixtures";
import { dealCodeIn, holdingTheMailPort } from "./mail-port";
import { E2E_ADMIN } from "./seed-data";

// The deal room's forms before (or without) the page's scripts: each posts to the page's action,
// which answers with the page (docs/decisions/076-route-forms.md).

/** A paid application's memo shared with one firm: the startup, its person and their link. */
async function aSharedDeal(request: APIRequestContext) {
  const startup = unique("Sahm Logistics");
  const { _id: applicationId } = (await applyPaidInTestMode(request, startup)) as { _id: string };
  const token = await tokenOf(request, E2E_ADMIN);
  await aMemo(request, token, applicationId, {
    summary: "Same-day freight across the Gulf.",
    roundSize: 500_000,
  });
  const suffix = unique("").trim();
  const person = `noura.${suffix}@dhow.example`;
  const firmId = await aFirmOf(request, token, {
    name: `Dhow Capital ${suffix}`,
    domain: "dhow.example",
    people: [{ name: "Noura Saleh", email: person }],
  });
  const [mail = ""] = await shareWith(request, token, applicationId, [firmId], [person]);
  return { startup, applicationId, admin: bearer(token), person, link: roomLinkIn(mail) };
}

test("without scripts, a firm's person asks a question and gives the firm's answer, corrected where the page says", async ({
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { startup, applicationId, admin, person, link } = await aSharedDeal(request);
  const { context, page } = await enterDealRoom(browser, link, person, {
    javaScriptEnabled: false,
  });
  await expect(
    page.getByRole("heading", { name: `${startup}: analyst memo, version 1` }),
  ).toBeVisible();
  // The memo's question form is open in the page: no script could open it.
  const ask = page.getByRole("form", { name: "Ask about Summary" });
  await expect(ask.getByText("10 of 10 questions left for your firm on this deal")).toBeVisible();
  await ask.getByRole("button", { name: "Send question" }).click();
  const askAgain = page.getByRole("form", { name: "Ask about Summary" });
  await expect(askAgain.getByText("Write your question")).toBeVisible();
  await shoot(page, "deal-ask-without-scripts", askAgain);
  await askAgain.getByLabel("About the part").selectOption("risks");
  const question = "Which customs brokers have you signed, and on what terms?";
  await askAgain.getByLabel("Your question about Summary").fill(question);
  await askAgain.getByRole("button", { name: "Send question" }).click();
  await expect(
    page.getByText(
      "Your question is with Nakhla Ventures. 9 questions are left for your firm on this deal.",
    ),
  ).toBeVisible();
  const qa = page.getByRole("region", { name: "Questions and answers" });
  await expect(qa.getByText(question)).toBeVisible();
  await expect(qa.getByText("9 of 10 questions left for your firm on this deal.")).toBeVisible();
  // Asked about the part chosen, and the form is empty again.
  await expect(page.locator('[data-memo-section="risks"]').getByText(question)).toBeVisible();
  await expect(page.getByLabel("Your question about Summary")).toHaveValue("");
  // The admin lowers the firm's limit to the one question asked: the next is refused on the page,
  // in the server's words, with the question still there to copy.
  const limit = await request.put(`/api/admin/applications/${applicationId}/question-limit`, {
    headers: admin,
    data: { limit: 1 },
  });
  expect(limit.status()).toBe(200);
  await page.goto("/deal-room");
  const second = "And the brokers' notice periods?";
  const refused = page.getByRole("form", { name: "Ask about Summary" });
  await refused.getByLabel("Your question about Summary").fill(second);
  await refused.getByRole("button", { name: "Send question" }).click();
  await expect(
    refused.getByText(
      "Your firm has asked its 1 question on this deal, the most it may ask. Write to the person who shared it with you for more.",
    ),
  ).toBeVisible();
  await expect(refused.getByLabel("Your question about Summary")).toHaveValue(second);

  const form = page.getByRole("region", { name: "Your firm's answer" });
  await expect(form.getByText("Your firm has not answered yet.")).toBeVisible();
  // Only the chosen answer's fields show, with no script to show them.
  await expect(form.getByLabel("Amount")).toBeHidden();
  await form.getByRole("button", { name: "Send our answer" }).click();
  await expect(form.getByText("Choose an answer")).toBeVisible();

  await form.getByRole("radio", { name: "Soft circle" }).check();
  await expect(form.getByLabel("Amount")).toBeVisible();
  await expect(form.getByLabel("Reason")).toBeHidden();
  await form.getByLabel("Amount").fill("25O,000");
  await form.getByLabel("Note").fill("Subject to our IC on Thursday.");
  await form.getByRole("button", { name: "Send our answer" }).click();
  // The server's check, under its field; what was chosen and typed is all still there.
  await expect(form.getByText("Enter the amount as a whole number")).toBeVisible();
  await shoot(page, "deal-answer-without-scripts", form);
  await expect(form.getByRole("radio", { name: "Soft circle" })).toBeChecked();
  await expect(form.getByLabel("Amount")).toHaveValue("25O,000");
  expect(await axeViolationsWithoutScripts(page)).toEqual([]);
  await expect(form.getByLabel("Note")).toHaveValue("Subject to our IC on Thursday.");

  await form.getByLabel("Amount").fill("250,000");
  await expect(form.getByLabel("Currency")).toHaveValue("USD");
  await form.getByLabel("Currency").selectOption("AED");
  await form.getByRole("button", { name: "Send our answer" }).click();
  await expect(form.getByText("Your answer is saved.")).toBeVisible();
  await expect(form.getByText("Your firm's answer: Soft circle: AED 250,000.")).toBeVisible();
  await expect(page.getByText("Your answer: Soft circle: AED 250,000")).toBeVisible();

  // The admin's board has it, as the API's own call would have left it.
  const board = await request.get(`/api/admin/applications/${applicationId}/syndication-board`, {
    headers: admin,
  });
  const [card] = (await board.json()).cards;
  expect(card.column).toBe("Soft");
  expect(card.answer).toMatchObject({
    kind: "soft-circle",
    amount: 250_000,
    currency: "AED",
    note: "Subject to our IC on Thursday.",
    answeredByEmail: person,
  });
  await context.close();
});

test("without scripts, a firm's person pastes their link, proves the address with the code and accepts the terms", async ({
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { startup, person, link } = await aSharedDeal(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/deal-room");
  // Nothing checks a link in this browser: the page asks for it instead.
  await expect(page.getByText("Checking your link…")).toBeHidden();
  const opening = page.getByRole("form", { name: "Open the deal" });
  await opening
    .getByLabel("The link from the e-mail")
    .fill(link.replace(/token=.*/, "token=wrong"));
  await opening.getByLabel("Your work e-mail address").fill(person);
  await opening.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("form", { name: "Open the deal" })).toContainText(
    "This link does not open a deal. Ask the person who sent it to you for a new one.",
  );

  const code = await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    const again = page.getByRole("form", { name: "Open the deal" });
    await again.getByLabel("The link from the e-mail").fill(link);
    await again.getByLabel("Your work e-mail address").fill(person);
    await again.getByRole("button", { name: "Send me a code" }).click();
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(person);
    const mail = smtp.received.find((sent) => sent.to.includes(person));
    return dealCodeIn(mail?.raw ?? "");
  });
  const codeForm = page.getByRole("form", { name: "Enter your code" });
  await expect(codeForm.getByRole("status")).toBeVisible();
  await codeForm.getByLabel(`The code sent to ${person}`).fill("12345");
  await codeForm.getByRole("button", { name: "Open the deal" }).click();
  await expect(page.getByRole("form", { name: "Enter your code" })).toContainText(
    "Enter the 6-digit code from the e-mail",
  );
  await shoot(page, "deal-way-in-without-scripts");
  expect(await axeViolationsWithoutScripts(page)).toEqual([]);
  await page.getByLabel(`The code sent to ${person}`).fill(code);
  await page.getByRole("button", { name: "Open the deal" }).click();

  const terms = page.getByRole("form", { name: "Confidentiality terms" });
  await expect(terms).toContainText(`Every page carries your address (${person})`);
  await terms.getByRole("button", { name: "Accept and open the memo" }).click();
  await expect(page.getByRole("form", { name: "Confidentiality terms" })).toContainText(
    "Tick the box to accept the confidentiality terms",
  );
  await page.getByLabel("I accept the confidentiality terms").check();
  await page.getByRole("button", { name: "Accept and open the memo" }).click();
  await expect(
    page.getByRole("heading", { name: `${startup}: analyst memo, version 1` }),
  ).toBeVisible();
  // The token went in the forms' bodies only.
  expect(new URL(page.url()).search).toBe("");
  await context.close();
});
