import type { Page } from "@playwright/test";
import { signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, test } from "./fixtures";

// The console's dates (docs/decisions/032-console-dates.md) are typed and read as dd/mm/yyyy (en-IN's order, the order it
// shows them in), in a browser whose language would make a native date input show mm/dd/yyyy.
test.use({ locale: "en-US" });

/** What the task card shows for a day: en-IN, "25 May 2026". */
const pad = (value: number) => String(value).padStart(2, "0");
const typed = (date: Date) =>
  `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
const iso = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

async function openAssignments(page: Page) {
  await page.goto("/admin-dashboard/assignments");
  await expect(page.getByRole("heading", { name: "Assignments", level: 1 })).toBeVisible();
}

/** Fills the quick-add form but its deadline, and returns the deadlines the API was sent. */
async function fillTask(page: Page, title: string) {
  await page.getByLabel("Task title").fill(title);
  await page.getByLabel("Assigned to", { exact: true }).fill("Salma Idris");
  await page.getByLabel("Hours required").fill("2");
}

function sentDeadlines(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/todo")) {
      sent.push((request.postDataJSON() as { deadline: string }).deadline);
    }
  });
  return sent;
}

test("a deadline typed as dd/mm/yyyy is saved as that day; an impossible one is refused on the page", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openAssignments(page);
  const sent = sentDeadlines(page);
  const deadline = page.getByLabel("Deadline", { exact: true });
  await expect(deadline).toHaveAccessibleDescription("dd/mm/yyyy");
  await expect(page.getByText("dd/mm/yyyy").first()).toBeVisible();

  // 31 February does not exist: said under the field, and nothing is sent.
  const title = unique("Quarterly letter");
  await fillTask(page, title);
  await deadline.fill("31/02/2026");
  await page.getByRole("button", { name: "Add task" }).click();
  await expect(deadline).toHaveAccessibleDescription(
    "dd/mm/yyyy 31/02/2026 is not a date: February 2026 has 28 days.",
  );
  await expect(deadline).toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // Digits alone are enough: 03042027 is the 3rd of April 2027, never the 4th of March.
  await deadline.fill("03042027");
  await deadline.blur();
  await expect(deadline).toHaveValue("03/04/2027");
  await expect(deadline).toHaveAttribute("aria-invalid", "false");
  await page.getByRole("button", { name: "Add task" }).click();
  const task = page.getByRole("article", { name: title });
  await expect(task).toContainText("Due 03/04/2027");
  expect(sent).toEqual(["2027-04-03"]);
  await page.reload();
  await expect(page.getByRole("article", { name: title })).toContainText("Due 03/04/2027");
});

test("a deadline picked in the calendar with the keyboard alone", async ({ page, request }) => {
  await signIn(page, request);
  await openAssignments(page);
  const sent = sentDeadlines(page);
  const title = unique("Board pack");
  await fillTask(page, title);
  const deadline = page.getByLabel("Deadline", { exact: true });
  await deadline.fill("25/05/2026");

  // Alt+Down in the field, or Tab to the calendar button and Enter, opens it on the day typed.
  await deadline.focus();
  await page.keyboard.press("Tab");
  const button = page.getByRole("button", { name: "Choose Deadline in a calendar" });
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  const calendar = page.getByRole("dialog", { name: "Choose Deadline" });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole("button", { name: /Monday, 25 May 2026/ })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Escape closes it and changes nothing.
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await expect(deadline).toHaveValue("25/05/2026");

  // From today: a week on (Down), then a day back (Left), picked with Enter.
  await deadline.fill("");
  await deadline.press("Alt+ArrowDown");
  await expect(calendar).toBeVisible();
  const today = new Date();
  await expect(calendar.getByRole("button", { name: /^Today, / })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  const picked = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 6);
  await expect(deadline).toHaveValue(typed(picked));
  await expect(deadline).toBeFocused();

  await page.getByRole("button", { name: "Add task" }).click();
  await expect(page.getByRole("article", { name: title })).toContainText(`Due ${typed(picked)}`);
  expect(sent).toEqual([iso(picked)]);
});

for (const width of [375, 1280]) {
  test(`the date fields and their calendar at ${width} px: no sideways scroll, axe clean`, async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.setViewportSize({ width, height: 800 });
    await openAssignments(page);
    await page.getByRole("button", { name: "Call for Meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Call for Meeting" });
    await dialog.getByRole("button", { name: "Choose Date in a calendar" }).click();
    const calendar = page.getByRole("dialog", { name: "Choose Date" });
    await expect(calendar).toBeVisible();
    const box = await calendar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes the calendar only; the meeting dialog stays, the button has the focus again.
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Choose Date in a calendar" })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  });
}
