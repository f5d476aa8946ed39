import type { APIRequestContext, Browser, Locator } from "@playwright/test";
import { anApplication } from "../api/test/factories";
import { tokenOf, unique } from "./admin-fixtures";
import {
  axeViolations,
  axeViolationsWithoutScripts,
  expect,
  gotoHydrated,
  shoot,
  test,
} from "./fixtures";
import { E2E_ADMIN, E2E_COUPONS } from "./seed-data";

// The founder page's route forms (docs/decisions/076-route-forms.md): the pitch slot booked,
// moved and cancelled, and the deck given as a link, posted to the page's action with the page's
// scripts and without them.

/** Two open slots of the day `days` ahead, each with its own representative, published by calls. */
async function twoSlots(request: APIRequestContext, days: number) {
  const token = await tokenOf(request, E2E_ADMIN);
  const representatives = [unique("Huda Saleem"), unique("Tariq Aziz")];
  for (const [index, representativeName] of representatives.entries()) {
    const startsAt = new Date(Date.now() + days * 86_400_000);
    startsAt.setHours(9 + index * 2, 0, 0, 0);
    const published = await request.post("/api/pitch-slots", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        startsAt: startsAt.toISOString(),
        durationMinutes: 30,
        representativeName,
        representativeEmail: `${representativeName.replace(/\W+/g, ".").toLowerCase()}@nakhla.example`,
      },
    });
    expect(published.status()).toBe(201);
  }
  return representatives as [string, string];
}

/**
 * A founder's own browser, the founder cookie set by their application (as the browser that
 * applied has it), with scripts or without.
 */
