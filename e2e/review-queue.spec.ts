import type { Page } from "@playwright/test";
import { applyPaidInTestMode, openNote, openRecordTab, signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, test } from "./fixtures";
import { E2E_KEYS_REVIEWER, E2E_REVIEWER, QUEUE_APPLICATIONS } from "./seed-data";

// docs/product.md, section 9.3: the twelve topics scored (all but "Anomalies or Red Flags"), in order.
const SCORED_TOPICS = 12;

/** Scores the twelve topics from the keyboard: a digit, then Tab to the next topic. */
async function scoreByKeyboard(page: Page, scores: number[]) {
  for (const score of scores) {
    await page.keyboard.press(String(score));
    await page.keyboard.press("Tab");
  }
}

/** The form takes focus on its first topic once the reviewer's scorecard has loaded: keys before that go nowhere. */
async function waitForScorecard(page: Page) {
  await expect(
    page
      .getByRole("form", { name: "Evaluation" })
      .getByRole("group")
      .first()
      .getByRole("radio")
      .first(),
  ).toBeFocused();
}

const progress = (page: Page) => page.getByText(/^\d+ of \d+ reviewed/);
const reviewedCount = async (page: Page) =>
  Number((await progress(page).textContent())?.split(" ")[0]);

test("a reviewer scores three applications keyboard-only from the queue; an admin sees the medians and the report's scorecard", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request, E2E_REVIEWER);
  await page.goto("/admin-dashboard/review-queue");
  await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The shortcuts dialog: opened with ?, focus inside, Escape closes it and gives focus back.
  await page.getByRole("button", { name: "Keyboard shortcuts" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Submit and open the next application");
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeFocused();

  await page.getByRole("button", { name: "Review next" }).focus();
  await page.keyboard.press("Enter");

  // First: the oldest unreviewed application; every topic 4 but the founders 5, a red flag raised.
  const startup = page.locator("#queued-startup");
  await expect(startup).toContainText(QUEUE_APPLICATIONS[0]);
  await expect(progress(page)).toBeVisible();
  const before = await reviewedCount(page);
  const form = page.getByRole("form", { name: "Evaluation" });
  await expect(form.getByRole("group")).toHaveCount(13);
  expect(await axeViolations(page)).toEqual([]);
  await waitForScorecard(page);
  await scoreByKeyboard(page, [5, ...Array(SCORED_TOPICS - 1).fill(4)]);
  // Tab has reached "Anomalies or Red Flags": Space raises the flag, N opens its note.
  await page.keyboard.press("Space");
  await page.keyboard.press("n");
  // Digits and S are text inside the note: they neither score nor skip.
  await page.keyboard.type("Sold 5% to an undisclosed investor in 2025.");
  await expect(
    form.getByRole("group", { name: "Anomalies or Red Flags" }).getByRole("textbox"),
  ).toHaveValue("Sold 5% to an undisclosed investor in 2025.");
  await expect(startup).toContainText(QUEUE_APPLICATIONS[0]);
  await expect(
    form.getByRole("group", { name: "Founders and Their Background" }).getByRole("radio", {
      name: "5",
    }),
  ).toBeChecked();
  await page.keyboard.press("Control+Enter");

  // Second and third: submitted with Ctrl+Enter, each opening the next.
  await expect(startup).toContainText(QUEUE_APPLICATIONS[1]);
  await expect(progress(page)).toHaveText(new RegExp(`^${before + 1} of \\d+ reviewed`));
  await waitForScorecard(page);
  await scoreByKeyboard(page, Array(SCORED_TOPICS).fill(3));
  await page.keyboard.press("Control+Enter");
  await expect(startup).toContainText(QUEUE_APPLICATIONS[2]);
  await waitForScorecard(page);
  await scoreByKeyboard(page, Array(SCORED_TOPICS).fill(2));
  await page.keyboard.press("Control+Enter");
  await expect(progress(page)).toHaveText(new RegExp(`^${before + 3} of \\d+ reviewed`));

  // S skips the fourth (another seeded application): the queue moves on past it.
  await expect(startup).not.toContainText(QUEUE_APPLICATIONS[2]);
  await expect(form.getByRole("group").first().getByRole("radio").first()).toBeFocused();
  const fourth = (await startup.textContent()) ?? "";
  await page.keyboard.press("s");
  await expect(page.getByText(/ skipped$/)).toBeVisible();
  await expect(progress(page)).toContainText("1 skipped or set aside");
  await expect(startup).not.toHaveText(fourth);
  await waitForScorecard(page);

  // The skip's notice offers "Undo", reached from the keyboard: the fourth is back, not set aside.
  const undo = page.getByRole("button", { name: "Undo" });
  await expect(undo).toBeVisible();
  await undo.focus();
  await expect(undo).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/ is back in your queue$/)).toBeVisible();
  await expect(startup).toHaveText(fourth);
  await expect(progress(page)).not.toContainText("skipped or set aside");
  expect(await axeViolations(page)).toEqual([]);
  // U undoes a skip too (the shortcuts dialog lists it); skipped a third time, it stays skipped.
  await waitForScorecard(page);
  await page.keyboard.press("s");
  await expect(startup).not.toHaveText(fourth);
  await waitForScorecard(page);
  await page.keyboard.press("u");
  await expect(startup).toHaveText(fourth);
  // Undone by its key, the skip's notice goes with its Undo, which would do nothing now.
  await expect(page.getByText(/ is back in your queue$/).last()).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await waitForScorecard(page);
  await page.keyboard.press("s");
  await expect(progress(page)).toContainText("1 skipped or set aside");
  await expect(startup).not.toHaveText(fourth);
  // A comment from the queue joins the application's thread, and the box empties.
  const queued = (await startup.textContent()) ?? "";
  const thread = page.getByRole("region", { name: "Internal comments" });
  await thread.getByLabel("Add a comment").fill("Check the cap table before scoring.");
  await thread.getByRole("button", { name: "Post comment" }).click();
  await expect(
    thread.getByRole("listitem").filter({ hasText: "Check the cap table" }),
  ).toBeVisible();
  await expect(thread.getByLabel("Add a comment")).toHaveValue("");
  await expect(startup).toHaveText(queued);

  // An admin sees the medians in the list, then the report's scorecard.
  const adminContext = await browser.newContext();
  await adminContext.grantPermissions(["clipboard-read", "clipboard-write"]);
  const admin = await adminContext.newPage();
  await signIn(admin, adminContext.request);
  await admin.goto(
    `/admin-dashboard/applications?sort=median&q=${encodeURIComponent(QUEUE_APPLICATIONS[0])}`,
  );
  const row = admin.getByRole("row").filter({ hasText: QUEUE_APPLICATIONS[0] });
  // (5 + 11 × 4) / 12 = 49 / 12 ≈ 4.08, one review.
  await expect(row).toContainText("Median 4.08 of 5 · 1 review");
  await row.getByRole("link", { name: QUEUE_APPLICATIONS[0] }).click();
  const card = admin.getByRole("region", { name: "Open record" });
  const scorecards = card.getByRole("region", { name: "Scorecards" });
  await expect(scorecards).toContainText("1 review · median 4.08 of 5 · spread 0");
  await expect(scorecards.getByRole("row", { name: new RegExp(E2E_REVIEWER.name) })).toContainText(
    "Sold 5% to an undisclosed investor in 2025.",
  );
  await openRecordTab(card, "Comments");
  const comments = card.getByRole("tabpanel", { name: "Comments" });
  await comments.getByRole("button", { name: "Post comment" }).click();
  await expect(comments.getByText("Write a comment first.")).toBeVisible();
  await comments.getByLabel("Add a comment").fill("Ask about the 2025 share sale at the pitch.");
  await comments.getByRole("button", { name: "Post comment" }).click();
  await expect(comments.getByRole("listitem").filter({ hasText: "Ask about" })).toContainText(
    "Noura Al Habsi",
  );
  await expect(comments.getByLabel("Add a comment")).toHaveValue("");
  await openRecordTab(card, "Answers and scorecard");
  expect(await axeViolations(admin)).toEqual([]);
  // The spec's flow: the admin's evaluation resolves it, and the Report button appears.
  await openNote(scorecards, "Founders and Their Background");
  await scorecards
    .getByLabel("Founders and Their Background", { exact: true })
    .fill("Two founders from industrial automation.");
  await scorecards.getByRole("button", { name: "Submit evaluation" }).click();
  await expect(card.getByLabel(`Status of ${QUEUE_APPLICATIONS[0]}`)).toHaveValue("Resolved");

  const reportTab = adminContext.waitForEvent("page");
  await card.getByRole("button", { name: "More" }).click();
  await card.getByRole("menuitem", { name: "Report" }).click();
  const report = await reportTab;
  await expect(report.getByRole("heading", { level: 1 })).toHaveText(QUEUE_APPLICATIONS[0]);
  const scorecard = report.getByRole("region", { name: "Scorecard" });
  await expect(scorecard).toContainText("Reviewers1");
  await expect(scorecard).toContainText("4.08 of 5");
  await expect(scorecard.getByRole("row", { name: /Founders and Their Background/ })).toContainText(
    "5",
  );
  await expect(scorecard.getByRole("row", { name: /Market Size and Opportunity/ })).toContainText(
    "4",
  );
  await expect(scorecard).toContainText(
    `${E2E_REVIEWER.name}: Sold 5% to an undisclosed investor in 2025.`,
  );
  await expect(report.getByText("Two founders from industrial automation.")).toBeVisible();
  expect(await axeViolations(report)).toEqual([]);
  await report.getByRole("button", { name: "Copy report" }).click();
  await expect(report.getByText("Report copied !")).toBeVisible();
  const copied = await report.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Scorecard (1 reviewer)");
  expect(copied).toContain("Founders and Their Background: 5");
  await adminContext.close();
});

