import type { Page } from "@playwright/test";
import { signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, test } from "./fixtures";

// The Assignments view: tasks with subtasks, the next meeting on a fake clock, the documents.
// Tests run in parallel on one database, so each makes its own uniquely named data.

const HOUR = 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, "0");
/** A local date as the console's date field takes it, dd/mm/yyyy (the browser runs in this machine's zone). */
const dateField = (date: Date) =>
  `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
const timeField = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

async function openAssignments(page: Page) {
  await page.goto("/admin-dashboard/assignments");
  await expect(page.getByRole("heading", { name: "Assignments", level: 1 })).toBeVisible();
}

const toast = (page: Page, text: string) =>
  page.locator(".toasts").getByText(text, { exact: true });

test("a task gets two subtasks, statuses change and deletion is confirmed", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openAssignments(page);
  const title = unique("Prepare the LP letter");
  const first = unique("Collect fund figures");
  const second = unique("Draft the outlook");

  // docs/product.md, section 5.5: every field of the quick add is required.
  const taskForm = page.getByRole("region", { name: "Add a task" });
  await page.getByRole("button", { name: "Add task" }).click();
  await expect(taskForm.getByRole("alert")).toHaveText("Please fill out all fields");
  await expect(page.getByLabel("Task title")).toBeFocused();

  await page.getByLabel("Task title").fill(title);
  await page.getByLabel("Deadline", { exact: true }).fill(dateField(new Date()));
  await page.getByLabel("Assigned to", { exact: true }).fill("Salma Idris");
  await page.getByLabel("Hours required").fill("0");
  await page.getByRole("button", { name: "Add task" }).click();
  await expect(taskForm.getByText("Hours required must be more than 0")).toBeVisible();
  await expect(taskForm.getByText("Please fill out all fields")).toBeHidden();
  await page.getByLabel("Hours required").fill("6");
  await page.getByLabel("Hours required").press("Enter");

  const task = page.getByRole("article", { name: title });
  await expect(task).toBeVisible();
  await expect(
    page.getByRole("region", { name: /Due today/ }).getByRole("article", { name: title }),
  ).toBeVisible();
  await expect(task.getByLabel(`Status of ${title}`)).toHaveValue("Pending");
  // docs/product.md, section 9.3: the four task statuses.
  await expect(task.getByLabel(`Status of ${title}`).locator("option")).toHaveText([
    "Pending",
    "In Progress",
    "Discussion Required",
    "Completed",
  ]);
  // Added: the form starts afresh, ready for the next task.
  await expect(page.getByLabel("Task title")).toHaveValue("");
  await expect(page.getByLabel("Task title")).toBeFocused();
  await expect(page.getByLabel("Deadline", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Hours required")).toHaveValue("");

  // A subtask is saved only with a title and a deadline.
  await task.getByRole("button", { name: `Add subtask to ${title}` }).click();
  await task.getByLabel("Subtask title").fill(first);
  await task.getByRole("button", { name: "Save subtask" }).click();
  await expect(task.getByRole("alert")).toHaveText("A subtask needs a title and a deadline.");
  await task
    .getByLabel("Subtask deadline", { exact: true })
    .fill(dateField(new Date(Date.now() + 2 * 24 * HOUR)));
  await task.getByLabel(/Subtask assigned to/).fill("Omar Haddad");
  await task.getByRole("button", { name: "Save subtask" }).click();
  const subtasks = task.getByRole("list", { name: `Subtasks of ${title}` });
  await expect(subtasks.getByRole("heading", { name: first })).toBeVisible();

  await task.getByRole("button", { name: `Add subtask to ${title}` }).click();
  await task.getByLabel("Subtask title").fill(second);
  await task.getByLabel("Subtask deadline", { exact: true }).fill(dateField(new Date()));
  await task.getByRole("button", { name: "Save subtask" }).click();
  await expect(subtasks.getByRole("listitem")).toHaveCount(2);

  // Statuses of the task and of a subtask, kept on the server.
  await task.getByLabel(`Status of ${title}`).selectOption("In Progress");
  await task.getByLabel(`Status of ${first}`).selectOption("Completed");
  await expect(task.getByLabel(`Status of ${first}`)).toHaveValue("Completed");
  await task.getByLabel(`Status of ${second}`).selectOption("Discussion Required");
  await expect(task.getByLabel(`Status of ${second}`)).toHaveValue("Discussion Required");
  await page.reload();
  await expect(task.getByLabel(`Status of ${title}`)).toHaveValue("In Progress");
  await expect(task.getByLabel(`Status of ${first}`)).toHaveValue("Completed");
  await expect(task.getByLabel(`Status of ${second}`)).toHaveValue("Discussion Required");

  // Editing a subtask.
  const edited = `${second}, revised`;
  await task.getByRole("button", { name: `Edit subtask ${second}` }).click();
  await task.getByLabel("Subtask title").fill(edited);
  await task.getByRole("button", { name: "Save subtask" }).click();
  await expect(subtasks.getByRole("heading", { name: edited })).toBeVisible();

  // Deleting a subtask: Cancel keeps it, Delete removes it.
  await task.getByRole("button", { name: `Delete subtask ${first}` }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Deletion" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(subtasks.getByRole("heading", { name: first })).toBeVisible();
  await task.getByRole("button", { name: `Delete subtask ${first}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(subtasks.getByRole("listitem")).toHaveCount(1);
  await expect(subtasks.getByRole("heading", { name: first })).toHaveCount(0);

  // Deleting the task.
  await task.getByRole("button", { name: `Delete task ${title}` }).click();
  await expect(dialog).toContainText(title);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(task).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Tasks" })).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
});

