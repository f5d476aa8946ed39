import { TEST_NOW_HEADER } from "../api/plugins/clock";
import { applyPaidInTestMode, bearer, signIn, tokenOf, unique } from "./admin-fixtures";
import { aFirmOf, aMemo, enterDealRoom, openBoard, shareWith } from "./deal-fixtures";
import {
  axeViolations,
  axeViolationsWithoutScripts,
  expect,
  gotoHydrated,
  shoot,
  test,
} from "./fixtures";
import { holdingTheMailPort, mailText } from "./mail-port";
import { E2E_ADMIN } from "./seed-data";

// Answers straight from the mail (docs/decisions/080-answers-from-the-mail.md): a deal shared with
// three firms; every link of their mails and of the founder's fetched as a mail scanner does, which
// changes nothing;
// one firm answers from the mail's link in two steps, one in the room, one not at all; then the
// test server's clock (docs/decisions/082-test-clock.md) passes the respond-by date, and the board,
// the founder's page and Insights say who did not answer.

test("a scanner's fetches change nothing; one firm answers from the mail, one in the room, one not; the board and the founder follow", async ({
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const startup = unique("Sadu Logistics");
  const suffix = unique("").trim();
  const founderEmail = `founder.${suffix}@sadu.example`;
  // The founder's own mails (the application's, with the private link) are replayed too.
  const { applied, founderMails } = await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    const paid = await applyPaidInTestMode(request, startup, founderEmail);
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(founderEmail);
    return {
      applied: paid,
      founderMails: smtp.received
        .filter((mail) => mail.to.includes(founderEmail))
        .map((mail) => mailText(mail.raw)),
    };
  });
  const applicationId = applied._id;
  const token = await tokenOf(request, E2E_ADMIN);
  const admin = bearer(token);
  await aMemo(request, token, applicationId, {
    summary: "Cold chain for Gulf grocers.",
    roundSize: 1_000_000,
  });
  const firms = ["Alpha Gulf", "Beta Health", "Cedar Angels"].map((name, index) => ({
    name: `${name} ${suffix}`,
    person: `partner${index}.${suffix}@firm${index}.example`,
  }));
  const firmIds: string[] = [];
  for (const [index, firm] of firms.entries()) {
    const people = [{ name: `Partner ${index}`, email: firm.person, role: "" }];
    firmIds.push(
      await aFirmOf(request, token, { name: firm.name, domain: `firm${index}.example`, people }),
    );
  }
  const people = firms.map(({ person }) => person);
  const mails = await shareWith(request, token, applicationId, firmIds, people);
  const [alpha, beta, cedar] = firms.map((firm, index) => ({
    ...firm,
    mail: mails[index] ?? "",
    /** The mail's link offering `label` ("Interested", "Pass", …), without the site's origin. */
    answerLink(label: string) {
      const lines = this.mail.split(/\r?\n/);
      return (lines[lines.indexOf(`${label}:`) + 1] ?? "").replace(/^https?:\/\/[^/]+/, "");
    },
  })) as [Firm, Firm, Firm];
  type Firm = {
    name: string;
    person: string;
    mail: string;
    answerLink: (label: string) => string;
  };

  // What a fetch of a link could change: the board, the firms' reach, and every access recorded.
  const boardNow = async () =>
    (
      await request.get(`/api/admin/applications/${applicationId}/syndication-board`, {
        headers: admin,
      })
    ).json();
  const sharingNow = async () =>
    (
      await request.get(`/api/admin/applications/${applicationId}/shares`, { headers: admin })
    ).json();
  const before = { board: await boardNow(), sharing: await sharingNow() };

  // A mail scanner fetches every link of every mail with GET and HEAD, before anyone reads it;
  // another runs the answer page's scripts (and clicks nothing).
  // (A mail's text and HTML parts give each link more than once.)
  const linksOf = (texts: string[]) =>
    new Set(texts.flatMap((text) => text.match(/https?:\/\/[^\s"<>]+/g) ?? []));
  expect(linksOf(mails).size).toBe(3 * 6);
  const founderLink = [...linksOf(founderMails)].find((link) => link.includes("/my-application"));
  expect(founderLink).toBeDefined();
  const links = new Set([...linksOf(mails), ...linksOf(founderMails)]);
  for (const link of links) {
    const path = link.replace(/^https?:\/\/[^/]+/, "");
    expect((await request.get(path)).status()).toBeLessThan(400);
    expect((await request.head(path)).status()).toBeLessThan(400);
  }
  const scanner = await browser.newContext();
  const scanned = await scanner.newPage();
  await gotoHydrated(scanned, alpha.answerLink("Interested"));
  await expect(scanned.getByRole("button", { name: "Confirm the answer" })).toBeVisible();
  await scanner.close();
  expect(await boardNow()).toEqual(before.board);
  expect(await sharingNow()).toEqual(before.sharing);

  // Alpha's partner answers from the mail: the link shows the answer, the button records it.
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, alpha.answerLink("Interested"));
    const answer = page.getByRole("region", { name: "Your answer: Interested" });
    await expect(answer.getByRole("radio", { name: "Interested" })).toBeChecked();
    await expect(
      answer.getByText(
        `Nakhla Ventures shared its analyst memo on ${startup} with ${alpha.name}. You answer for the firm as Partner 0 (${alpha.person}).`,
        { exact: false },
      ),
    ).toBeVisible();
    await expect(answer.getByText("Nothing is recorded until you confirm.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `deal-answer-from-mail-${width}`);
    if (width === 1280) {
      await answer.getByLabel("Note").fill("Keen on the grocers' numbers.");
      await answer.getByRole("button", { name: "Confirm the answer" }).click();
      await expect(
        page.getByText(`${alpha.name}'s answer on ${startup} is recorded: Interested.`),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, "deal-answer-from-mail-recorded");
    }
    await context.close();
  }

  // Cedar's partner follows the Pass link in a browser that runs no scripts: the page asks for
  // the link, and a post without it records nothing.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await plain.goto(cedar.answerLink("Pass"));
  const pass = plain.getByRole("region", { name: "Your answer: Pass" });
  await expect(pass.getByRole("radio", { name: "Pass" })).toBeChecked();
  await pass.getByLabel("Reason").selectOption("Too early for us");
  await pass.getByRole("button", { name: "Confirm the answer" }).click();
  // (Text inside a noscript is found by its region, not by getByText.)
  await expect(plain.getByRole("region", { name: "Your answer: Pass" })).toContainText(
    "This link is not complete: open it again from the e-mail",
  );
  await shoot(plain, "deal-answer-from-mail-without-scripts");
  expect(await axeViolationsWithoutScripts(plain)).toEqual([]);
  await noScripts.close();

  // Beta's partner answers in the room: a soft circle.
  const roomLink = beta.mail.match(/https?:\/\/\S+\/deal-room#token=\S+/)?.[0] ?? "";
  const room = await enterDealRoom(browser, roomLink.replace(/^https?:\/\/[^/]+/, ""), beta.person);
  const form = room.page.getByRole("region", { name: "Your firm's answer" });
  await form.getByRole("radio", { name: "Soft circle" }).check();
  await form.getByLabel("Amount").fill("250,000");
  await form.getByRole("button", { name: "Send our answer" }).click();
  await expect(form.getByText("Your answer is saved.")).toBeVisible();

  // The board: Alpha interested (from the mail), Beta soft, Cedar not opened.
  const board = await boardNow();
  const columnOf = (name: string) =>
    board.cards.find((card: { firmName: string }) => card.firmName === name)?.column;
  expect([alpha, beta, cedar].map(({ name }) => columnOf(name))).toEqual([
    "Interested",
    "Soft",
    "Not opened",
  ]);

  // The founder follows the private link of their mail (fetched by the scanner before): the line
  // counts the room's one reading and the two answers.
  const founder = await (await browser.newContext()).newPage();
  await gotoHydrated(founder, (founderLink ?? "").replace(/^https?:\/\/[^/]+/, ""));
  await expect(
    founder
      .getByRole("region", { name: "Your analyst report" })
      .getByText("Sent to 3 firms · opened by 1 · answered by 2 · circled 1"),
  ).toBeVisible();
  await founder.context().close();

  // Alpha's partner, who answered from the mail, reads the memo in the room too.
  const alphaRoomLink = alpha.mail.match(/https?:\/\/\S+\/deal-room#token=\S+/)?.[0] ?? "";
  const alphaRoom = await enterDealRoom(
    browser,
    alphaRoomLink.replace(/^https?:\/\/[^/]+/, ""),
    alpha.person,
  );
  await expect(
    alphaRoom.page
      .getByRole("region", { name: "Your firm's answer" })
      .getByRole("radio", { name: "Interested" }),
  ).toBeChecked();
  await alphaRoom.context.close();
  await room.context.close();

  // The clock passes the date: every request of the browsers below is served a day after it,
  // through the test server's clock, without waiting.
  const respondBy = before.board.cards[0]?.respondBy as string;
  expect(before.board.cards.map((card: { respondBy: string }) => card.respondBy)).toEqual([
    respondBy,
    respondBy,
    respondBy,
  ]);
  const dayAfter = {
    [TEST_NOW_HEADER]: new Date(Date.parse(respondBy) + 24 * 60 * 60 * 1000).toISOString(),
  };
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      extraHTTPHeaders: dayAfter,
    });
    const page = await context.newPage();
    await signIn(page, context.request);
    await gotoHydrated(
      page,
      `/admin-dashboard/applications/${applicationId}?q=${encodeURIComponent(startup)}`,
    );
    const board = await openBoard(page);
    const column = (name: string) =>
      board.getByRole("region", { name: new RegExp(`^${name} \\d`) });
    await expect(column("Interested").getByText(alpha.name)).toBeVisible();
    await expect(column("Soft").getByText(beta.name)).toBeVisible();
    await expect(column("No answer by the date").getByText(cedar.name)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "deal-board-past-the-date", board);

    // Insights counts the three firms as due, and Cedar's silence against its rate.
    await gotoHydrated(page, "/admin-dashboard/insights");
    const insights = page.getByRole("region", { name: "Insights" });
    const firmsPart = insights.getByRole("region", { name: "Co-investors: each firm's answers" });
    await firmsPart.getByText("The figures as a table").click();
    // Received, opened, answered, due, rate, median days, circles, circled.
    const rowOf = (name: string) => firmsPart.getByRole("row", { name });
    await expect(rowOf(alpha.name)).toHaveText(
      [alpha.name, "1", "1", "1", "1", "100%", "0", "0", "—"].join(""),
    );
    await expect(rowOf(beta.name)).toHaveText(
      [beta.name, "1", "1", "1", "1", "100%", "0", "1", "USD 250,000"].join(""),
    );
    await expect(rowOf(cedar.name)).toHaveText(
      [cedar.name, "1", "0", "0", "1", "0%", "—", "0", "—"].join(""),
    );
    await expect(
      insights
        .getByRole("region", { name: "Co-investors: each deal's answers by business day" })
        .getByRole("img", { name: new RegExp(`^${startup}: 2 of 3 firms answered`) }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "insights-past-the-date", firmsPart);

    // The founder's page: two firms opened and answered, one let the date pass.
    const founderPage = await context.newPage();
    await gotoHydrated(founderPage, (founderLink ?? "").replace(/^https?:\/\/[^/]+/, ""));
    const report = founderPage.getByRole("region", { name: "Your analyst report" });
    await expect(
      report.getByText("Sent to 3 firms · opened by 2 · answered by 2 · circled 1"),
    ).toBeVisible();
    await expect(
      report.getByText("No answer by the date we asked: 1. A firm may still answer after it."),
    ).toBeVisible();
    expect(await axeViolations(founderPage)).toEqual([]);
    await shoot(founderPage, "founder-reach-past-the-date", report);
    await context.close();
  }
});
