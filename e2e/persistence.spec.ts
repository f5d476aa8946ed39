import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../api/db/client";
import { subscribers } from "../api/db/schema/newsletter";
import { consultancyLeads, contacts, pitchLeads } from "../api/db/schema/public-forms";
import { CHROMIUM, E2E_PORT } from "./browser";
import { expect, gotoHydrated, signupHydrated, test } from "./fixtures";

// This journey runs its own server on its own embedded database, so it can stop and restart it.
const PORT = E2E_PORT + 1;
const dataDir = mkdtempSync(join(tmpdir(), "nakhla-e2e-restart-"));

function startServer(): Promise<ChildProcess> {
  // The compiled server, as production runs it (npm run test:e2e builds it first).
  const child = spawn(process.execPath, ["--enable-source-maps", "build/api/server.js"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("running at")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });

test.use({ baseURL: `http://localhost:${PORT}`, launchOptions: CHROMIUM });
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test("a message, a subscription and both kinds of lead sent through the site's forms survive a restart", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const server = await startServer();
  try {
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Persisted Person");
    await form.getByLabel("E-mail").fill("persisted@example.com");
    await form.getByLabel("Reason").selectOption("Support");
    await form.getByLabel("Message").fill("Please keep this.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();

    await signupHydrated(page.getByRole("contentinfo"));
    await page.getByRole("contentinfo").getByLabel("E-mail address").fill("kept@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscribed" })).toBeVisible();

    // A handbook lead through its modal on /test-8; the form then goes on to /test-9.
    await gotoHydrated(page, "/test-8");
    await page.getByRole("button", { name: "Get My Free Copy" }).click();
    const handbook = page.getByRole("dialog", { name: "Get Your Free Ebook" });
    await handbook.getByLabel("Name", { exact: true }).fill("Handbook Reader");
    await handbook.getByLabel("E-mail", { exact: true }).fill("reader@example.com");
    await handbook.getByLabel("Role", { exact: true }).selectOption("Professional");
    await handbook.getByLabel("Location", { exact: true }).selectOption("Kerala");
    await handbook.getByRole("button", { name: "Download Now" }).click();
    await expect(page).toHaveURL(/\/test-9$/);

    // A founder-ebook lead through its modal on /startup-consultancy-form; then /thank-you.
    await gotoHydrated(page, "/startup-consultancy-form");
    await page.getByRole("button", { name: "Download Free Ebook", exact: true }).click();
    const founder = page.getByRole("dialog", { name: "Get Your Free Ebook" });
    await founder.getByLabel("Name", { exact: true }).fill("Founder");
    await founder.getByLabel("E-mail", { exact: true }).fill("founder@example.com");
    await founder.getByLabel("Startup name", { exact: true }).fill("Kept Co");
    await founder.getByLabel("Stage", { exact: true }).selectOption("Scaling");
    await founder.getByLabel("Location", { exact: true }).selectOption("Mumbai");
    await founder.getByLabel("Planned investment (₹)", { exact: true }).fill("900000");
    await founder.getByLabel("Hours per day", { exact: true }).fill("10");
    await founder.getByRole("button", { name: "Download Now" }).click();
    await expect(page).toHaveURL(/\/thank-you\?ebook=before-you-build$/);
    // The address changes first; the page follows once its messages have come: stopping the
    // server before then would fail that load, not the test's point.
    await expect(page.getByRole("heading", { name: "Application Submited" })).toBeVisible();
  } finally {
    await stopServer(server);
  }

  // Restart on the same directory, then stop and read what is on disk.
  await stopServer(await startServer());
  const database = await openDatabase({ driver: "pglite", dataDir });
  try {
    expect(await database.db.select({ name: contacts.name }).from(contacts)).toEqual([
      { name: "Persisted Person" },
    ]);
    expect(await database.db.select({ email: subscribers.email }).from(subscribers)).toEqual([
      { email: "kept@example.com" },
    ]);
    expect(
      await database.db
        .select({ role: pitchLeads.role, location: pitchLeads.location })
        .from(pitchLeads),
    ).toEqual([{ role: "Professional", location: "Kerala" }]);
    expect(
      await database.db
        .select({
          startup: consultancyLeads.startup,
          stage: consultancyLeads.stage,
          investment: consultancyLeads.investment,
          hours: consultancyLeads.hours,
        })
        .from(consultancyLeads),
    ).toEqual([{ startup: "Kept Co", stage: "Scaling", investment: 900000, hours: 10 }]);
  } finally {
    await database.close();
  }
});
