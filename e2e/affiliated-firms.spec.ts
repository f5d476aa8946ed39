import { readFile } from "node:fs/promises";
import { signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";

// The affiliated firms' directory (docs/decisions/056-affiliated-firms.md): an admin adds a firm
// with its thesis and people, marks one "never send", and the CSV goes out and comes back in.

test("an admin adds a firm, edits it, exports and imports the directory", async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The bad CSV at the end is refused with 400, as it should be.
  allowConsoleErrors(/status of 400/);
  await signIn(page, request);
  const name = unique("Gulf Gate Capital");
  await gotoHydrated(page, "/admin-dashboard/affiliated-firms");
  await expect(page).toHaveTitle("Affiliated firms · Admin Dashboard | Nakhla Ventures");
  await expect(page.getByRole("heading", { name: "Affiliated firms", level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "New firm" }).click();
  const form = page.getByRole("region", { name: "New firm" });
  // A bad field is said under it, and nothing is sent.
  await form.getByLabel("Web domains").fill("https://gulfgate.example/about");
  await form.getByRole("button", { name: "Add firm" }).click();
  await expect(form.getByText("This field is required")).toBeVisible();
  await expect(form.getByText("Enter a web domain such as example.com")).toBeVisible();

  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Web domains").fill("gulfgate.example, gg.example");
  await form.getByRole("checkbox", { name: "FinTech" }).check();
  await form.getByRole("checkbox", { name: "Seed", exact: true }).check();
  await form.getByRole("checkbox", { name: "Middle East" }).check();
  await form.getByLabel("Smallest cheque").fill("250,000");
  await form.getByLabel("Largest cheque").fill("2000000");
  await form.getByLabel("Currency").selectOption("AED");
  await form.getByRole("button", { name: "Add a person" }).click();
  await form.getByLabel("Person 1: name").fill("Aisha Rahman");
  await form.getByLabel("Person 1: e-mail").fill("aisha@gulfgate.example");
  await form.getByLabel("Person 1: role").fill("Partner");
  // Her deal mails come in Arabic (docs/decisions/086-deal-room-language.md); English by default.
  const language = form.getByLabel("Person 1: language of mails and the deal room");
  await expect(language).toHaveValue("en");
  await language.selectOption({ label: "Arabic" });
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "firms-new");
  await form.getByRole("button", { name: "Add firm" }).click();
  await expect(page.getByText(`${name} added to the directory.`)).toBeVisible();

  await page.getByRole("searchbox").fill(name);
  await page.getByRole("searchbox").press("Enter");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("FinTech · Seed · Middle East · AED 250,000 – 2,000,000");
  await expect(row).toContainText("gulfgate.example, gg.example");
  await expect(row).toContainText("1 person");

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/affiliated-firms\/[0-9a-f-]{36}/);
  const record = page.getByRole("region", { name: "Open record" });
  await expect(
    record.getByText("Aisha Rahman · aisha@gulfgate.example · Partner · mails in Arabic"),
  ).toBeVisible();
  await expect(record.getByText("No deal shared with this firm yet.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "firms-record");

  await record.getByRole("button", { name: `Edit ${name}` }).click();
  // A person's row once added needs a name and an address, or Remove.
  await record.getByRole("button", { name: "Add a person" }).click();
  await record.getByLabel("Person 2: e-mail").fill("omar@");
  await record.getByRole("button", { name: "Save changes" }).click();
  await expect(record.getByText("Enter a valid e-mail address")).toBeVisible();
  await expect(record.getByLabel("Person 2: e-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(record.getByLabel("Person 1: name")).toHaveValue("Aisha Rahman");
  await record.getByRole("button", { name: "Remove person 2" }).click();
  await expect(record.getByLabel("Person 2: name")).toHaveCount(0);
  await record.getByRole("checkbox", { name: "Never send deals to this firm" }).check();
  await record.getByRole("button", { name: "Save changes" }).click();
  await expect(record.getByText("Say why nothing is sent to this firm")).toBeVisible();
  await record.getByLabel("Why never").fill("Competitor of a portfolio company");
  await record.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Saved ${name}.`)).toBeVisible();
  await expect(row.getByText("Never send")).toBeVisible();
  await expect(record.getByText("Yes: Competitor of a portfolio company")).toBeVisible();
  await expect(record.getByText("Aisha Rahman · aisha@gulfgate.example · Partner")).toBeVisible();

  // Export CSV, change the notes, import it back: the firm is updated, not duplicated. The whole
  // toolbar shows with no record open.
  await gotoHydrated(page, `/admin-dashboard/affiliated-firms?q=${encodeURIComponent(name)}`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /Export CSV/ }).click();
  const csv = await readFile((await (await download).path()) ?? "", "utf8");
  const [header, line] = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(header).toBe(
    "Name,Domains,Sectors,Stages,Regions,Smallest cheque,Largest cheque,Currency,Never send,Never send reason,People,Languages,Notes",
  );
  expect(line).toBe(
    `${name},gulfgate.example; gg.example,FinTech,Seed,Middle East,250000,2000000,AED,yes,Competitor of a portfolio company,Aisha Rahman <aisha@gulfgate.example> (Partner),ar,`,
  );
  await page.getByLabel("Import CSV").setInputFiles({
    name: "firms.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${header}\r\n${line}Imported notes\r\n`),
  });
  await expect(page.getByText("Imported 1 firm: 0 added, 1 updated.")).toBeVisible();
  await row.getByRole("link", { name }).click();
  await expect(record.getByText("Imported notes")).toBeVisible();
  // The person's language came back with the file.
  await expect(record.getByText("Partner · mails in Arabic")).toBeVisible();

  await page.getByLabel("Import CSV").setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Name,Sectors\r\nX,Crypto\r\n"),
  });
  await expect(
    page.getByText("Nothing was imported. Row 2, Sectors: Choose a sector from the list."),
  ).toBeVisible();
});
