import { aFirm } from "../api/test/factories";
import { applyPaidInTestMode, score, signIn, tokenOf, unique } from "./admin-fixtures";
import { openMemoTab } from "./deal-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { dealCodeIn, holdingTheMailPort, mailText } from "./mail-port";
import { E2E_ADMIN, E2E_ANALYST, E2E_DEAL_REVIEWER } from "./seed-data";

// The analyst memo built from three scorecards, shared with two firms, and a person at one of
// them proving the address and reading it (docs/decisions/057-deal-memo.md, 058-deal-sharing.md).

test("an admin builds the memo from three scorecards, shares it with two firms, and a person at one reads it", async ({
  page,
  request,
  browser,
  allowConsoleErrors,
}) => {
  // A whole journey across three people and two browsers: longer than one page's default.
  test.setTimeout(120_000);
  // A revoked link's check is answered 403, as it should be.
  allowConsoleErrors(/status of 403/);
  const startup = unique("Qahwa Pay");
  const { _id: applicationId } = await applyPaidInTestMode(request, startup);
  const adminToken = await tokenOf(request, E2E_ADMIN);
  await score(request, adminToken, applicationId, 3);
  await score(request, await tokenOf(request, E2E_DEAL_REVIEWER), applicationId, 4);
  await score(request, await tokenOf(request, E2E_ANALYST), applicationId, 5);
  const suffix = unique("").trim();
  const addFirm = async (overrides: object) => {
    const response = await request.post("/api/admin/affiliated-firms", {
      headers: { authorization: `Bearer ${adminToken}` },
      data: aFirm(overrides),
    });
    expect(response.status()).toBe(201);
  };
  const firmA = `Alpha Gulf ${suffix}`;
  const firmB = `Beta Health ${suffix}`;
  const never = `Rival Capital ${suffix}`;
  const personA = `aisha.${suffix}@alpha.example`;
  await addFirm({
    name: firmA,
    domains: ["alpha.example"],
    people: [{ name: "Aisha Rahman", email: personA, role: "Partner" }],
  });
  await addFirm({
    name: firmB,
    domains: ["beta.example"],
    sectors: ["HealthTech"],
    people: [{ name: "Bruno Weiss", email: `bruno.${suffix}@beta.example`, role: "" }],
  });
  await addFirm({ name: never, neverSend: true, neverSendReason: "Backs a competitor" });

  await signIn(page, request);
  await gotoHydrated(
    page,
    `/admin-dashboard/applications/${applicationId}?q=${encodeURIComponent(startup)}`,
  );
  await openMemoTab(page);
  const memo = page.getByRole("region", { name: "Analyst memo" });
  await expect(memo.getByText("No memo yet: write the first version.")).toBeVisible();
  await memo.getByRole("button", { name: "Write the memo" }).click();
  await memo.getByLabel("Summary").fill("Card payments for Gulf cafés, 40% month on month.");
  await memo.getByLabel("Risks").fill("Card-scheme fees.");
  await memo.getByLabel("Proposed terms").fill("SAFE, USD 6M cap.");
  await memo.getByLabel("Round size").fill("abc");
  await memo.getByRole("button", { name: "Save memo" }).click();
  await expect(memo.getByText("Enter a whole amount")).toBeVisible();
  await memo.getByLabel("Round size").fill("1,000,000");
  await memo.getByRole("button", { name: "Save memo" }).click();
  await expect(page.getByText("Memo version 1 saved.")).toBeVisible();
  await expect(memo.getByText(/Version 1 · draft, not shared yet/)).toBeVisible();
  // Totals 3, 4 and 5: the median 4, three reviewers.
  await expect(memo.getByText("Weighted total 4 (median of 3 reviewers, spread 2)")).toBeVisible();
  await expect(memo.getByRole("row", { name: "Founders and Their Background 4" })).toBeVisible();
  await expect(memo.getByText("USD 1,000,000")).toBeVisible();

  const sharing = page.getByRole("region", { name: "Share with affiliated firms" });
  await expect(sharing.getByRole("checkbox", { name: never })).toBeDisabled();
  await expect(sharing.getByText("Never send: Backs a competitor")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "deal-memo", memo);
  await shoot(page, "deal-sharing", sharing);

  const link = await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    await sharing.getByRole("checkbox", { name: firmA }).check();
    await sharing.getByRole("checkbox", { name: firmB }).check();
    await sharing.getByRole("button", { name: "Share with 2 firms" }).click();
    await expect(page.getByText("Shared with 2 firms: 2 links sent.")).toBeVisible();
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(personA);
    const mail = smtp.received.find((received) => received.to.includes(personA));
    return mailText(mail?.raw ?? "").match(/https?:\/\/\S+\/deal-room#token=\S+/)?.[0] ?? "";
  });
  expect(link).not.toBe("");
  await expect(memo.getByText(/Version 1 · shared .*, locked/)).toBeVisible();
  await expect(memo.getByRole("button", { name: "Start version 2" })).toBeVisible();
  // A version after a shared one says what changed; the text starts from version 1's.
  await memo.getByRole("button", { name: "Start version 2" }).click();
  await expect(memo.getByLabel("Round size")).toHaveValue("1000000");
  await memo.getByRole("button", { name: "Save version 2" }).click();
  await expect(memo.getByText("Say what changed in this version")).toBeVisible();
  await memo.getByRole("button", { name: "Cancel" }).click();
  await expect(memo.getByRole("button", { name: "Start version 2" })).toBeVisible();
  await expect(sharing.getByText(`Aisha Rahman · ${personA} · link until`)).toBeVisible();

  // The person at firm A, in a browser of their own.
  const firmContext = await browser.newContext();
  const viewer = await firmContext.newPage();
  // The room's forms' rules (zod and their schemas) come with the first form used, not with the
  // page (docs/decisions/079-form-rules-on-first-use.md).
  const scripts: string[] = [];
  viewer.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
  });
  const loadedCode = async () =>
    (await Promise.all(scripts.map(async (script) => (await request.get(script)).text()))).join(
      "\n",
    );
  await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    await viewer.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(
      viewer.getByText(`Nakhla Ventures has shared its analyst memo on ${startup} with ${firmA}.`),
    ).toBeVisible();
    expect(await loadedCode()).not.toContain("$ZodType");
    expect(await axeViolations(viewer)).toEqual([]);
    await shoot(viewer, "deal-room-address");
    await viewer.getByLabel("Your work e-mail address").fill(personA);
    await viewer.getByRole("button", { name: "Send me a code" }).click();
    await expect(
      viewer.getByText("If this address may open the deal, a 6-digit code is on its way to it."),
    ).toBeVisible();
    expect(await loadedCode()).toContain("$ZodType");
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(personA);
    // The code mail to this person: another journey's mail may reach the port first.
    const codeMail = smtp.received.find((mail) => mail.to.includes(personA));
    const code = dealCodeIn(codeMail?.raw ?? "");
    await viewer
      .getByLabel(`The code sent to ${personA}`)
      .fill("000000" === code ? "111111" : "000000");
    await viewer.getByRole("button", { name: "Open the deal" }).click();
    await expect(viewer.getByText("That code does not open this deal.")).toBeVisible();
    await viewer.getByLabel(`The code sent to ${personA}`).fill(code);
    await viewer.getByRole("button", { name: "Open the deal" }).click();
  });
  await expect(viewer.getByRole("heading", { name: "Confidentiality terms" })).toBeVisible();
  await expect(viewer).toHaveURL(/\/deal-room$/);
  await viewer.getByRole("button", { name: "Accept and open the memo" }).click();
  await expect(viewer.getByText("Tick the box to accept the confidentiality terms")).toBeVisible();
  expect(await axeViolations(viewer)).toEqual([]);
  await shoot(viewer, "deal-room-terms");
  await viewer.getByRole("checkbox", { name: "I accept the confidentiality terms" }).check();
  await viewer.getByRole("button", { name: "Accept and open the memo" }).click();
  await expect(
    viewer.getByRole("heading", { name: `${startup}: analyst memo, version 1` }),
  ).toBeVisible();
  await expect(viewer.getByText("Card payments for Gulf cafés, 40% month on month.")).toBeVisible();
  const today = new Date().toLocaleDateString("en-GB", {
    day: "2-digit",
    month: "short",
    year: "numeric",
  });
  await expect(viewer.getByText(`${personA} · ${today} · Confidential`).first()).toBeVisible();
  await expect(viewer.getByText(E2E_DEAL_REVIEWER.name)).toHaveCount(0);
  // This founder uploaded no deck, and the room says so (docs/decisions/060-deal-room-deck.md).
  await expect(
    viewer.getByText("The founder has not uploaded a pitch deck for this deal."),
  ).toBeVisible();
  // The server renders the memo, the watermark with it, for the viewer's cookie alone.
  const served = await viewer.request.get("/deal-room");
  expect(served.headers()["cache-control"]).toBe("private, no-store");
  const html = await served.text();
  expect(html).toContain(`${personA} · ${today} · Confidential`);
  expect(html).toContain("Card payments for Gulf cafés, 40% month on month.");
  expect(html).not.toContain("admin-header");
  const stranger = await request.get("/deal-room");
  expect(await stranger.text()).not.toContain("Card payments for Gulf cafés");
  expect(await axeViolations(viewer)).toEqual([]);
  await shoot(viewer, "deal-room-memo");
  // The room at a phone's, a tablet's and a wide screen's widths, then back.
  const size = viewer.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [375, 768, 1920]) {
    await viewer.setViewportSize({ width, height: 900 });
    await expect(viewer.getByText(`${personA} · ${today} · Confidential`).first()).toBeVisible();
    expect(await axeViolations(viewer), `axe at ${width} px`).toEqual([]);
  }
  await viewer.setViewportSize(size);

  // Back in the console: the terms and the reading are recorded; revoking closes the room.
  await page.reload();
  await openMemoTab(page);
  await expect(sharing.getByText(/memo viewed/).first()).toBeVisible();
  await shoot(page, "deal-shared", sharing);
  await expect(
    sharing.getByText(new RegExp(`terms accepted by ${personA.replace(/\./g, "\\.")} from`)),
  ).toBeVisible();
  await expect(sharing.getByText(/memo viewed/).first()).toBeVisible();
  await sharing.getByRole("button", { name: "Revoke Aisha Rahman's link" }).click();
  await expect(page.getByText("Aisha Rahman's link is revoked.")).toBeVisible();
  await viewer.reload();
  await expect(viewer.getByRole("alert")).toHaveText(
    "This link does not open a deal. Ask the person who sent it to you for a new one.",
  );
  await firmContext.close();

  // The firm's record keeps the history of the deals shared with it.
  await gotoHydrated(page, `/admin-dashboard/affiliated-firms?q=${encodeURIComponent(firmA)}`);
  const row = page.getByRole("row").filter({ hasText: firmA });
  await row.getByRole("link", { name: firmA }).click();
  const record = page.getByRole("region", { name: "Open record" });
  const history = record.getByRole("region", { name: `${firmA}: deals shared` });
  await expect(history).toContainText(`${startup} · memo version 1 · shared by ${E2E_ADMIN.name}`);
  await expect(history).toContainText("· 1 link");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "firm-history", record);
});
