import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { anApplication } from "../api/test/factories";
import { openRecordTab, signIn, unique } from "./admin-fixtures";
import { ANSWERS, fillApplicationStep, stepHeading } from "./application-helpers";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { E2E_ADMIN, E2E_COUPONS } from "./seed-data";

// Pitch slots booked from the founder's page, decision e-mails on a status change, and a
// draft saved on a phone and finished on a laptop.

/** A founder who applied (free, with the seeded coupon): their startup, address and private token. */
async function aFounder(request: APIRequestContext, startupName: string) {
  const answers = anApplication({
    startupName,
    email: `${startupName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  });
  const response = await request.post("/api/apply", {
    data: { ...answers, couponCode: E2E_COUPONS.free.code, finalPrice: 0 },
  });
  expect(response.status()).toBe(201);
  const { founderToken } = (await response.json()) as { founderToken: string };
  return { ...answers, token: founderToken };
}

/** A date three days ahead (YYYY-MM-DD), for a slot nobody else's test competes with. */
const daysAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** An ISO day as the console's date field takes it: dd/mm/yyyy. */
const typed = (iso: string) => iso.split("-").reverse().join("/");

const applicationsTab = (page: Page, startup: string) =>
  page.goto(`/admin-dashboard/applications?q=${encodeURIComponent(startup)}`);

/** Staff publish a slot of `representative` in Assignments › Pitch slots: the panel and the address. */
async function publishSlot(
  page: Page,
  representative: string,
  { days, time, length = "30" }: { days: number; time: string; length?: string },
) {
  await page.goto("/admin-dashboard/assignments");
  const slots = page.getByRole("region", { name: "Pitch slots" });
  await slots.getByLabel("Slot date", { exact: true }).fill(typed(daysAhead(days)));
  await slots.getByLabel("Slot time", { exact: true }).fill(time);
  await slots.getByLabel("Length").selectOption(length);
  await slots.getByLabel("Representative", { exact: true }).fill(representative);
  const representativeEmail = `${representative.replaceAll(" ", ".").toLowerCase()}@nakhla.example`;
  await slots.getByLabel("Representative's e-mail").fill(representativeEmail);
  await slots.getByRole("button", { name: "Publish slot" }).click();
  return { slots, representativeEmail };
}

/** The founder's page on a phone, from their private link. */
async function openFoundersPage(browser: Browser, founder: { token: string }) {
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const founderPage = await phone.newPage();
  await gotoHydrated(founderPage, `/my-application#token=${founder.token}`);
  const section = founderPage.getByRole("region", { name: "Your pitch slot" });
  return { phone, founderPage, section };
}

/** The founder books `representative`'s slot from their page (axe checked before booking). */
async function bookOnFoundersPage(
  browser: Browser,
  founder: { token: string },
  representative: string,
) {
  const opened = await openFoundersPage(browser, founder);
  const { founderPage, section } = opened;
  await section.getByRole("radio", { name: new RegExp(representative) }).check();
  expect(await axeViolations(founderPage)).toEqual([]);
  await section.getByRole("button", { name: "Book this slot" }).click();
  await expect(section.getByRole("status")).toHaveText("Your pitch slot is booked.");
  return opened;
}

test("staff publish a slot, the founder books it from their page, staff see the meeting and Scheduled", async ({
  page,
  browser,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 409/);
  const representative = unique("Layla Haddad");
  const founder = await aFounder(request, unique("Slot Co"));
  const token = await signIn(page, request);

  const { slots, representativeEmail } = await publishSlot(page, representative, {
    days: 3,
    time: "10:30",
    length: "45",
  });
  const published = slots.getByRole("listitem").filter({ hasText: representative });
  await expect(published).toContainText("45 min");
  await expect(published).toContainText("Open");
  // Published: the date and the time are empty again, the representative stays for the next one.
  await expect(slots.getByLabel("Slot date", { exact: true })).toHaveValue("");
  await expect(slots.getByLabel("Slot time", { exact: true })).toHaveValue("");
  await expect(slots.getByLabel("Length")).toHaveValue("30");
  await expect(slots.getByLabel("Representative", { exact: true })).toHaveValue(representative);
  await expect(slots.getByLabel("Representative's e-mail")).toHaveValue(representativeEmail);
  await slots.getByRole("button", { name: "Publish slot" }).click();
  await expect(slots.getByLabel("Slot date", { exact: true })).toHaveAccessibleDescription(
    /Choose a date\./,
  );
  await expect(slots.getByLabel("Slot time", { exact: true })).toHaveAccessibleDescription(
    /Choose a time\./,
  );
  // The same representative at an overlapping time: refused, with the reason.
  await slots.getByLabel("Slot date", { exact: true }).fill(typed(daysAhead(3)));
  await slots.getByLabel("Slot time", { exact: true }).fill("11:00");
  await slots.getByRole("button", { name: "Publish slot" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `${representativeEmail} already has a pitch slot at an overlapping time.`,
  );
  await expect(slots.getByRole("listitem").filter({ hasText: representative })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // The founder, on a phone, from their private link.
  const { phone, founderPage, section } = await bookOnFoundersPage(
    browser,
    founder,
    representative,
  );
  await expect(section).toContainText(`Booked:`);
  await expect(section).toContainText(`45 minutes with ${representative}`);
  await expect(section).toContainText("You can move or cancel it until 24 hours before it starts.");
  await expect(founderPage.locator('[aria-current="step"]')).toContainText("Pitch scheduled");
  expect(await axeViolations(founderPage)).toEqual([]);
  await phone.close();

  // Staff: the slot is booked, the meeting is in Assignments, the application is Scheduled.
  await page.reload();
  await expect(slots.getByRole("listitem").filter({ hasText: representative })).toContainText(
    `Booked by ${founder.fullName} (${founder.startupName})`,
  );
  const meetings = (await (
    await request.get("/api/meeting", { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { title: string; participants: string[]; time: string }[];
  const meeting = meetings.find((m) => m.title === `Pitch: ${founder.startupName}`);
  expect(meeting?.participants).toEqual([representative, founder.fullName]);

  await applicationsTab(page, founder.startupName);
  const card = page.getByRole("row").filter({ hasText: founder.startupName });
  await expect(card.getByLabel(`Status of ${founder.startupName}`)).toHaveValue("Scheduled");
  await expect(card).toContainText(/\d\d\/\d\d\/\d{4} 10:30/);
  expect(meeting?.time).toBe(new Date(`${daysAhead(3)}T10:30`).toISOString());
});

test("an admin cancels a founder's booking from Pitch slots, and the founder's page offers the slots again", async ({
  page,
  browser,
  request,
}) => {
  const representative = unique("Nadia Karim");
  const founder = await aFounder(request, unique("Freed Co"));
  await signIn(page, request);
  const { slots } = await publishSlot(page, representative, { days: 4, time: "15:00" });
  await expect(slots.getByRole("listitem").filter({ hasText: representative })).toContainText(
    "Open",
  );
  const booked = await bookOnFoundersPage(browser, founder, representative);
  await booked.phone.close();

  await page.reload();
  const slot = slots.getByRole("listitem").filter({ hasText: representative });
  await expect(slot).toContainText(`Booked by ${founder.fullName} (${founder.startupName})`);
  // A booked slot offers no Remove, only Cancel booking.
  const cancelButton = slot.getByRole("button", { name: /^Cancel booking/ });
  await expect(slot.getByRole("button", { name: /^Remove/ })).toHaveCount(0);

  // By keyboard: the button takes focus (and shows it), Enter opens the confirm dialog.
  await cancelButton.focus();
  await expect(cancelButton).toBeFocused();
  const outline = await cancelButton.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cancel this pitch booking?" });
  await expect(dialog).toContainText(`${founder.fullName} (${founder.startupName})`);
  // The dialog opens on its reason field (Enter there is a new line, never the confirmation).
  const reason = dialog.getByLabel("Reason for the founder");
  await expect(reason).toBeFocused();
  await page.keyboard.type("Our partner is unwell.");
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Booking cancelled. The slot is open again.")).toBeVisible();
  await expect(slot).toContainText("Open");
  await expect(slot).not.toContainText("Booked by");
  // The focus lands on the freed slot's Remove, not lost with the button that opened the dialog.
  await expect(slot.getByRole("button", { name: /^Remove/ })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeViolations(page)).toEqual([]);

  // The founder's page: no booking, and the freed slot offered again.
  const { phone, section } = await openFoundersPage(browser, founder);
  await expect(section.getByRole("radio", { name: new RegExp(representative) })).toBeVisible();
  await expect(section).not.toContainText("Booked:");
  await expect(section.getByRole("button", { name: "Book this slot" })).toBeVisible();
  await phone.close();

  // The founder's mail waits in the outbox with the reason.
  await page.goto("/admin-dashboard/background-work");
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `To ${founder.email}` })
      .filter({ hasText: `Your pitch for ${founder.startupName} is cancelled` }),
  ).toHaveCount(1);
});

test("a booked pitch that has started offers no Cancel booking", async ({
  page,
  browser,
  request,
}) => {
  const representative = unique("Omar Saleh");
  const founder = await aFounder(request, unique("Started Co"));
  await signIn(page, request);
  const { slots } = await publishSlot(page, representative, { days: 5, time: "11:00" });
  const booked = await bookOnFoundersPage(browser, founder, representative);
  await booked.phone.close();
  const slot = slots.getByRole("listitem").filter({ hasText: representative });
  await page.reload();
  await expect(slot.getByRole("button", { name: /^Cancel booking/ })).toBeVisible();

  // Six days on, as the console's clock has it: the pitch has started, its booking stays.
  await page.clock.install({ time: Date.now() + 6 * 86_400_000 });
  await page.reload();
  await expect(slot).toContainText(`Booked by ${founder.fullName} (${founder.startupName})`);
  await expect(slot.getByRole("button")).toHaveCount(0);
});

test("staff change a status with Notify the founder, the mail is in the outbox and the founder's page shows the new stage", async ({
  page,
  browser,
  request,
}) => {
  const founder = await aFounder(request, unique("Notify Co"));
  await signIn(page, request);
  await applicationsTab(page, founder.startupName);
  await page
    .getByRole("row")
    .filter({ hasText: founder.startupName })
    .getByRole("link", { name: founder.startupName })
    .click();
  const card = page.getByRole("region", { name: "Open record" });
  const notify = card.getByRole("checkbox", {
    name: `Notify the founder of ${founder.startupName}`,
  });
  await expect(notify).not.toBeChecked();
  await notify.check();
  expect(await axeViolations(page)).toEqual([]);
  await card.getByLabel(`Status of ${founder.startupName}`).selectOption("In Discussion");
  await expect(
    page.getByText(`${founder.startupName}: In Discussion (the founder is notified)`),
  ).toBeVisible();
  await expect(card.getByLabel(`Status of ${founder.startupName}`)).toHaveValue("In Discussion");

  // The founder's own page now says their application is under review, in plain words.
  const founderContext = await browser.newContext();
  const founderPage = await founderContext.newPage();
  await gotoHydrated(founderPage, `/my-application#token=${founder.token}`);
  await expect(founderPage.locator('[aria-current="step"]')).toContainText("Under review");
  await expect(founderPage.getByText("Our analysts are reviewing your application")).toBeVisible();
  await founderContext.close();

  // Resolved needs the decision to say.
  await card.getByLabel(`Status of ${founder.startupName}`).selectOption("Resolved");
  await expect(card.getByRole("alert")).toHaveText(
    "Choose which decision e-mail to send, or untick Notify the founder.",
  );
  await expect(card.getByLabel(`Status of ${founder.startupName}`)).toHaveValue("In Discussion");

  // The e2e server's SMTP does not answer, so the mail waits in the outbox, listed for staff.
  await page.goto("/admin-dashboard/background-work");
  const mail = page
    .getByRole("listitem")
    .filter({ hasText: `To ${founder.email}` })
    .filter({
      hasText: `${founder.startupName} is in discussion`,
    });
  await expect(mail).toHaveCount(1);
});

test("admins edit a decision e-mail beside its live preview", async ({ page, request }) => {
  await signIn(page, request);
  await page.goto("/admin-dashboard/mail-templates");
  await page.getByRole("button", { name: "Declined" }).click();
  const preview = page.getByRole("region", { name: "Preview", exact: true });
  await expect(preview).toContainText("Your application for ColdLine");
  await page
    .getByLabel("Text", { exact: true })
    .fill("Dear {founderName},\nNot {startupName}, not now. {pitchTime}");
  await expect(preview).toContainText(/Dear Aisha Rahman,\s+Not ColdLine, not now\./);
  await page.getByLabel("Subject", { exact: true }).fill("About {startup}");
  await page.getByRole("button", { name: "Save template", exact: true }).click();
  await expect(page.getByText("Use only these placeholders:", { exact: false })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The Arabic text beside it, written right to left with its own preview.
  const arabicPreview = page.getByRole("region", { name: "Preview in Arabic" });
  const arabicText = page.getByLabel("Text in Arabic");
  await expect(arabicText).toHaveAttribute("dir", "rtl");
  await arabicText.fill("عزيزي {founderName}،\nليس الآن.");
  await expect(arabicPreview).toContainText("ليس الآن.");
  await page.getByRole("button", { name: "Save the Arabic text" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Declined in Arabic: saved" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Declined/ })).toContainText("(edited)");
  await expect(page.getByLabel("Text in Arabic")).toHaveValue("عزيزي {founderName}،\nليس الآن.");
  // What was typed in English, not saved, is still there.
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("About {startup}");
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/admin-dashboard/drafts");
  const chart = page.getByRole("list", { name: "Unfinished drafts by step" });
  await expect(chart.getByRole("listitem")).toHaveCount(6);
  await expect(chart.getByRole("listitem").first()).toContainText("1. Founder identity");
  expect(await axeViolations(page)).toEqual([]);
});

test("an edited decision e-mail is reset to its built-in text, and stays so", async ({
  page,
  request,
}) => {
  // "Accepted for the next stage": no other journey sends it, so its edits disturb none of them.
  const label = "Accepted for the next stage";
  const builtInSubject = "{startupName}: accepted for the next stage";
  const builtInText =
    "We are glad to tell you that {startupName} has been accepted for the next stage.";
  const edited = unique("Welcome aboard");
  await signIn(page, request);
  const form = page.getByRole("form", { name: `Edit ${label}`, exact: true });
  const preview = page.getByRole("region", { name: "Preview", exact: true });
  const pick = page.getByRole("navigation", { name: "Templates" }).getByRole("button", {
    name: new RegExp(`^${label}`),
  });
  async function openTemplate() {
    await page.goto("/admin-dashboard/mail-templates");
    await pick.click();
    await expect(pick).toHaveAttribute("aria-pressed", "true");
  }
  async function expectBuiltIn() {
    await expect(form.getByText("The built-in text.")).toBeVisible();
    await expect(form.getByLabel("Subject", { exact: true })).toHaveValue(builtInSubject);
    await expect(form.getByLabel("Text", { exact: true })).toHaveValue(
      new RegExp(builtInText.replace(/[{}.]/g, "\\$&")),
    );
    await expect(preview).toContainText("ColdLine: accepted for the next stage");
    await expect(form.getByRole("button", { name: "Reset to default" })).toHaveCount(0);
    await expect(pick).not.toContainText("(edited)");
  }

  await openTemplate();
  await expectBuiltIn();

  await form.getByLabel("Subject", { exact: true }).fill(`{startupName}: ${edited}`);
  await form.getByLabel("Text", { exact: true }).fill(`Dear {founderName},\n${edited}.`);
  await expect(preview).toContainText(`ColdLine: ${edited}`);
  await form.getByRole("button", { name: "Save template", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `${label}: saved` })).toBeVisible();
  await expect(form.getByText(`Edited by ${E2E_ADMIN.name},`)).toBeVisible();
  await expect(pick).toContainText("(edited)");
  // Saved: still there after a reload, with the way back to the built-in text.
  await openTemplate();
  await expect(form.getByLabel("Subject", { exact: true })).toHaveValue(`{startupName}: ${edited}`);
  await expect(form.getByLabel("Text", { exact: true })).toHaveValue(
    `Dear {founderName},\n${edited}.`,
  );
  const reset = form.getByRole("button", { name: "Reset to default" });
  await expect(reset).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await reset.click();
  await expect(
    page.getByRole("status").filter({ hasText: `${label}: default text back` }),
  ).toBeVisible();
  await expectBuiltIn();
  expect(await axeViolations(page)).toEqual([]);
  await openTemplate();
  await expectBuiltIn();
});

test("a draft started at 375 px is finished at 1280 px from the resume link", async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phonePage = await phone.newPage();
  await gotoHydrated(phonePage, "/application");
  await phonePage.getByRole("button", { name: "Start application" }).click();
  const email = `${unique("draft").replace(/\W+/g, ".")}@example.com`;
  await fillApplicationStep(phonePage, { ...ANSWERS[0], "E-mail": email });
  await phonePage.getByRole("button", { name: "Next" }).click();
  await fillApplicationStep(phonePage, ANSWERS[1] ?? {});
  await phonePage.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(phonePage)).toHaveText("Startup details");

  await phonePage.getByRole("button", { name: "Save and continue later" }).click();
  const dialog = phonePage.getByRole("dialog", { name: "Save and continue later" });
  await expect(dialog.getByLabel("E-mail")).toHaveValue(email);
  expect(await axeViolations(phonePage)).toEqual([]);
  await dialog.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(dialog.getByRole("status")).toContainText(
    "We have e-mailed you a link to continue your application.",
  );
  // The link's token, as the mail carries it (api/routes/application-drafts tests that they match).
  const token = await phonePage.evaluate(() =>
    localStorage.getItem("nakhla:application-draft-link"),
  );
  expect(token).toMatch(/^[\w-]{43}$/);
  await phone.close();

  // Another device: nothing in its browser, only the link.
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await laptop.newPage();
  await gotoHydrated(page, `/application#resume=${token}`);
  await expect(
    page.getByText("Your saved answers are back. Continue where you left off."),
  ).toBeVisible();
  await expect(stepHeading(page)).toHaveText("Startup details");
  expect(new URL(page.url()).hash).toBe("");
  expect(await axeViolations(page)).toEqual([]);
  const startup = unique("Draft Co");
  for (const answers of ANSWERS.slice(2)) {
    const step = answers["Startup name"] ? { ...answers, "Startup name": startup } : answers;
    await fillApplicationStep(page, step);
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(stepHeading(page)).toHaveText("Review your application");
  await expect(page.getByRole("main")).toContainText(email);
  await expect(page.getByRole("main")).toContainText(
    ANSWERS[1]?.["Your entrepreneurial journey"] ?? "",
  );
  await page.getByLabel("Coupon code (optional)").fill(E2E_COUPONS.free.code);
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  // Sent: the link now says so, and no reminder will follow.
  await gotoHydrated(page, `/application#resume=${token}`);
  await expect(page.getByRole("alert")).toHaveText("This application has already been submitted.");
  await laptop.close();
});

test("staff resolve an application with a booked pitch, choose to cancel it; the founder's page offers no pitch or deck action", async ({
  page,
  browser,
  request,
  allowConsoleErrors,
}) => {
  // The server's 409 is how the console learns that it must ask about the pitch.
  allowConsoleErrors(/status of 409/);
  const representative = unique("Huda Nasser");
  const founder = await aFounder(request, unique("Decided Co"));
  await signIn(page, request);
  await publishSlot(page, representative, { days: 6, time: "12:00" });
  const booked = await bookOnFoundersPage(browser, founder, representative);
  // Beside the booking: the invitation as a file, the same .ics as the mail's.
  const download = booked.founderPage.waitForEvent("download");
  await booked.section.getByRole("button", { name: "Add to calendar" }).click();
  expect((await download).suggestedFilename()).toBe("pitch.ics");
  await booked.phone.close();

  await applicationsTab(page, founder.startupName);
  const row = page.getByRole("row").filter({ hasText: founder.startupName });
  await row.getByLabel(`Status of ${founder.startupName}`).selectOption("Resolved");
  const dialog = page.getByRole("dialog", { name: "What becomes of the pitch?" });
  await expect(dialog).toContainText(/^.*A pitch is booked for .+ India time/);
  // Going back changes nothing; the dialog opens on it, so Enter is safe.
  await expect(dialog.getByRole("button", { name: "Go back" })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(row.getByLabel(`Status of ${founder.startupName}`)).toHaveValue("Scheduled");

  await row.getByLabel(`Status of ${founder.startupName}`).selectOption("Resolved");
  await dialog.getByRole("button", { name: "Cancel the pitch" }).click();
  await expect(page.getByText(`${founder.startupName}: Resolved`)).toBeVisible();
  await expect(row.getByLabel(`Status of ${founder.startupName}`)).toHaveValue("Resolved");

  const { phone, founderPage, section } = await openFoundersPage(browser, founder);
  await expect(founderPage.locator('[aria-current="step"]')).toContainText("Decision made");
  await expect(section).toContainText(
    "We have reached a decision on your application, so there is no pitch to book.",
  );
  await expect(section.getByRole("button")).toHaveCount(0);
  await expect(section.getByRole("radio")).toHaveCount(0);
  const deck = founderPage.getByRole("region", { name: "Your pitch deck" });
  await expect(deck).toContainText("so no pitch deck is needed");
  await expect(deck.getByRole("button")).toHaveCount(0);
  await expect(founderPage.getByText("Send us your pitch deck before your pitch")).toHaveCount(0);
  expect(await axeViolations(founderPage)).toEqual([]);
  await phone.close();

  // The founder's cancellation mail, sent because staff chose it.
  await page.goto("/admin-dashboard/background-work");
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `To ${founder.email}` })
      .filter({ hasText: `Your pitch for ${founder.startupName} is cancelled` }),
  ).toHaveCount(1);
});

test.describe("in a browser on UTC", () => {
  test.use({ timezoneId: "UTC" });
  test("the pitch question, the server's words and the history write times in the console's one form", async ({
    page,
    browser,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 409/);
    const representative = unique("Rana Khoury");
    const founder = await aFounder(request, unique("Dated Co"));
    await signIn(page, request);
    await publishSlot(page, representative, { days: 7, time: "09:30" });
    const booked = await bookOnFoundersPage(browser, founder, representative);
    await booked.phone.close();

    await applicationsTab(page, founder.startupName);
    const row = page.getByRole("row").filter({ hasText: founder.startupName });
    // The row's own column: the schedule as the console writes it, the zone named.
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} 09:30 \w+/);
    await row.getByLabel(`Status of ${founder.startupName}`).selectOption("Resolved");
    const dialog = page.getByRole("dialog", { name: "What becomes of the pitch?" });
    // dd/mm/yyyy on the 24-hour clock, India and UAE time named (docs/product.md, section 5).
    await expect(dialog).toContainText(
      `A pitch is booked for ${typed(daysAhead(7))} 15:00 India time (13:30 UAE time).`,
    );
    await expect(dialog).not.toContainText(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun),/);
    await dialog.getByRole("button", { name: "Keep it as a meeting" }).click();
    await expect(row.getByLabel(`Status of ${founder.startupName}`)).toHaveValue("Resolved");

    // The history writes the stored instant of "Scheduled for" in the same form.
    await row.getByRole("link", { name: founder.startupName }).click();
    const record = page.getByRole("region", { name: "Open record" });
    await openRecordTab(record, "History");
    const history = record.getByRole("tabpanel", { name: "History" });
    await expect(history).toContainText(
      new RegExp(`Scheduled for ${typed(daysAhead(7)).replaceAll("/", "\\/")} 09:30 \\w+`),
    );
    await expect(history).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
  });
});
