import { readFile } from "node:fs/promises";
import { aFirm } from "../api/test/factories";
import { applyPaidInTestMode, signIn, tokenOf, unique } from "./admin-fixtures";
import { enterDealRoom, openMemoTab } from "./deal-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { holdingTheMailPort, mailText } from "./mail-port";
import { E2E_ADMIN, E2E_REVIEWER } from "./seed-data";

// A firm's record and the firms suggested for a new deal (docs/product.md, "A firm's record"):
// two firms of one thesis get a deal; one answers Interested in the room, the other does not.
// Their records say so, on the next deal like it the one that answered comes first, and the
// Insights screen counts them the same (docs/product.md, 5.14).

test("a firm's record shows its answers, a firm interested in a similar deal comes first, and Insights counts both", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = unique("").trim();
  const admin = { authorization: `Bearer ${await tokenOf(request, E2E_ADMIN)}` };
  const aDealWithMemo = async (startup: string) => {
    const { _id: applicationId } = await applyPaidInTestMode(request, startup);
    const memo = await request.put(`/api/admin/applications/${applicationId}/memo`, {
      headers: admin,
      data: { summary: "Cold chain for clinics.", roundSize: 1_000_000, roundCurrency: "USD" },
    });
    expect(memo.status()).toBe(200);
    return applicationId;
  };
  // The same thesis; by name "Ardh" comes before "Nakhil".
  const ardh = { name: `Ardh Capital ${suffix}`, person: `ardh.${suffix}@ardh.example` };
  const nakhil = { name: `Nakhil Partners ${suffix}`, person: `nakhil.${suffix}@nakhil.example` };
  const firmIds: string[] = [];
  for (const firm of [ardh, nakhil]) {
    const created = await request.post("/api/admin/affiliated-firms", {
      headers: admin,
      data: aFirm({
        name: firm.name,
        domains: [firm.person.split("@")[1]],
        sectors: ["HealthTech"],
        people: [{ name: `${firm.name} partner`, email: firm.person, role: "Partner" }],
      }),
    });
    expect(created.status()).toBe(201);
    firmIds.push((await created.json())._id);
  }

  // The first deal goes to both; Nakhil's partner answers Interested in the room.
  const first = unique("ColdLine");
  const firstId = await aDealWithMemo(first);
  const link = await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    const shared = await request.post(`/api/admin/applications/${firstId}/shares`, {
      headers: admin,
      data: { firmIds },
    });
    expect(shared.status()).toBe(200);
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(nakhil.person);
    const mail = smtp.received.find((received) => received.to.includes(nakhil.person));
    return mailText(mail?.raw ?? "").match(/\/deal-room#token=\S+/)?.[0] ?? "";
  });
  const room = await enterDealRoom(browser, link, nakhil.person);
  const answer = room.page.getByRole("region", { name: "Your firm's answer" });
  await answer.getByRole("radio", { name: "Interested" }).check();
  await answer.getByRole("button", { name: "Send our answer" }).click();
  await expect(answer.getByText("Your answer is saved.")).toBeVisible();
  await room.context.close();

  // Nakhil's record: one deal due, answered the same day, and the deal with its answer.
  await signIn(page, request);
  const openFirm = async (name: string) => {
    await gotoHydrated(page, `/admin-dashboard/affiliated-firms?q=${encodeURIComponent(name)}`);
    await page.getByRole("row").filter({ hasText: name }).getByRole("link", { name }).click();
    return page.getByRole("region", { name: "Open record" });
  };
  let record = await openFirm(nakhil.name);
  const answers = record.getByRole("region", { name: `${nakhil.name}: answers` });
  await expect(answers).toContainText("Answer rate100% · answered 1 of 1 deal due");
  await expect(answers).toContainText("Median time to answer0 business days");
  // Last contact: the answer, today.
  await expect(answers).toContainText(/Last contact\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const deals = record.getByRole("region", { name: `${nakhil.name}: deals shared` });
  await expect(deals).toContainText(`${first} · memo version 1 · shared by ${E2E_ADMIN.name}`);
  await expect(deals).toContainText(/· Interested, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "firm-record-answers", record);

  // Ardh's: asked by a date still ahead, so nothing is due yet.
  record = await openFirm(ardh.name);
  await expect(record.getByRole("region", { name: `${ardh.name}: answers` })).toContainText(
    "Answer rateNo deal due yet",
  );
  await expect(record.getByRole("region", { name: `${ardh.name}: deals shared` })).toContainText(
    /· answer asked by \d{1,2} \w+ \d{4}/,
  );

  // A second deal of the same sector: Nakhil is offered first, and says why.
  const second = unique("ColdLine Two");
  const secondId = await aDealWithMemo(second);
  await gotoHydrated(
    page,
    `/admin-dashboard/applications/${secondId}?q=${encodeURIComponent(second)}`,
  );
  await openMemoTab(page);
  const sharing = page.getByRole("region", { name: "Share with affiliated firms" });
  const ours = sharing
    .getByRole("listitem")
    .filter({ has: page.getByRole("checkbox", { name: new RegExp(suffix) }) });
  await expect(ours).toHaveCount(2);
  await expect(ours.nth(0)).toContainText(
    `${nakhil.name} answered Interested or better on 1 similar deal · fits its sector, stage, region · 1 person`,
  );
  await expect(ours.nth(1)).toContainText(`${ardh.name} fits its sector, stage, region · 1 person`);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "share-candidates-by-answers", sharing);

  // Insights counts the two firms as their records do, and draws the deal's answer curve.
  await gotoHydrated(page, "/admin-dashboard/insights");
  const insights = page.getByRole("region", { name: "Insights" });
  await expect(insights.getByRole("heading", { name: "Co-investors", level: 3 })).toBeVisible();
  const firmsPart = insights.getByRole("region", { name: "Co-investors: each firm's answers" });
  await firmsPart.getByText("The figures as a table").click();
  // Received, opened, answered, due, rate, median days, circles, circled: Ardh's date is ahead.
  await expect(firmsPart.getByRole("row", { name: nakhil.name })).toHaveText(
    [nakhil.name, "1", "1", "1", "1", "100%", "0", "0", "—"].join(""),
  );
  await expect(firmsPart.getByRole("row", { name: ardh.name })).toHaveText(
    [ardh.name, "1", "0", "0", "0", "—", "—", "0", "—"].join(""),
  );
  const curves = insights.getByRole("region", {
    name: "Co-investors: each deal's answers by business day",
  });
  await expect(
    curves.getByRole("img", { name: new RegExp(`^${first}: 1 of 2 firms answered`) }),
  ).toBeVisible();
  const download = page.waitForEvent("download");
  await firmsPart.getByRole("button", { name: "Download insights-firms.csv" }).click();
  const csv = await (await download).path().then((path) => readFile(path, "utf8"));
  expect(csv).toContain(`${nakhil.name},1,1,1,1,100,0,0,`);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "insights");

  // A reviewer reads it too.
  const reviewerContext = await browser.newContext();
  const reviewerPage = await reviewerContext.newPage();
  await signIn(reviewerPage, reviewerContext.request, E2E_REVIEWER);
  await gotoHydrated(reviewerPage, "/admin-dashboard/insights");
  await expect(
    reviewerPage
      .getByRole("region", { name: "Insights" })
      .getByRole("heading", { name: "Funnel", exact: true }),
  ).toBeVisible();
  await reviewerContext.close();
});
