import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { aFirm } from "../api/test/factories";
import { pdfPageTexts } from "../api/test/pdf-text";
import { FOUNDER_TOKEN_HEADER } from "../core/founder-link";
import { applyPaidInTestMode, signIn, tokenOf, unique } from "./admin-fixtures";
import { aDeck, openMemoTab } from "./deal-fixtures";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { dealCodeIn, holdingTheMailPort, mailText } from "./mail-port";
import { E2E_ADMIN } from "./seed-data";

// The founder's deck in the deal room: read page by page with PDF.js under the viewer's watermark,
// downloaded stamped where the admin allows it, and not where not (docs/decisions/060-deal-room-deck.md).

const SHOTS = process.env.E2E_SHOTS_DIR;
const NOT_ALLOWED =
  "Nakhla Ventures has not allowed this deck to be downloaded. Read it here, page by page.";

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The page is drawn again at its new width.
    await expect(page.getByRole("img", { name: /Pitch deck, page/ })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A person at a firm, in a browser of their own: the link from their mail, the code proved and the
 * terms accepted through the deal room's calls, then the room. Their console errors are collected
 * (a CSP refusal is one).
 */
async function aViewer(browser: Browser, email: string, share: () => Promise<void>) {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const viewer = await context.newPage();
  const errors: string[] = [];
  viewer.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  viewer.on("pageerror", (error) => errors.push(error.message));
  await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    await share();
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(email);
    const linkMail = mailText(smtp.received.find((mail) => mail.to.includes(email))?.raw ?? "");
    const token = /#token=([\w-]+)/.exec(linkMail)?.[1] ?? "";
    expect(token).not.toBe("");
    const sent = await viewer.request.post("/api/deal-room/code", { data: { token, email } });
    expect(sent.status()).toBe(202);
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, {
        timeout: 15_000,
      })
      .toBe(2);
    const code = dealCodeIn(smtp.received.filter((mail) => mail.to.includes(email))[1]?.raw ?? "");
    const verified = await viewer.request.post("/api/deal-room/verify", {
      data: { token, email, code },
    });
    expect(verified.status()).toBe(200);
  });
  expect(
    (await viewer.request.post("/api/deal-room/terms", { data: { accept: true } })).status(),
  ).toBe(200);
  await gotoHydrated(viewer, "/deal-room");
  return { viewer, context, errors };
}

