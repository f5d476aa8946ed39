import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { aFirm } from "../api/test/factories";
import { bearer, openRecordTab } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated } from "./fixtures";
import { dealCodeIn, holdingTheMailPort, mailText } from "./mail-port";

// What the deal room's specs share: a memo, a firm, a share and its mails, a founder's deck, the
// console's record tabs, a firm person's way in, and screenshots. The staff's token and scorecards
// are every console spec's: admin-fixtures.ts.

/** The analyst's memo on an application, through the API: what a share needs first. */
export async function aMemo(
  request: APIRequestContext,
  token: string,
  applicationId: string,
  memo: { summary: string; risks?: string; proposedTerms?: string; roundSize: number },
) {
  const response = await request.put(`/api/admin/applications/${applicationId}/memo`, {
    headers: bearer(token),
    data: { ...memo, roundCurrency: "USD" },
  });
  expect(response.status()).toBe(200);
}

/** A person of an affiliated firm, as staff enter them. */
export type FirmPerson = { name: string; email: string; role?: string; language?: "en" | "ar" };

/** An affiliated firm on `domain` with its people, through the API: its id. */
export async function aFirmOf(
  request: APIRequestContext,
  token: string,
  firm: { name: string; domain: string; people: FirmPerson[] },
) {
  const response = await request.post("/api/admin/affiliated-firms", {
    headers: bearer(token),
    data: aFirm({
      name: firm.name,
      domains: [firm.domain],
      people: firm.people.map((person) => ({ role: "Partner", ...person })),
    }),
  });
  expect(response.status()).toBe(201);
  return (await response.json())._id as string;
}

/**
 * Shares the application's memo with the firms `firmIds`, through the API, and answers the share
 * mail each of `people` received, as its text.
 */
export async function shareWith(
  request: APIRequestContext,
  token: string,
  applicationId: string,
  firmIds: string[],
  people: string[],
) {
  return holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    const shared = await request.post(`/api/admin/applications/${applicationId}/shares`, {
      headers: bearer(token),
      data: { firmIds },
    });
    expect(shared.status()).toBe(200);
    await expect
      .poll(() => smtp.recipients(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(people));
    return people.map((person) =>
      mailText(smtp.received.find((sent) => sent.to.includes(person))?.raw ?? ""),
    );
  });
}

/** The deal room's link in a share mail (the Arabic room's for an Arabic reader), as written. */
export const roomLinkIn = (mail: string) =>
  /https?:\/\/\S+\/deal-room#token=[\w-]+/.exec(mail)?.[0] ?? "";

/** A mailed link's path and fragment, opened on the server under test whatever the mail's origin. */
export const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, "");

/** A three-page deck, each page saying which it is in large type. */
export async function aDeck() {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.HelveticaBold);
  for (let number = 1; number <= 3; number++) {
    const page = document.addPage([960, 540]);
    page.drawText(`Qahwa Pay, page ${number} of 3`, { x: 60, y: 400, size: 48, font });
  }
  return Buffer.from(await document.save());
}

/** The application record's "Memo and sharing" tab. */
export const openMemoTab = (page: Page) => openRecordTab(page, "Memo and sharing");

/** The application record's "Syndication board" tab, and the board. */
export async function openBoard(page: Page) {
  await openRecordTab(page, "Syndication board");
  return page.getByRole("region", { name: "Syndication board" });
}

/**
 * Opens a person's link, proves the address with the mailed code and accepts the terms once,
 * with axe run on the address and terms screens as they come.
 */
export async function proveAndOpen(viewer: Page, link: string, email: string, startup: string) {
  await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    await viewer.goto(link);
    await expect(viewer.getByText(`shared its analyst memo on ${startup}`)).toBeVisible();
    expect(await axeViolations(viewer)).toEqual([]);
    await viewer.getByLabel("Your work e-mail address").fill(email);
    await viewer.getByRole("button", { name: "Send me a code" }).click();
    // The port may also carry another test's late mail: the code is the one mailed to this address.
    const codeIn = () =>
      smtp.received
        .filter((mail) => mail.to.includes(email))
        .map((mail) => dealCodeIn(mail.raw))
        .find(Boolean) ?? "";
    await expect.poll(codeIn, { timeout: 15_000 }).not.toBe("");
    const code = codeIn();
    await viewer.getByLabel(`The code sent to ${email}`).fill(code);
    await viewer.getByRole("button", { name: "Open the deal" }).click();
  });
  const terms = viewer.getByRole("checkbox", { name: "I accept the confidentiality terms" });
  const memo = viewer.getByRole("heading", { name: `${startup}: analyst memo, version 1` });
  await expect(terms.or(memo)).toBeVisible();
  if (await terms.isVisible()) {
    expect(await axeViolations(viewer)).toEqual([]);
    await terms.check();
    await viewer.getByRole("button", { name: "Accept and open the memo" }).click();
  }
  await expect(memo).toBeVisible();
}

/**
 * A person's own browser in the deal room, the way in taken by calls: the code from their mail,
 * the terms, then the page (with scripts unless `javaScriptEnabled: false`).
 */
export async function enterDealRoom(
  browser: Browser,
  link: string,
  email: string,
  { javaScriptEnabled = true } = {},
) {
  const context = await browser.newContext({ javaScriptEnabled });
  const token = /#token=([\w-]+)/.exec(link)?.[1] ?? "";
  await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    const sent = await context.request.post("/api/deal-room/code", { data: { token, email } });
    expect(sent.status()).toBe(202);
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(email);
    // The code mail to this person: another journey's mail may reach the port first.
    const codeMail = smtp.received.find((mail) => mail.to.includes(email));
    const code = dealCodeIn(codeMail?.raw ?? "");
    const verified = await context.request.post("/api/deal-room/verify", {
      data: { token, email, code },
    });
    expect(verified.status()).toBe(200);
  });
  const terms = await context.request.post("/api/deal-room/terms", { data: { accept: true } });
  expect(terms.status()).toBe(200);
  const page = await context.newPage();
  if (javaScriptEnabled) await gotoHydrated(page, "/deal-room");
  else await page.goto("/deal-room");
  return { context, page };
}
