import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import type { UndeliveredMail } from "../core/schemas/operations";
import { openRecordTab, signIn, unique } from "./admin-fixtures";
import { ANSWERS, fillApplicationStep, startApplication, stepHeading } from "./application-helpers";
import { axeViolations, axeViolationsWithoutScripts, expect, gotoHydrated, test } from "./fixtures";
import { holdingTheMailPort, mailText } from "./mail-port";
import { E2E_ADMIN } from "./seed-data";

/** Applies with this startup and address and pays the full fee in the test checkout. */
async function applyAndPay(page: Page, startupName: string, email: string) {
  await startApplication(page);
  for (const [index, answers] of ANSWERS.entries()) {
    const own =
      index === 0
        ? { ...answers, "E-mail": email }
        : index === 2
          ? { ...answers, "Startup name": startupName }
          : answers;
    await fillApplicationStep(page, own);
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(stepHeading(page)).toHaveText("Review your application");
  await page.getByRole("button", { name: "Pay ₹5000 and submit" }).click();
  const checkout = page.getByRole("dialog", { name: "Test checkout" });
  await checkout.getByRole("button", { name: "Pay ₹5000" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
}

async function staffToken(request: APIRequestContext) {
  const response = await request.post("/api/admin/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  return `Bearer ${(await response.json()).token}`;
}

/**
 * The private link in the confirmation mail. No SMTP server listens while the e2e server runs, so
 * the mail waits in the outbox as failed; a local one is started for the retry, which delivers it.
 */
async function linkFromConfirmationMail(request: APIRequestContext, email: string) {
  const authorization = await staffToken(request);
  let mail: UndeliveredMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get("/api/admin/operations/mails?pageSize=100", {
        headers: { authorization },
      });
      const { items } = (await response.json()) as { items: UndeliveredMail[] };
      mail = items.find((item) => item.to === email && item.kind === "application");
      return mail?.status;
    })
    .toBe("failed");
  const raw = await holdingTheMailPort(async ({ listen }) => {
    const smtp = await listen();
    const retried = await request.post(`/api/admin/operations/mails/${mail?._id}/retry`, {
      headers: { authorization },
    });
    expect((await retried.json()).message).toBe(`Mail sent to ${email}.`);
    return smtp.received.find((received) => received.to.includes(email))?.raw ?? "";
  });
  const link = mailText(raw).match(/https?:\/\/\S+\/my-application#token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, "the private link in the confirmation mail").toBeTruthy();
  return link as string;
}

async function aDeck(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText("Frostline: cold chains that waste nothing");
  return Buffer.from(await document.save());
}

test("a founder pays, opens their page from the mail, downloads the receipt and uploads a deck; staff see the deck", async ({
  page,
  browser,
  request,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The refused upload below answers 400, which the browser logs.
  allowConsoleErrors(/status of 400/);
  const startup = unique("Frostline Cold");
  const email = `founder-${Date.now().toString(36)}@frostline.example`;
  await applyAndPay(page, startup, email);

  // The thank-you page leads to the founder's page, and offers to e-mail the link.
  await expect(page.getByRole("heading", { name: "Your application page" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "E-mail me my link" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Its form posts to the founder's page's action, and the thank-you page stays.
  const linkForm = page.getByRole("region", { name: "E-mail me my link" });
  await linkForm.getByLabel("E-mail address").fill("a-colleague@frostline.example");
  await linkForm.getByRole("button", { name: "E-mail me my link" }).click();
  await expect(linkForm.getByRole("status")).toHaveText(
    "If this address has applied, we have sent a new link to it for each of its applications. Check your inbox in a few minutes.",
  );
  await expect(page).toHaveURL(/\/thank-you/);

  // The link from the mail, opened in a browser that has never seen this founder.
  const link = await linkFromConfirmationMail(request, email);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const founder = await phone.newPage();
  await founder.goto(link);
  await expect(founder.getByRole("heading", { level: 1 })).toHaveText("Your application");
  // The token leaves the address bar once used.
  await expect(founder).toHaveURL(/\/my-application$/);
  await expect(founder.getByText(`${startup}, submitted on`)).toBeVisible();
  const stages = founder.getByRole("list").filter({ hasText: "Received" }).getByRole("listitem");
  await expect(stages).toHaveText([/Received/, /Under review/, /Pitch scheduled/, /Decision made/]);
  await expect(stages.nth(0)).toHaveAttribute("aria-current", "step");
  await expect(founder.getByRole("region", { name: "Startup details" })).toContainText(startup);
  await expect(founder.getByRole("region", { name: "Your payment" })).toContainText("₹5,000");
  expect(await axeViolations(founder)).toEqual([]);

  // The page as the server sends it, read without JavaScript in the same browser (its cookie).
  const served = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await phone.storageState(),
  });
  const plain = await served.newPage();
  await plain.goto("/my-application");
  await expect(plain.getByText(`${startup}, submitted on`)).toBeVisible();
  await expect(plain.getByRole("listitem").filter({ hasText: "Received" })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expect(plain.getByRole("region", { name: "Startup details" })).toContainText(startup);
  await expect(plain.getByRole("region", { name: "Your payment" })).toContainText("₹5,000");
  await served.close();

  // The receipt: a tax invoice (the e2e firm is registered for GST), which asks the state once.
  await founder.getByLabel("Your state (for the tax invoice)").selectOption({ label: "Karnataka" });
  const [download] = await Promise.all([
    founder.waitForEvent("download"),
    founder.getByRole("button", { name: "Download receipt (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-NV-\d{4}-\d{2}-\d{6}\.pdf$/);
  const receipt = await readFile((await download.path()) as string);
  expect(receipt.subarray(0, 5).toString()).toBe("%PDF-");
  expect((await PDFDocument.load(receipt)).getTitle()).toMatch(
    /^Tax invoice NV\/\d{4}-\d{2}\/\d{6}$/,
  );

  // The deck: something that is not a PDF is refused with a message, then the PDF is taken.
  const deckSection = founder.getByRole("region", { name: "Your pitch deck" });
  const fileInput = deckSection.getByLabel("Upload your deck (PDF, at most 20 MB)");
  await fileInput.setInputFiles({
    name: "deck.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Quarterly numbers, plain text"),
  });
  await deckSection.getByRole("button", { name: "Upload deck" }).click();
  await expect(deckSection.getByRole("alert")).toHaveText(
    "This file is not a PDF we can open. Upload your pitch deck as a PDF of at most 20 MB, or give a link to it.",
  );
  await fileInput.setInputFiles({
    name: "frostline-deck.pdf",
    mimeType: "application/pdf",
    buffer: await aDeck(),
  });
  await deckSection.getByRole("button", { name: "Upload deck" }).click();
  await expect(deckSection.getByRole("status")).toHaveText("Your pitch deck is uploaded.");
  await expect(deckSection).toContainText("Current deck: frostline-deck.pdf");
  expect(await axeViolations(founder)).toEqual([]);
  await phone.close();

  // Staff open the application and see the deck beside it.
  await signIn(page, request);
  await page.goto(`/admin-dashboard/applications?q=${encodeURIComponent(startup)}`);
  await page
    .getByRole("row")
    .filter({ hasText: startup })
    .getByRole("link", { name: startup })
    .click();
  const card = page.getByRole("region", { name: "Open record" });
  await openRecordTab(card, "Founder's side");
  const deck = card.getByRole("region", { name: "Pitch deck" });
  await expect(deck).toContainText("frostline-deck.pdf");
  const [shown] = await Promise.all([
    page.waitForResponse((response) => /\/decks\/[0-9a-f-]+$/.test(response.url())),
    deck.getByRole("button", { name: /Show the deck/ }).click(),
  ]);
  // What the frame shows: the founder's PDF, inline, never sniffed.
  expect(shown.headers()).toMatchObject({
    "content-type": "application/pdf",
    "content-disposition": 'inline; filename="frostline-deck.pdf"',
    "x-content-type-options": "nosniff",
  });
  const frame = deck.locator("iframe");
  await expect(frame).toHaveAttribute("title", "Pitch deck: frostline-deck.pdf");
  await expect(frame).toHaveAttribute("src", /^blob:/);
  await expect(card.getByRole("region", { name: "Receipt" })).toContainText(
    /NV\/\d{4}-\d{2}\/\d{6}/,
  );
  expect(await axeViolations(page)).toEqual([]);
});

test("a visitor without a link is offered a new one, and the answer never says whether they applied", async ({
  page,
}) => {
  await gotoHydrated(page, "/my-application");
  await expect(page.getByText("Open this page from the link in the e-mail")).toBeVisible();
  const form = page.getByRole("region", { name: "E-mail me my link" });
  await form.getByLabel("E-mail address").fill("nobody-applied@example.com");
  await form.getByRole("button", { name: "E-mail me my link" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "If this address has applied, we have sent a new link to it for each of its applications. Check your inbox in a few minutes.",
  );
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without the page's scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor asks for a new link and gets the same answer, or is told the address is wrong", async ({
    page,
  }) => {
    await page.goto("/my-application");
    const form = page.getByRole("region", { name: "E-mail me my link" });
    const address = form.getByLabel("E-mail address");
    // The browser would refuse a malformed address itself; the server checks it again.
    await address.evaluate((input: HTMLInputElement) => {
      input.type = "text";
      input.value = "not an address";
    });
    await form.getByRole("button", { name: "E-mail me my link" }).click();
    await expect(form.getByLabel("E-mail address")).toHaveAccessibleDescription(
      "Enter a valid e-mail address",
    );
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    await form.getByLabel("E-mail address").fill("nobody-applied@example.com");
    await form.getByRole("button", { name: "E-mail me my link" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "If this address has applied, we have sent a new link to it for each of its applications. Check your inbox in a few minutes.",
    );
    expect(new URL(page.url()).search).toBe("");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
  });
});

test("the page as served shows the form to a visitor without a link, and Loading to one with a link, before any module runs", async ({
  page,
  allowConsoleErrors,
}) => {
  // The site's modules never arrive: what shows is the served HTML and its own check.
  allowConsoleErrors(/Failed to load resource|Failed to fetch dynamically imported module/);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/my-application");
  await expect(
    page.getByText("Open this page from the link in the e-mail we sent when you applied"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "E-mail me my link" })).toBeVisible();
  await expect(page.getByText("Loading your application…")).toBeHidden();

  // A new document (not a jump within this one), as a click on the mailed link opens.
  await page.goto("about:blank");
  await page.goto("/my-application#token=a-link-from-the-mail");
  await expect(page.getByText("Loading your application…")).toBeVisible();
  await expect(page.getByRole("button", { name: "E-mail me my link" })).toBeHidden();
});