test("a reviewer moves through ten applications keyboard-only, scores two beside the list and finds a third through the palette", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Eleven applications of this test's own, the list searched for them: other tests' applications,
  // arriving meanwhile, do not move its rows.
  const tag = unique("Keyed");
  const names: string[] = [];
  for (let index = 0; index < 11; index += 1) {
    const startupName = `${tag} ${String(index).padStart(2, "0")}`;
    names.push(startupName);
    await applyPaidInTestMode(request, startupName);
  }
  await signIn(page, request, E2E_KEYS_REVIEWER);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin-dashboard/applications?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(12);

  // j takes the focus to the first row, Enter opens it beside the list.
  await page.keyboard.press("j");
  await page.keyboard.press("Enter");
  const record = page.getByRole("region", { name: "Open record" });
  await expect(record.getByRole("heading", { level: 2 })).toBeVisible();
  const seen = new Set<string>();
  seen.add(page.url());
  for (let step = 0; step < 9; step += 1) {
    await page.keyboard.press(step % 2 ? "ArrowDown" : "j");
    await expect.poll(() => seen.has(page.url())).toBe(false);
    seen.add(page.url());
    await expect(record.getByRole("heading", { level: 2 })).toBeVisible();
  }
  expect(seen.size).toBe(10);
  // k goes back one, and the record follows.
  const tenth = page.url();
  await page.keyboard.press("k");
  await expect.poll(() => page.url()).not.toBe(tenth);
  expect(await axeViolations(page)).toEqual([]);

  // Two scored from the side-by-side view, from the keyboard: Space scores 0, → one more.
  // Beside an open record j moves it on, the scorecard with it.
  for (let scoredCount = 0; scoredCount < 2; scoredCount += 1) {
    const heading = record.getByRole("heading", { level: 2 });
    const before = await heading.textContent();
    await page.keyboard.press("j");
    // The record before stays on screen, its scorecard with it, until the next one has come;
    // the next one's scorecard then arrives on its own.
    await expect(heading).not.toHaveText(before ?? "");
    const form = record.getByRole("form", { name: "Evaluation" });
    await expect(form).toBeVisible();
    const scored = form.getByRole("radiogroup", { name: "Score" });
    // Each topic's score by its keys: the group takes the focus, Space scores 0, → one more.
    for (let topic = 0; topic < SCORED_TOPICS; topic += 1) {
      const radio = scored.nth(topic).getByRole("radio").first();
      await radio.focus();
      await expect(radio).toBeFocused();
      await page.keyboard.press("Space");
      for (let more = 0; more < 3; more += 1) await page.keyboard.press("ArrowRight");
      await expect(scored.nth(topic).getByRole("radio", { name: "3" })).toBeChecked();
    }
    await expect(scored.nth(SCORED_TOPICS - 1).getByRole("radio", { name: "3" })).toBeChecked();
    await form.getByRole("button", { name: "Submit scorecard" }).focus();
    await page.keyboard.press("Enter");
    await expect(form.getByRole("status")).not.toBeEmpty();
  }
  // Esc returns to the list.
  await page.keyboard.press("Escape");
  await expect(record).toBeHidden();

  // A third, found by its founder's startup through the palette (Ctrl+K), opened with Enter.
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await expect(palette).toBeVisible();
  // The palette opens on its field: what is typed searches.
  await expect(palette.getByRole("combobox")).toBeFocused();
  const target = names[0] ?? "";
  await page.keyboard.type(target);
  await expect(palette.getByRole("option", { name: new RegExp(target) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
  await expect(record.getByRole("heading", { level: 2 })).toContainText(target);
});
