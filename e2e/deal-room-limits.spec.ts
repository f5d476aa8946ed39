import { applyPaidInTestMode, score, tokenOf, unique } from "./admin-fixtures";
import { aFirmOf, aMemo } from "./deal-fixtures";
import { axeViolations, expect, test } from "./fixtures";
import { holdingTheMailPort, mailText } from "./mail-port";
import { E2E_ADMIN, E2E_ANALYST, E2E_DEAL_REVIEWER } from "./seed-data";

// The deal room's cap on codes sent to one address (docs/decisions/068-atomic-guess-limits.md), as
// the firm's person meets it: the sixth code of the hour is refused, and the page says why.

test("a firm person who asks for a sixth code in an hour is told so beside the address", async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The browser logs the refused request; the page says why.
  allowConsoleErrors(/status of 429/);
  const startup = unique("Limits Pay");
  const { _id: applicationId } = await applyPaidInTestMode(request, startup);
  const adminToken = await tokenOf(request, E2E_ADMIN);
  const admin = { authorization: `Bearer ${adminToken}` };
  await score(request, adminToken, applicationId, 3);
  await score(request, await tokenOf(request, E2E_DEAL_REVIEWER), applicationId, 4);
  await score(request, await tokenOf(request, E2E_ANALYST), applicationId, 5);
  await aMemo(request, adminToken, applicationId, {
    summary: "Payments for Gulf cafés.",
    risks: "Card-scheme fees.",
    proposedTerms: "SAFE, USD 6M cap.",
    roundSize: 1_000_000,
  });
  const suffix = unique("").trim();
  const person = { name: "Lina Aziz", email: `lina.${suffix}@gamma.example` };
  const firmId = await aFirmOf(request, adminToken, {
    name: `Gamma Capital ${suffix}`,
    domain: "gamma.example",
    people: [person],
  });

  await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    const shared = await request.post(`/api/admin/applications/${applicationId}/shares`, {
      headers: admin,
      data: { firmIds: [firmId] },
    });
    expect(shared.status()).toBe(200);
    const linkIn = () =>
      (
        mailText(smtp.received.find((mail) => mail.to.includes(person.email))?.raw ?? "").match(
          /https?:\/\/\S+\/deal-room#token=\S+/,
        )?.[0] ?? ""
      ).replace(/^https?:\/\/[^/]+/, "");
    await expect.poll(linkIn, { timeout: 15_000 }).not.toBe("");

    await page.goto(linkIn());
    for (let code = 1; code <= 5; code++) {
      await page.getByLabel("Your work e-mail address").fill(person.email);
      await page.getByRole("button", { name: "Send me a code" }).click();
      await expect(
        page.getByText("If this address may open the deal, a 6-digit code is on its way to it."),
      ).toBeVisible();
      await page.getByRole("button", { name: "Use another address" }).click();
    }
    await page.getByLabel("Your work e-mail address").fill(person.email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    const address = page.getByLabel("Your work e-mail address");
    await expect(address).toHaveAccessibleDescription(
      "Too many codes have been asked for this address. Use the newest code already sent, or ask again in 60 minutes.",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