// The widget shows the earliest meeting of all, so the meeting tests run one after the other.
test.describe("meetings", () => {
  test.describe.configure({ mode: "serial" });

  test("a meeting is scheduled, counted down, rescheduled, given points, kept and cancelled", async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const start = new Date();
    start.setSeconds(0, 0);
    await page.clock.install({ time: start });
    await openAssignments(page);
    const title = unique("Board prep");
    // Two hours ahead, on the minute (time fields have no seconds).
    const time = new Date(start.getTime() + 2 * HOUR);

    await page.getByRole("button", { name: "Call for Meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Call for Meeting" });
    await dialog.getByRole("button", { name: "Schedule meeting" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please fill all fields!");
    await dialog.getByLabel("Meeting title").fill(title);
    await dialog.getByLabel("Participants").fill(" Salma Idris,  Omar Haddad ,");
    await dialog.getByLabel("Date", { exact: true }).fill(dateField(time));
    await dialog.getByLabel("Time", { exact: true }).fill(timeField(time));
    await dialog.getByRole("button", { name: "Schedule meeting" }).click();
    await expect(toast(page, `Meeting "${title}" scheduled successfully.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const widget = page.getByRole("region", { name: "Next meeting" });
    await expect(widget.getByRole("heading", { name: title })).toBeVisible();
    await expect(widget).toContainText("Participants: Salma Idris, Omar Haddad");
    const countdown = widget.getByRole("timer");

    // The countdown ticks each second.
    await page.clock.pauseAt(new Date(time.getTime() - HOUR));
    await expect(countdown).toHaveText("0d 01h 00m 00s");
    await page.clock.runFor(1_000);
    await expect(countdown).toHaveText("0d 00h 59m 59s");
    await page.clock.runFor(61_000);
    await expect(countdown).toHaveText("0d 00h 58m 58s");

    // Reschedule: the past is refused, the future is saved.
    await widget.getByRole("button", { name: "Reschedule" }).click();
    const yesterday = new Date(start.getTime() - 24 * HOUR);
    const when = widget.getByRole("group", { name: "New date and time" });
    await when.getByLabel("Date", { exact: true }).fill(dateField(yesterday));
    await when.getByLabel("Time", { exact: true }).fill(timeField(yesterday));
    await widget.getByRole("button", { name: "Save new time" }).click();
    await expect(toast(page, "Please select a future time.")).toBeVisible();
    await expect(countdown).toHaveText("0d 00h 58m 58s");
    const later = new Date(time.getTime() + 24 * HOUR);
    await when.getByLabel("Date", { exact: true }).fill(dateField(later));
    await when.getByLabel("Time", { exact: true }).fill(timeField(later));
    await widget.getByRole("button", { name: "Save new time" }).click();
    await expect(countdown).toHaveText("1d 00h 58m 58s");
    // The console's one way to write a date, the zone named (not "Mon, Dec 7, 2026, 10:30 AM").
    await expect(widget.locator("time")).toHaveText(
      new RegExp(`^${dateField(later)} ${timeField(later)} [A-Z][\\w+:-]*$`),
    );

    // Discussion points: blank ignored, added, removed, kept after a reload.
    await expect(widget.getByText("No points added yet.")).toBeVisible();
    const point = widget.getByLabel("New discussion point");
    await point.fill("   ");
    await widget.getByRole("button", { name: "Add point" }).click();
    await expect(widget.getByText("No points added yet.")).toBeVisible();
    await point.fill("Term sheet for Qamar");
    await point.press("Enter");
    await expect(widget.getByRole("listitem")).toHaveText([
      "Term sheet for QamarRemove point Term sheet for Qamar",
    ]);
    await point.fill("Hiring plan");
    await widget.getByRole("button", { name: "Add point" }).click();
    await expect(widget.getByRole("listitem")).toHaveCount(2);
    await widget.getByRole("button", { name: "Remove point Term sheet for Qamar" }).click();
    await expect(widget.getByRole("listitem")).toHaveCount(1);

    // Reloaded with the fake clock still paused, the console never leaves "Loading…" (its start-up
    // waits on a timer that a paused clock never fires, as no visitor's clock is): let time run
    // again first; nothing below depends on the clock.
    await page.clock.resume();
    await page.reload();
    await expect(widget.getByRole("heading", { name: title })).toBeVisible();
    await expect(widget.getByRole("listitem")).toHaveCount(1);
    await expect(widget.getByRole("listitem")).toContainText("Hiring plan");
    await expect(widget.locator("time")).toHaveAttribute("datetime", later.toISOString());

    // Cancel asks first; keeping it changes nothing.
    await widget.getByRole("button", { name: "Cancel meeting" }).click();
    const question = page.getByRole("dialog", { name: "Cancel meeting" });
    await expect(question).toContainText("Are you sure you want to cancel this meeting?");
    await question.getByRole("button", { name: "Keep meeting" }).click();
    await expect(widget.getByRole("heading", { name: title })).toBeVisible();
    await widget.getByRole("button", { name: "Cancel meeting" }).click();
    await question.getByRole("button", { name: "Cancel meeting" }).click();
    await expect(widget.getByText("No meetings scheduled.")).toBeVisible();
    const listed = await request.get("/api/meeting", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await listed.json()).map((m: { title: string }) => m.title)).not.toContain(title);
  });

  test("a meeting shows that its time has passed, and drops out 24 hours later", async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const start = new Date();
    start.setSeconds(0, 0);
    const time = new Date(start.getTime() + 30 * 60 * 1000);
    const title = unique("Retro");
    const created = await request.post("/api/meeting", {
      headers: { authorization: `Bearer ${token}` },
      data: { title, participants: ["Reem Saeed"], time: time.toISOString() },
    });
    expect(created.status()).toBe(201);

    await page.clock.install({ time: start });
    await openAssignments(page);
    const widget = page.getByRole("region", { name: "Next meeting" });
    await expect(widget.getByRole("heading", { name: title })).toBeVisible();

    await page.clock.pauseAt(new Date(time.getTime() + 1_000));
    await expect(widget.getByRole("timer")).toHaveText("Meeting time has passed.");

    // Still shown just before 24 hours have passed; gone at the next check (every 60 s) after.
    await page.clock.fastForward(24 * HOUR - 60_000);
    await expect(widget.getByRole("heading", { name: title })).toBeVisible();
    await page.clock.runFor(120_000);
    await expect(widget.getByText("No meetings scheduled.")).toBeVisible();

    await request.delete(`/api/meeting/${(await created.json())._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  });
});

test("a task's deadline and assignee change in place, checked, saved and undone", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openAssignments(page);
  const title = unique("Update the cap table");
  await page.getByLabel("Task title").fill(title);
  await page.getByLabel("Deadline", { exact: true }).fill(dateField(new Date()));
  await page.getByLabel("Assigned to", { exact: true }).fill("Salma Idris");
  await page.getByLabel("Hours required").fill("2");
  await page.getByRole("button", { name: "Add task" }).click();
  const task = page.getByRole("article", { name: title });
  await expect(task).toContainText("Salma Idris");

  // The assignee: a task needs one, so a blank name is refused and nothing is sent.
  await task.getByRole("button", { name: new RegExp(`change Assignee of ${title}`) }).click();
  const assignee = task.getByRole("form", { name: `Assignee of ${title}` });
  await assignee.getByLabel("Assigned to").fill("   ");
  await assignee.getByRole("button", { name: "Save" }).click();
  await expect(assignee.getByRole("alert")).toHaveText("This field is required");
  await expect(assignee.getByLabel("Assigned to")).toHaveAttribute("aria-invalid", "true");
  await assignee.getByLabel("Assigned to").fill("Omar Haddad");
  await assignee.getByLabel("Assigned to").press("Enter");
  await expect(assignee).toBeHidden();
  await expect(toast(page, `${title}: assigned to Omar Haddad`)).toBeVisible();
  await expect(task).toContainText("Omar Haddad");

  // Undone from its toast: the old name comes back, and stays after a reload.
  await page
    .locator(".toasts")
    .filter({ hasText: `${title}: assigned to Omar Haddad` })
    .getByRole("button", { name: "Undo" })
    .click();
  await expect(task).toContainText("Salma Idris");
  await page.reload();
  await expect(page.getByRole("article", { name: title })).toContainText("Salma Idris");

  // The deadline: Escape leaves it as it was; a new day is saved and moves the task's group.
  const later = new Date(Date.now() + 10 * 24 * HOUR);
  await task.getByRole("button", { name: new RegExp(`change Deadline of ${title}`) }).click();
  const deadline = task.getByRole("form", { name: `Deadline of ${title}` });
  await deadline.getByLabel("Deadline", { exact: true }).fill(dateField(later));
  await deadline.getByLabel("Deadline", { exact: true }).press("Escape");
  await expect(deadline).toBeHidden();
  await expect(task).toContainText(`Due ${dateField(new Date())}`);
  await task.getByRole("button", { name: new RegExp(`change Deadline of ${title}`) }).click();
  await deadline.getByLabel("Deadline", { exact: true }).fill(dateField(later));
  await deadline.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, `${title}: due ${dateField(later)}`)).toBeVisible();
  await expect(task).toContainText(`Due ${dateField(later)}`);
  await expect(
    page.getByRole("region", { name: /Due today/ }).getByRole("article", { name: title }),
  ).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("documents are added by category, filtered and deleted after confirmation", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openAssignments(page);
  const panel = page.getByRole("region", { name: "Documents" });
  const charter = unique("IC charter");
  const roadmap = unique("2027 roadmap");
  // docs/product.md, section 9.3: the four categories, Operating Procedures first and chosen by default.
  const CATEGORIES = [
    "Operating Procedures",
    "Minutes of the Meeting",
    "Future Plan",
    "Financial Documentation",
  ];
  await expect(panel.getByRole("group", { name: "Category" }).getByRole("button")).toHaveText(
    CATEGORIES,
  );
  await expect(panel.getByLabel("File under").locator("option")).toHaveText(CATEGORIES);
  await expect(panel.getByRole("button", { name: "Operating Procedures" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // docs/product.md, section 5.5: a name and a link are required.
  const documentForm = panel.getByRole("form", { name: "Add a document" });
  await panel.getByRole("button", { name: "Add document" }).click();
  await expect(documentForm.getByRole("alert")).toHaveText("Please fill in all fields.");
  await expect(panel.getByLabel("Document name")).toBeFocused();
  await panel.getByLabel("Document name").fill(charter);
  await panel.getByLabel("Link (http or https)").fill("docs.nakhla.example/charter");
  await panel.getByRole("button", { name: "Add document" }).click();
  await expect(panel.getByLabel("Link (http or https)")).toHaveAccessibleDescription(
    "Enter a valid http(s) URL",
  );
  await panel.getByLabel("Link (http or https)").fill("https://docs.nakhla.example/charter.pdf");
  await panel.getByRole("button", { name: "Add document" }).click();
  const charterLink = panel.getByRole("link", { name: charter });
  await expect(charterLink).toHaveAttribute("href", "https://docs.nakhla.example/charter.pdf");
  await expect(panel.getByLabel("Document name")).toHaveValue("");
  await expect(panel.getByLabel("Link (http or https)")).toHaveValue("");

  // The category shown is the one a new document is filed under.
  await panel.getByRole("button", { name: "Future Plan" }).click();
  await expect(charterLink).toHaveCount(0);
  await expect(panel.getByLabel("File under")).toHaveValue("Future Plan");
  await panel.getByLabel("Document name").fill(roadmap);
  await panel.getByLabel("Link (http or https)").fill("https://docs.nakhla.example/roadmap");
  await panel.getByRole("button", { name: "Add document" }).click();
  await expect(panel.getByRole("link", { name: roadmap })).toBeVisible();

  await panel.getByRole("button", { name: "Financial Documentation" }).click();
  await expect(panel.getByText("No documents in this category.")).toBeVisible();

  await panel.getByRole("button", { name: "Operating Procedures" }).click();
  await expect(charterLink).toBeVisible();
  await expect(panel.getByRole("link", { name: roadmap })).toHaveCount(0);
  await panel.getByRole("button", { name: `Delete document ${charter}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete document" });
  await expect(dialog).toContainText(charter);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(charterLink).toHaveCount(0);
  await page.reload();
  await expect(panel.getByRole("heading", { name: "Operating Procedures" })).toBeVisible();
  await expect(panel.getByRole("link", { name: charter })).toHaveCount(0);
});

test("the Assignments view works from the keyboard and passes axe", async ({ page, request }) => {
  await signIn(page, request);
  await openAssignments(page);
  await expect(page.getByRole("heading", { name: "Tasks" })).toBeVisible();
  await expect(page.getByText("Loading tasks...")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Call for Meeting" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Call for Meeting" });
  await expect(dialog.getByLabel("Meeting title")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Call for Meeting" })).toBeFocused();
});
