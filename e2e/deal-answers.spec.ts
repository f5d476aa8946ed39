import { FOUNDER_TOKEN_HEADER } from "../core/founder-link";
import { applyPaidInTestMode, signIn, tokenOf, unique } from "./admin-fixtures";
import {
  aDeck,
  aFirmOf,
  aMemo,
  enterDealRoom,
  openBoard,
  roomLinkIn,
  shareWith,
} from "./deal-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { E2E_ADMIN, E2E_REVIEWER } from "./seed-data";

// A firm's answer in the deal room, the console's syndication board, and the founder's line
// (docs/decisions/062-deal-answers-and-engagement.md).

test("a firm answers Soft then Hard circle, the board follows, a reviewer reads it, the founder is told", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const startup = unique("Qahwa Pay");
  const applied = (await applyPaidInTestMode(request, startup)) as {
    _id: string;
    founderToken?: string;
  };
  const applicationId = applied._id;
  const upload = await request.put("/api/my-application/deck?fileName=deck.pdf", {
    headers: {
      [FOUNDER_TOKEN_HEADER]: applied.founderToken ?? "",
      "content-type": "application/octet-stream",
    },
    data: await aDeck(),
  });
  expect(upload.status()).toBe(201);
  const token = await tokenOf(request, E2E_ADMIN);
  await aMemo(request, token, applicationId, {
    summary: "Card payments for Gulf cafés.",
    roundSize: 1_000_000,
  });
  const suffix = unique("").trim();
  const firmA = `Alpha Gulf ${suffix}`;
  const firmB = `Cedar Angels ${suffix}`;
  const personA = `aisha.${suffix}@alpha.example`;
  const personB = `chen.${suffix}@cedar.example`;
  const firmIds: string[] = [];
  for (const [name, domain, person] of [
    [firmA, "alpha.example", personA],
    [firmB, "cedar.example", personB],
  ] as const) {
    const people = [{ name: "Partner", email: person, role: "" }];
    firmIds.push(await aFirmOf(request, token, { name, domain, people }));
  }
  const [mailA = "", mailB = ""] = await shareWith(request, token, applicationId, firmIds, [
    personA,
    personB,
  ]);
  const links = { a: roomLinkIn(mailA), b: roomLinkIn(mailB) };

  // Firm A's person answers Soft circle under the memo.
  const a = await enterDealRoom(browser, links.a, personA);
  const form = a.page.getByRole("region", { name: "Your firm's answer" });
  await expect(form.getByText("Your firm has not answered yet.")).toBeVisible();
  await form.getByRole("button", { name: "Send our answer" }).click();
  await expect(form.getByText("Choose an answer")).toBeVisible();
  await form.getByRole("radio", { name: "Soft circle" }).check();
  await form.getByLabel("Amount").fill("25O,000");
  await form.getByRole("button", { name: "Send our answer" }).click();
  await expect(form.getByText("Enter the amount as a whole number")).toBeVisible();
  await form.getByLabel("Amount").fill("250,000");
  await form.getByLabel("Currency").selectOption("USD");
  await form.getByRole("button", { name: "Send our answer" }).click();
  await expect(form.getByText("Your answer is saved.")).toBeVisible();
  await expect(form.getByText("Your firm's answer: Soft circle: USD 250,000.")).toBeVisible();
  expect(await axeViolations(a.page)).toEqual([]);
  await shoot(a.page, "deal-answer-soft", form);

  // The admin sees it in Soft, with the total against the round.
  await signIn(page, request);
  await gotoHydrated(
    page,
    `/admin-dashboard/applications/${applicationId}?q=${encodeURIComponent(startup)}`,
  );
  let board = await openBoard(page);
  const column = (name: string) => board.getByRole("region", { name: new RegExp(`^${name} \\d`) });
  await expect(column("Soft").getByText(firmA)).toBeVisible();
  await expect(board.getByText("USD 250,000 (25% of the round)")).toBeVisible();
  await expect(column("Not opened").getByText(firmB)).toBeVisible();

  // Then changes it to Hard circle, with conditions; the earlier answer stays in the history.
  await form.getByRole("radio", { name: "Hard circle" }).check();
  await form.getByLabel("Amount").fill("400000");
  await form.getByRole("button", { name: "Change our answer" }).click();
  await expect(form.getByText("This field is required")).toBeVisible();
  await form.getByLabel("Conditions").fill("Pro rata rights; a board observer seat.");
  await form.getByRole("button", { name: "Change our answer" }).click();
  await expect(form.getByText(/Your firm's answer: Hard circle: USD 400,000/)).toBeVisible();
  await expect(form.getByText(/Your answer, changed on/)).toBeVisible();
  await form.getByText("Earlier answers (1)").click();
  await expect(form.getByText(/Soft circle: USD 250,000, .* by /)).toBeVisible();
  expect(await axeViolations(a.page)).toEqual([]);
  await shoot(a.page, "deal-answer-hard", form);
  await shoot(a.page, "deal-room-with-answer");
  // Three deck pages and the summary read for a moment, then the page left: the time counted goes in a beacon on
  // pagehide (dispatched here: Playwright does not report a beacon sent while a page closes).
  const deck = a.page.getByRole("region", { name: "The founder's pitch deck" });
  await deck.getByRole("button", { name: "Next page" }).click();
  await expect(deck.getByText("Page 2 of 3")).toBeVisible();
  await deck.getByRole("button", { name: "Next page" }).click();
  await expect(deck.getByText("Page 3 of 3")).toBeVisible();
  await a.page.waitForTimeout(1500);
  await a.page.getByRole("heading", { name: "Summary" }).scrollIntoViewIfNeeded();
  await a.page.waitForTimeout(1500);
  const reported = a.page.waitForResponse((sent) =>
    sent.url().endsWith("/api/deal-room/engagement"),
  );
  await a.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
  expect((await reported).status()).toBe(202);
  await a.context.close();

  // Firm B's person reads the memo and asks for an introduction.
  const b = await enterDealRoom(browser, links.b, personB);
  const formB = b.page.getByRole("region", { name: "Your firm's answer" });
  await formB.getByRole("radio", { name: "Request an introduction" }).check();
  await formB.getByLabel("Note").fill("Keen to meet the founders.");
  await formB.getByRole("button", { name: "Send our answer" }).click();
  await expect(formB.getByText("Your firm's answer: Request an introduction.")).toBeVisible();
  // Nothing of firm A reaches firm B.
  await expect(b.page.getByText(firmA)).toHaveCount(0);
  await b.context.close();

  // The admin sees the card move to Hard, the totals, and A's reading per person.
  await page.reload();
  board = await openBoard(page);
  await expect(column("Hard").getByText(firmA)).toBeVisible();
  await expect(column("Soft").getByText(firmA)).toHaveCount(0);
  await expect(column("Interested").getByText(firmB)).toBeVisible();
  await expect(board.getByText("USD 400,000 (40% of the round)")).toBeVisible();
  const cardA = column("Hard").getByRole("listitem").filter({ hasText: firmA }).first();
  await expect(cardA.getByText("Hard circle: USD 400,000 (changed 1×)")).toBeVisible();
  // The date the firm was asked to answer by, 10 business days after the share, as a day.
  await expect(cardA.getByText(/^Answer asked by \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await cardA.getByText("Engagement and answers").click();
  await expect(cardA.getByText(`Partner · ${personA}`)).toBeVisible();
  await expect(cardA.getByText(/Memo: .*Summary (\d+ min )?\d+ s/)).toBeVisible();
  await expect(cardA.getByText(/Deck: .*page 3 (\d+ min )?\d+ s/)).toBeVisible();
  await expect(cardA.getByText(/deck to page 3/).first()).toBeVisible();
  await expect(board.getByRole("button", { name: "Export CSV" })).toBeVisible();
  await expect(board.getByText("Set the introduction meeting")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await board.scrollIntoViewIfNeeded();
  await shoot(page, "syndication-board-page");
  await shoot(page, "syndication-board", board);
  // The admin sets the meeting with the firm that asked for an introduction.
  const cardB = column("Interested").getByRole("listitem").filter({ hasText: firmB }).first();
  await cardB.getByText("Set the introduction meeting").click();
  const meetingForm = cardB.getByRole("form", {
    name: `Set the introduction meeting with ${firmB}`,
  });
  await meetingForm.getByRole("button", { name: "Set the meeting" }).click();
  await expect(meetingForm.getByText("Choose a date.")).toBeVisible();
  const day = new Date(Date.now() + 20 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  await meetingForm
    .getByLabel("Meeting date", { exact: true })
    .fill(`${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}`);
  await meetingForm.getByLabel("Meeting time", { exact: true }).fill("10:30");
  await meetingForm.getByLabel("Representative", { exact: true }).fill("Rana Said");
  await meetingForm.getByLabel("Representative's e-mail").fill(`rana.${suffix}@nakhla.example`);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "introduction-meeting-form", cardB);
  await meetingForm.getByRole("button", { name: "Set the meeting" }).click();
  await expect(page.getByText(`Introduction meeting with ${firmB} set:`)).toBeVisible();
  await expect(cardB.getByText(/Introduction meeting .*, 30 minutes with Rana Said/)).toBeVisible();

  const download = page.waitForEvent("download");
  await board.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe("syndication-board.csv");

  // A reviewer reads the same board, without its controls.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, reviewerContext.request, E2E_REVIEWER);
  await gotoHydrated(
    reviewer,
    `/admin-dashboard/applications/${applicationId}?q=${encodeURIComponent(startup)}`,
  );
  const readOnly = await openBoard(reviewer);
  await expect(readOnly.getByText(firmA)).toBeVisible();
  await expect(readOnly.getByText("USD 400,000 (40% of the round)")).toBeVisible();
  await expect(readOnly.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
  await expect(readOnly.getByText("Set the introduction meeting")).toHaveCount(0);
  await expect(reviewer.getByRole("tab", { name: "Memo and sharing" })).toHaveCount(0);
  expect(await axeViolations(reviewer)).toEqual([]);
  await shoot(reviewer, "syndication-board-reviewer", readOnly);
  await reviewerContext.close();

  // The founder's page says how far the report went, naming only the firm asking to meet.
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  await gotoHydrated(founder, `/my-application#token=${applied.founderToken}`);
  const reach = founder.getByRole("region", { name: "Your analyst report" });
  await expect(
    reach.getByText("Sent to 2 firms · opened by 2 · answered by 2 · circled 1"),
  ).toBeVisible();
  await expect(reach.getByRole("listitem")).toHaveText([firmB]);
  await expect(founder.getByText(firmA)).toHaveCount(0);
  expect(await axeViolations(founder)).toEqual([]);
  await shoot(founder, "founder-reach", reach);
  await founderContext.close();
});