test("a verified viewer turns the deck's pages under the watermark and downloads it stamped; another may not download", async ({
  page,
  request,
  browser,
}) => {
  // A whole journey across three people and two browsers: longer than one page's default.
  test.setTimeout(120_000);
  test.slow();
  const startup = unique("Qahwa Pay");
  const applied = (await applyPaidInTestMode(request, startup)) as {
    _id: string;
    founderToken: string;
  };
  const upload = await request.put("/api/my-application/deck?fileName=qahwa-deck.pdf", {
    headers: {
      [FOUNDER_TOKEN_HEADER]: applied.founderToken,
      "content-type": "application/octet-stream",
    },
    data: await aDeck(),
  });
  expect(upload.status()).toBe(201);
  const token = await tokenOf(request, E2E_ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const suffix = unique("").trim();
  const personA = `aisha.${suffix}@alpha.example`;
  const personB = `bruno.${suffix}@beta.example`;
  const firmIds: string[] = [];
  for (const [name, email] of [
    [`Alpha Gulf ${suffix}`, personA],
    [`Beta Health ${suffix}`, personB],
  ] as const) {
    const firm = await request.post("/api/admin/affiliated-firms", {
      headers,
      data: aFirm({ name, domains: [], people: [{ name: email, email, role: "" }] }),
    });
    expect(firm.status()).toBe(201);
    firmIds.push((await firm.json())._id);
  }
  const memo = await request.put(`/api/admin/applications/${applied._id}/memo`, {
    headers,
    data: { summary: "Card payments for Gulf cafés." },
  });
  expect(memo.status()).toBe(200);
  const shareWith = (firmId: string | undefined, deckDownload: boolean) => async () => {
    const shared = await request.post(`/api/admin/applications/${applied._id}/shares`, {
      headers,
      data: { firmIds: [firmId], deckDownload },
    });
    expect(shared.status()).toBe(200);
  };

  // Firm A's person: the deck, a page at a time.
  const a = await aViewer(browser, personA, shareWith(firmIds[0], true));
  const viewer = a.viewer;
  const deck = viewer.getByRole("region", { name: "The founder's pitch deck" });
  const today = new Date().toLocaleDateString("en-GB", {
    day: "2-digit",
    month: "short",
    year: "numeric",
  });
  const watermark = `${personA} · ${today} · Confidential`;
  await expect(deck.getByText("Page 1 of 3")).toBeVisible();
  await expect(deck.getByRole("img", { name: "Pitch deck, page 1 of 3" })).toBeVisible();
  await expect(deck.getByText(watermark)).toBeVisible();
  const previous = deck.getByRole("button", { name: "Previous page" });
  const next = deck.getByRole("button", { name: "Next page" });
  await expect(previous).toBeDisabled();
  /** How much of the page's canvas is drawn (not white): a page PDF.js rendered is not blank. */
  const inked = () =>
    deck.locator("canvas").evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext("2d");
      if (!context || canvas.width === 0) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 128) dark++;
      return dark;
    });
  await expect.poll(inked).toBeGreaterThan(500);
  expect(await axeViolations(viewer)).toEqual([]);
  await shoot(viewer, "deal-room-deck");
  // The room with its deck at a phone's, a tablet's and a wide screen's widths, then back.
  const { width, height } = viewer.viewportSize() ?? { width: 1280, height: 720 };
  for (const narrow of [375, 768, 1920]) {
    await viewer.setViewportSize({ width: narrow, height: 900 });
    await expect(deck.getByRole("img", { name: "Pitch deck, page 1 of 3" })).toBeVisible();
    expect(await axeViolations(viewer), `axe at ${narrow} px`).toEqual([]);
  }
  await viewer.setViewportSize({ width, height });

  // By keyboard: Tab reaches Next, Enter turns the page, the focus shows.
  await next.focus();
  await viewer.keyboard.press("Enter");
  await expect(deck.getByText("Page 2 of 3")).toBeVisible();
  await expect(next).toBeFocused();
  expect(await next.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe("none");
  await viewer.keyboard.press("Enter");
  await expect(deck.getByRole("img", { name: "Pitch deck, page 3 of 3" })).toBeVisible();
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(deck.getByText("Page 2 of 3")).toBeVisible();
  await expect.poll(inked).toBeGreaterThan(500);
  // Paging faster than pages draw: each drawing left behind is cancelled, quietly, and the page
  // the reader stops on is drawn.
  // The keys come as fast as a held key's repeats can, each turn before the last page is drawn.
  await deck.getByRole("button", { name: "Show pages" }).evaluate(async (button) => {
    for (const key of ["End", "Home", "End", "Home", "PageDown"]) {
      button.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
      await new Promise((turned) => setTimeout(turned, 0));
    }
  });
  await expect(deck.getByText("Page 2 of 3")).toBeVisible();
  await expect.poll(inked).toBeGreaterThan(500);
  expect(a.errors).toEqual([]);

  // The download: a PDF whose every page carries the viewer's address.
  const [download] = await Promise.all([
    viewer.waitForEvent("download"),
    deck
      .getByRole("link", { name: "Download the deck (PDF, every page stamped with your address)" })
      .click(),
  ]);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const pages = await pdfPageTexts(bytes);
  expect(pages).toHaveLength(3);
  pages.forEach((text, index) => {
    expect(text).toContain(`Qahwa Pay, page ${index + 1} of 3`);
    expect(text).toContain(watermark);
  });
  expect(a.errors).toEqual([]);
  await a.context.close();

  // Firm B's person reads the deck but is offered no download, and the server refuses one.
  const b = await aViewer(browser, personB, shareWith(firmIds[1], false));
  const deckB = b.viewer.getByRole("region", { name: "The founder's pitch deck" });
  await expect(deckB.getByText("Page 1 of 3")).toBeVisible();
  await expect(
    deckB.getByText(
      "The deck is to be read here: Nakhla Ventures has not offered it for download.",
    ),
  ).toBeVisible();
  await expect(deckB.getByRole("link", { name: /Download the deck/ })).toHaveCount(0);
  const refused = await b.viewer.request.get("/api/deal-room/deck/download");
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: NOT_ALLOWED });
  expect(await axeViolations(b.viewer)).toEqual([]);
  expect(b.errors).toEqual([]);
  await b.context.close();

  // The console: firm A may download, firm B may not; every delivery is in the access trail.
  await signIn(page, request);
  await gotoHydrated(page, `/admin-dashboard/applications/${applied._id}`);
  await openMemoTab(page);
  const sharing = page.getByRole("region", { name: "Share with affiliated firms" });
  await expect(
    sharing.getByRole("checkbox", { name: `Alpha Gulf ${suffix} may download the deck, stamped` }),
  ).toBeChecked();
  const betaDownload = sharing.getByRole("checkbox", {
    name: `Beta Health ${suffix} may download the deck, stamped`,
  });
  await expect(betaDownload).not.toBeChecked();
  await expect(sharing.getByText(/deck downloaded/).first()).toBeVisible();
  await expect(sharing.getByText(/refused: deck download not allowed/).first()).toBeVisible();
  await betaDownload.click();
  await expect(
    page.getByText("The firm's people may download the deck, stamped with their address."),
  ).toBeVisible();
  await expect(betaDownload).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  // A new memo version: the firms on version 1 are sent it, on the links they have.
  const next2 = await request.post(`/api/admin/applications/${applied._id}/memo/versions`, {
    headers,
    data: { summary: "Card payments for Gulf and Omani cafés.", changeNote: "Added Oman." },
  });
  expect(next2.status()).toBe(201);
  await page.reload();
  await openMemoTab(page);
  const send = sharing.getByRole("button", {
    name: "Send version 2 to the 2 firms on an earlier one",
  });
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await sharing.screenshot({ path: `${SHOTS}/deal-sharing-deck-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await send.click();
  await expect(
    page.getByText("Version 2 sent to 2 firms: 2 people were mailed what changed."),
  ).toBeVisible();
  await expect(send).toHaveCount(0);
  await expect(sharing.getByText(/^Memo version 2 · shared by/)).toHaveCount(2);
});
