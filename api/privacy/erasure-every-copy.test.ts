import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECISION_MAIL_KINDS } from "../../core/decision-mails";
import { type App, buildApp } from "../app";
import { sendDraftReminders } from "../application-drafts/drafts";
import { restoreBackup } from "../backups/restore-backup";
import { takeBackup } from "../backups/take-backup";
import { type Database, type DatabaseHandle, openDatabase } from "../db/client";
import { mailOutbox } from "../db/schema/mail";
import { sendDecisionMail } from "../decision-mails/send-decision-mail";
import { sendPitchBooked, sendPitchCancelled } from "../pitch-slots/pitch-mails";
import type { BookingRow, SlotRow } from "../pitch-slots/pitch-slots-repository";
import { loginAsAdmin } from "../test/admin";
import { aBackedUpDatabase } from "../test/backup-database";
import { anApplication } from "../test/factories";
import { aPaidApplication, asFounder } from "../test/founder";
import { postJson, testConfig } from "../test/helpers";
import { paymentTestEnv } from "../test/payments";
import { silentLog } from "../test/silent-log";
import { startSmtpServer } from "../test/smtp";
import { zipEntries } from "../test/zip";

const FOUNDER = "Rania.Farouk@example.com";
const SITE_URL = "https://nakhla.example";

/** Every table of every schema of the database (pg-boss's included) whose rows mention `text`. */
async function tablesMentioning(db: Database, text: string): Promise<string[]> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const [hit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)} t
          where lower(t::text) like ${`%${text.toLowerCase()}%`}`,
    );
    if ((hit?.n ?? 0) > 0) found.push(name);
  }
  return found.sort();
}

// Erasure reaches every copy (docs/decisions/051-retention-and-erasure.md): after a founder's
// application is erased, their address is left only in the receipt the law keeps.
describe("erasing a founder who got every kind of founder mail", { timeout: 180_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), "nakhla-erasure-test-"));
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: DatabaseHandle;
  let backedUp: Awaited<ReturnType<typeof aBackedUpDatabase>>;
  let app: App;
  const mailedKinds = new Set<string>();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    backedUp = await aBackedUpDatabase(work);
    database = backedUp.database;
    app = await buildApp({
      config: testConfig({
        ...paymentTestEnv,
        SITE_URL,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      }),
      database,
    });
    await app.ready();
    const deps = { db: database.db, mailer: app.mailer, log: silentLog, siteUrl: SITE_URL };

    // A draft saved for later, and its reminder three days on.
    await postJson(app, "/api/application-drafts", { email: FOUNDER, step: 1, answers: {} });
    await sendDraftReminders(deps, new Date(Date.now() + 3 * 24 * 3600_000 + 60_000));
    // The application, paid: its confirmation with the receipt; then a fresh link by mail.
    const answers = anApplication({ email: FOUNDER, startupName: "Sahla Pay" });
    const { applicationId, token } = await aPaidApplication(app, answers);
    await postJson(app, "/api/my-application/link", { email: FOUNDER });
    await app.jobs.settled();
    // Every decision template, the pitch invitation among them; the pitch booked and cancelled.
    const founder = { _id: applicationId, language: "en" as const, ...answers };
    for (const kind of DECISION_MAIL_KINDS.filter((k) => k !== "received")) {
      await sendDecisionMail(deps, kind, founder, {
        pitch: { startsAt: new Date("2027-01-12T10:30:00Z"), representative: "Layla Haddad" },
      });
    }
    const slot = {
      id: "00000000-0000-4000-8000-000000000001",
      startsAt: new Date("2027-01-12T10:30:00Z"),
      durationMinutes: 45,
      representativeName: "Layla Haddad",
      representativeEmail: "layla@nakhla.example",
    } as SlotRow;
    const booking = { id: "00000000-0000-4000-8000-000000000002", sequence: 0 } as BookingRow;
    const now = new Date();
    await sendPitchBooked(deps, { founder, slot, booking, now });
    await sendPitchCancelled(deps, { founder, slot, booking, now });
    await app.mailer.settled();
    for (const row of await database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = lower(${FOUNDER})`)) {
      mailedKinds.add(row.kind);
    }

    // The founder erases the application from their page; the confirmation is delivered.
    const erased = await asFounder(app, token, {
      method: "POST",
      url: "/api/my-application/erase",
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    await app.mailer.settled();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await backedUp?.drop();
    await smtp?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("had mailed the founder every kind, and delivered the erasure's confirmation", () => {
    const everyKind = new Set([
      "application",
      "application-draft",
      "application-draft-reminder",
      "founder-link",
      "pitch-booked",
      "pitch-cancelled",
      ...DECISION_MAIL_KINDS.filter((kind) => kind !== "received"),
    ]);
    expect([...mailedKinds].sort()).toEqual([...everyKind].sort());
    const last = smtp.received.at(-1);
    expect(last?.to).toEqual([FOUNDER]);
    expect(last?.raw).toContain("has been withdrawn and deleted");
  });

  it("leaves the address only in the receipts of the firm-wide export", async () => {
    const { headers } = await loginAsAdmin(app, database.db);
    const zip = await app.inject({ url: "/api/admin/data/export.zip", headers });
    expect(zip.statusCode).toBe(200);
    const files = await zipEntries(zip.rawPayload);
    const naming = [...files]
      .filter(([, text]) => text.toLowerCase().includes(FOUNDER.toLowerCase()))
      .map(([name]) => name);
    const outboxLines = (files.get("mail_outbox.csv") ?? "")
      .split("\n")
      .filter((line) => line.toLowerCase().includes(FOUNDER.toLowerCase()))
      .map((line) => line.slice(0, 160));
    expect(naming, outboxLines.join(" || ")).toEqual(["receipts.csv"]);
    // The outbox keeps the mails' count and kinds (the confirmation's among them), not the address.
    expect(files.get("mail_outbox.csv")).toContain("application-erased");
  });

  it("leaves the address only in the receipts of a fresh backup, restored", async () => {
    const { file } = await takeBackup({
      db: database.db,
      source: backedUp.source,
      output: join(work, "backups/"),
      trigger: "command",
    });
    const target = await backedUp.restoreTarget();
    await restoreBackup({ file, target });
    const restored = await openDatabase(
      target.driver === "pglite"
        ? { driver: "pglite", dataDir: target.dataDir, lock: false }
        : { driver: "postgres", url: target.url, poolSize: 2 },
    );
    try {
      expect(await tablesMentioning(restored.db, FOUNDER)).toEqual(["receipts"]);
    } finally {
      await restored.close();
    }
  });
});
