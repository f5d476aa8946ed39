import { FOUNDER_TOKEN_HEADER } from "../core/founder-link";
import {
  applyPaidInTestMode,
  openRecordTab,
  score,
  signIn,
  tokenOf,
  unique,
} from "./admin-fixtures";
import { aDeck, aFirmOf, openBoard, openMemoTab, proveAndOpen } from "./deal-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { holdingTheMailPort, mailText } from "./mail-port";
import { E2E_ADMIN, E2E_ANALYST, E2E_DEAL_REVIEWER } from "./seed-data";

// The deal room's whole journey as one story: the memo from three scorecards, two firms, one of
// them reading, asking and circling, the answer published to the other without the first's name,
// the board and the founder's line (docs/decisions/057-deal-memo.md to 065-deal-notifications.md).

test("an admin shares a memo with two firms; A reads, asks and soft-circles; B reads the published answer; the board and the founder follow", async ({
  page,
  request,
  browser,
}) => {
  // Three staff, two firm people and a founder, with mailed links and codes.
  test.setTimeout(180_000);
  const startup = unique("Qahwa Pay");
  const applied = (await applyPaidInTestMode(request, startup)) as {
    _id: string;
    founderToken: string;
  };
  const applicationId = applied._id;
  const upload = await request.put("/api/my-application/deck?fileName=qahwa-deck.pdf", {
    headers: {
      [FOUNDER_TOKEN_HEADER]: applied.founderToken,
      "content-type": "application/octet-stream",
    },
    data: await aDeck(),
  });
  expect(upload.status()).toBe(201);
  const adminToken = await tokenOf(request, E2E_ADMIN);
  await score(request, adminToken, applicationId, 3);
  await score(request, await tokenOf(request, E2E_DEAL_REVIEWER), applicationId, 4);
  await score(request, await tokenOf(request, E2E_ANALYST), applicationId, 5);
  const suffix = unique("").trim();
  const firmA = `Alpha Gulf ${suffix}`;
  const firmB = `Beta Health ${suffix}`;
  // Not the founder's name (Aisha Rahman, which the room's header shows): a trace of firm A must be its own.
  const personA = { name: "Amal Rahimi", email: `aisha.${suffix}@alpha.example` };
  const personB = { name: "Bruno Weiss", email: `bruno.${suffix}@beta.example` };
  await aFirmOf(request, adminToken, { name: firmA, domain: "alpha.example", people: [personA] });
  await aFirmOf(request, adminToken, { name: firmB, domain: "beta.example", people: [personB] });

  // The admin writes the memo on the three scorecards and shares it with both firms.
  await signIn(page, request);
  await gotoHydrated(
    page,
    `/admin-dashboard/applications/${applicationId}?q=${encodeURIComponent(startup)}`,
  );
  await openMemoTab(page);
  const memo = page.getByRole("region", { name: "Analyst memo" });
  await memo.getByRole("button", { name: "Write the memo" }).click();
  await memo.getByLabel("Summary").fill("Card payments for Gulf cafés, 40% month on month.");
  await memo.getByLabel("Risks").fill("Card-scheme fees.");
  await memo.getByLabel("Proposed terms").fill("SAFE, USD 6M cap.");
  await memo.getByLabel("Round size").fill("1,000,000");
  await memo.getByRole("button", { name: "Save memo" }).click();
  await expect(page.getByText("Memo version 1 saved.")).toBeVisible();
  // Totals 3, 4 and 5: the median 4, three reviewers.
  await expect(memo.getByText("Weighted total 4 (median of 3 reviewers, spread 2)")).toBeVisible();
  const sharing = page.getByRole("region", { name: "Share with affiliated firms" });
  expect(await axeViolations(page)).toEqual([]);
  const links = await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    await sharing.getByRole("checkbox", { name: firmA }).check();
    await sharing.getByRole("checkbox", { name: firmB }).check();
    await sharing.getByRole("button", { name: "Share with 2 firms" }).click();
    await expect(page.getByText("Shared with 2 firms: 2 links sent.")).toBeVisible();
    await expect
      .poll(() => smtp.recipients(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([personA.email, personB.email]));
    const linkTo = (to: string) =>
      (
        mailText(smtp.received.find((mail) => mail.to.includes(to))?.raw ?? "").match(
          /https?:\/\/\S+\/deal-room#token=\S+/,
        )?.[0] ?? ""
      ).replace(/^https?:\/\/[^/]+/, "");
    return { a: linkTo(personA.email), b: linkTo(personB.email) };
  });
  expect(links.a).not.toBe("");
  expect(links.b).not.toBe("");
  await expect(memo.getByText(/Version 1 · shared .*, locked/)).toBeVisible();

  // The person at firm A proves the address, accepts the terms and reads three deck pages.
  const contextA = await browser.newContext({ reducedMotion: "reduce" });
  const viewerA = await contextA.newPage();
  await proveAndOpen(viewerA, links.a, personA.email, startup);
  // The respond-by date, 10 business days after the share, among the deal's facts.
  await expect(viewerA.getByText("Please answer by", { exact: true })).toBeVisible();
  await expect(
    viewerA.getByText("Please answer by", { exact: true }).locator("xpath=following-sibling::dd"),
  ).toHaveText(/^\d{1,2} \w+ \d{4}$/);
  expect(await axeViolations(viewerA)).toEqual([]);
  const deck = viewerA.getByRole("region", { name: "The founder's pitch deck" });
  await expect(deck.getByRole("img", { name: "Pitch deck, page 1 of 3" })).toBeVisible();
  await deck.getByRole("button", { name: "Next page" }).click();
  await expect(deck.getByRole("img", { name: "Pitch deck, page 2 of 3" })).toBeVisible();
  await deck.getByRole("button", { name: "Next page" }).click();
  await expect(deck.getByRole("img", { name: "Pitch deck, page 3 of 3" })).toBeVisible();
  await expect(deck.getByRole("button", { name: "Next page" })).toBeDisabled();

  // A asks about the page shown.
  await deck.getByRole("button", { name: "Ask about Deck page 3" }).click();
  const ask = viewerA.getByRole("form", { name: "Ask about Deck page 3" });
  const question = "How many cafés pay monthly today, and how many paid a year ago?";
  await ask.getByLabel("Your question about Deck page 3").fill(question);
  expect(await axeViolations(viewerA)).toEqual([]);
  await ask.getByRole("button", { name: "Send question" }).click();
  await expect(
    viewerA.getByText(
      "Your question is with Nakhla Ventures. 9 questions are left for your firm on this deal.",
    ),
  ).toBeVisible();
  const qaA = viewerA.getByRole("region", { name: "Questions and answers" });
  await expect(qaA.getByText(question)).toBeVisible();
  await expect(qaA.getByText("Not answered yet.")).toBeVisible();

  // A answers Soft circle, with an amount.
  const answer = viewerA.getByRole("region", { name: "Your firm's answer" });
  await answer.getByRole("radio", { name: "Soft circle" }).check();
  await answer.getByLabel("Amount").fill("250,000");
  await answer.getByLabel("Currency").selectOption("USD");
  await answer.getByRole("button", { name: "Send our answer" }).click();
  await expect(answer.getByText("Your firm's answer: Soft circle: USD 250,000.")).toBeVisible();
  expect(await axeViolations(viewerA)).toEqual([]);
  await shoot(viewerA, "journey-firm-a");

  // Staff answer the question and publish it, without who asked.
  await page.reload();
  await openRecordTab(page, "Questions");
  const questions = page.getByRole("region", { name: "Questions from firms" });
  await expect(questions.getByText(`Asked by ${personA.name} (${personA.email})`)).toBeVisible();
  await questions.getByRole("button", { name: `Answer the question of ${firmA}` }).click();
  const reply = questions.getByRole("form", { name: "Answer the question" });
  await reply.getByRole("radio", { name: "Every firm on this deal, without who asked" }).check();
  await expect(reply.getByLabel("The question as every firm reads it")).toHaveValue(question);
  const published = "412 cafés pay monthly today, against 38 a year ago.";
  await reply.getByLabel("Answer").fill(published);
  expect(await axeViolations(page)).toEqual([]);
  await reply.getByRole("button", { name: "Publish the answer" }).click();
  await expect(
    page.getByText("Answered and published to every firm on this deal, without who asked."),
  ).toBeVisible();
  await shoot(page, "journey-questions", questions);

  // The board: A under Soft with its amount against the round, B not opened yet.
  const board = await openBoard(page);
  const column = (name: string) => board.getByRole("region", { name: new RegExp(`^${name} \\d`) });
  await expect(column("Soft").getByText(firmA)).toBeVisible();
  await expect(board.getByText("USD 250,000 (25% of the round)")).toBeVisible();
  await expect(column("Not opened").getByText(firmB)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "journey-board", board);

  // The founder looks while only firm A has opened: a soft circle counts as interested.
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  await gotoHydrated(founder, `/my-application#token=${applied.founderToken}`);
  const reach = founder.getByRole("region", { name: "Your analyst report" });
  await expect(
    reach.getByText("Sent to 2 firms · opened by 1 · answered by 1 · circled 1"),
  ).toBeVisible();
  // No firm has asked for an introduction, so none is named.
  await expect(founder.getByText(firmA)).toHaveCount(0);
  await expect(founder.getByText(firmB)).toHaveCount(0);
  expect(await axeViolations(founder)).toEqual([]);
  await shoot(founder, "journey-founder", reach);

  // The person at firm B reads the published answer, and nothing of who asked it.
  const contextB = await browser.newContext({ reducedMotion: "reduce" });
  const viewerB = await contextB.newPage();
  await proveAndOpen(viewerB, links.b, personB.email, startup);
  const qaB = viewerB.getByRole("region", { name: "Questions and answers" });
  await expect(qaB.getByText(question)).toBeVisible();
  await expect(qaB.getByText(published)).toBeVisible();
  await expect(qaB.getByText("Your firm has not asked a question yet.")).toBeVisible();
  await expect(
    viewerB
      .getByRole("region", { name: "Your firm's answer" })
      .getByText("Your firm has not answered yet."),
  ).toBeVisible();
  const html = await viewerB.content();
  for (const trace of [firmA, personA.name, personA.email, "alpha.example", "250,000"]) {
    expect(html, trace).not.toContain(trace);
  }
  expect(await axeViolations(viewerB)).toEqual([]);
  await shoot(viewerB, "journey-firm-b", qaB);

  // Now both firms have opened; still one has answered, with a circle.
  await founder.reload();
  await expect(
    reach.getByText("Sent to 2 firms · opened by 2 · answered by 1 · circled 1"),
  ).toBeVisible();
  await contextA.close();
  await contextB.close();
  await founderContext.close();
});