async function aFoundersBrowser(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width: 375, height: 800 },
  });
  const startupName = unique("Slot Forms Co");
  const answers = anApplication({
    startupName,
    email: `${startupName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  });
  const applied = await context.request.post("/api/apply", {
    data: { ...answers, couponCode: E2E_COUPONS.free.code, finalPrice: 0 },
  });
  expect(applied.status()).toBe(201);
  const page = await context.newPage();
  if (javaScriptEnabled) await gotoHydrated(page, "/my-application");
  else await page.goto("/my-application");
  const section = page.getByRole("region", { name: "Your pitch slot" });
  return { context, page, section };
}

test("a founder books, moves and cancels their pitch slot from their page", async ({
  browser,
  request,
}) => {
  const [first, second] = await twoSlots(request, 6);
  const { context, page, section } = await aFoundersBrowser(browser, true);

  // Nothing chosen: the page says so under the slots, and nothing is posted.
  await section.getByRole("button", { name: "Book this slot" }).click();
  await expect(section.getByText("Choose a slot.")).toBeVisible();
  await expect(section.getByRole("group", { name: "Open slots" })).toHaveAccessibleDescription(
    "Choose a slot.",
  );
  await shoot(page, "founder-slot-none-chosen", section);

  await section.getByRole("radio", { name: new RegExp(first) }).check();
  await section.getByRole("button", { name: "Book this slot" }).click();
  await expect(section.getByRole("status")).toHaveText("Your pitch slot is booked.");
  await expect(section).toContainText(`Booked:`);
  await expect(section).toContainText(`30 minutes with ${first}`);
  await expect(page.locator('[aria-current="step"]')).toContainText("Pitch scheduled");
  expect(await axeViolations(page)).toEqual([]);

  // Moved to the other representative's slot (the booked one is not offered to move to).
  await section.getByRole("button", { name: "Move to another slot" }).click();
  await expect(section.getByRole("radio", { name: new RegExp(first) })).toHaveCount(0);
  await section.getByRole("radio", { name: new RegExp(second) }).check();
  expect(await axeViolations(page)).toEqual([]);
  await section.getByRole("button", { name: "Move my slot" }).click();
  await expect(section.getByRole("status")).toHaveText("Your pitch slot is moved.");
  await shoot(page, "founder-slot-moved", section);
  await expect(section).toContainText(`30 minutes with ${second}`);
  await expect(section.getByRole("button", { name: "Move my slot" })).toHaveCount(0);

  // Cancelled after saying yes; both slots are offered again (the stage told stays told).
  await section.getByRole("button", { name: "Cancel my slot" }).click();
  await expect(section).toContainText(/Cancel your pitch on .+\? The slot opens for others\./);
  await section.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(section.getByRole("status")).toHaveText("Your pitch slot is cancelled.");
  await expect(section).not.toContainText("Booked:");
  for (const representative of [first, second]) {
    await expect(section.getByRole("radio", { name: new RegExp(representative) })).toBeVisible();
  }
  await context.close();
});

test.describe("without the page's scripts", () => {
  test("a founder opens their page by pasting the link from their e-mail, and sees it all", async ({
    browser,
    request,
  }) => {
    const startupName = unique("Pasted Link Co");
    const answers = anApplication({
      startupName,
      email: `${startupName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    });
    const applied = await request.post("/api/apply", {
      data: { ...answers, couponCode: E2E_COUPONS.free.code, finalPrice: 0 },
    });
    expect(applied.status()).toBe(201);
    const { founderToken } = (await applied.json()) as { founderToken: string };

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/my-application");
    const opener = page.getByRole("region", { name: "Open my application" });
    const pasted = opener.getByLabel("Paste the link from your e-mail");
    // A link that opens nothing says so, under the field.
    await pasted.fill("https://nakhla.example/my-application#token=not-a-real-token");
    await opener.getByRole("button", { name: "Open my application" }).click();
    await expect(page.getByRole("region", { name: "Open my application" })).toContainText(
      "This link no longer opens an application. Ask for a new one with the e-mail address you applied with.",
    );
    await shoot(page, "founder-page-pasted-link-refused");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);

    await page
      .getByLabel("Paste the link from your e-mail")
      .fill(`https://nakhla.example/my-application#token=${founderToken}`);
    await page.getByRole("button", { name: "Open my application" }).click();
    await expect(page).toHaveURL(/\/my-application$/);
    await expect(page.getByText(`${startupName}, submitted on`)).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText("Received");
    await expect(page.getByRole("region", { name: "Your pitch slot" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your pitch deck" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Open my application" })).toHaveCount(0);
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    await context.close();
  });

  test("a founder books a pitch slot, and is told when they chose none", async ({
    browser,
    request,
  }) => {
    const [first] = await twoSlots(request, 7);
    const { context, page, section } = await aFoundersBrowser(browser, false);

    await section.getByRole("button", { name: "Book this slot" }).click();
    await expect(section.getByText("Choose a slot.")).toBeVisible();
    await expect(section).not.toContainText("Booked:");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);

    await section.getByRole("radio", { name: new RegExp(first) }).check();
    await section.getByRole("button", { name: "Book this slot" }).click();
    await expect(section.getByRole("status")).toHaveText("Your pitch slot is booked.");
    await expect(section).toContainText(`30 minutes with ${first}`);
    await expect(page.locator('[aria-current="step"]')).toContainText("Pitch scheduled");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    await context.close();
  });

  test("a founder gives a link to their deck; one that is not https is refused", async ({
    browser,
  }) => {
    const { context, page, section } = await deckSection(browser, false);
    await linkTheDeck(section);
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    await context.close();
  });
});

/** The founder's page's deck section, in a founder's own browser. */
async function deckSection(browser: Browser, javaScriptEnabled: boolean) {
  const opened = await aFoundersBrowser(browser, javaScriptEnabled);
  return { ...opened, section: opened.page.getByRole("region", { name: "Your pitch deck" }) };
}

/** A link refused (not https), then one kept, which becomes the current deck. */
async function linkTheDeck(section: Locator) {
  const link = section.getByLabel("Or give a link to your deck");
  await link.fill("http://drive.example/deck");
  await section.getByRole("button", { name: "Save link" }).click();
  await expect(section.getByLabel("Or give a link to your deck")).toHaveAccessibleDescription(
    "Enter a link that starts with https://",
  );
  await expect(section).not.toContainText("Current deck:");
  await shoot(section.page(), "founder-deck-link-refused", section);
  await section.getByLabel("Or give a link to your deck").fill("https://drive.example/our-deck");
  await section.getByRole("button", { name: "Save link" }).click();
  await expect(section.getByRole("status")).toHaveText("The link to your pitch deck is saved.");
  await expect(section).toContainText("Current deck: https://drive.example/our-deck");
  await expect(section.getByLabel("Or give a link to your deck")).toHaveValue("");
}

test("a founder gives a link to their deck with the page's scripts", async ({ browser }) => {
  const { context, page, section } = await deckSection(browser, true);
  await linkTheDeck(section);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
