// The restore drill (docs/decisions/050-backups.md), run by .ci/run on PGlite and on PostgreSQL:
// a server takes writes through the API under load, `npm run backup` runs in the middle while the
// writes go on, the file is restored into a fresh database by `npm run restore`, and a server on
// that database must hold every write acknowledged before the backup began, and serve the console
// and the founder's page. Needs the built site (npm run build); on PostgreSQL, DATABASE_URL.
//   npx vitest run --project drill                       (embedded database)
//   DATABASE_URL=postgres://… npx vitest run --project drill
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOUNDER_TOKEN_HEADER } from "../../../core/founder-link";
import { aContact, aHandbookLead, anApplication } from "../factories";
import { createScratchDatabase, type Instance, startInstance } from "../instances/instances";
import { paidOrder, submission, TEST_PAYMENT_SECRET } from "../payments";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const SCRIPT_TIMEOUT_MS = 300_000;
const serverUrl = process.env.DATABASE_URL;
const driver = serverUrl ? "PostgreSQL" : "PGlite";

type Ack = { kind: Kind; email: string; at: number; founderToken?: string; startupName?: string };
type Kind = "contact" | "subscriber" | "lead" | "application";
const KINDS: Kind[] = ["contact", "subscriber", "lead", "application"];
/** Each kind's list in the console, whose CSV export names every record's e-mail. */
const LIST_CSV: Record<Kind, string> = {
  contact: "/api/admin/contacts.csv",
  subscriber: "/api/admin/subscribers.csv",
  lead: "/api/admin/pitch-leads.csv",
  application: "/api/admin/applications.csv",
};

const ADMIN = { username: "drill-admin", password: "restore drill password 2026" };

function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), SCRIPT_TIMEOUT_MS);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** One write through the public API; answers what was acknowledged, or null when refused. */
async function write(app: Instance, kind: Kind, n: number): Promise<Ack | null> {
  const email = `drill-${kind}-${n}@example.com`;
  const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload });
  if (kind === "contact") {
    const answer = await post("/api/contact", aContact({ email }));
    return answer.statusCode === 201 ? { kind, email, at: Date.now() } : null;
  }
  if (kind === "subscriber") {
    const answer = await post("/api/newsletter/subscribe", { email });
    return answer.statusCode < 300 ? { kind, email, at: Date.now() } : null;
  }
  if (kind === "lead") {
    const answer = await post("/api/leads", aHandbookLead({ email }));
    return answer.statusCode === 201 ? { kind, email, at: Date.now() } : null;
  }
  const startupName = `Drill Startup ${n}`;
  const { answers, payment } = await paidOrder(app.asApp(), {
    answers: anApplication({ email, startupName }),
  });
  const answer = await post("/api/apply", submission(answers, payment, { finalPrice: 500000 }));
  if (answer.statusCode !== 201) return null;
  return { kind, email, at: Date.now(), founderToken: answer.json().founderToken, startupName };
}

describe(`the restore drill on ${driver}`, () => {
  const work = mkdtempSync(join(tmpdir(), "nakhla-drill-"));
  const drops: Array<() => Promise<void>> = [];
  const running: Instance[] = [];
  let sourceEnv: Record<string, string>;
  let targetEnv: Record<string, string>;

  beforeAll(async () => {
    if (!existsSync(join(ROOT, "build/client"))) {
      throw new Error("The drill serves the built site: run npm run build first.");
    }
    const common = {
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PAYMENT_MODE: "test",
      PAYMENT_TEST_SECRET: TEST_PAYMENT_SECRET,
      PUBLIC_WRITE_RATE_LIMIT: "1000000",
      SERVE_WEB: "true",
      BACKUP_DIR: join(work, "backups"),
      SMTP_URL: "",
    };
    if (serverUrl) {
      const source = await createScratchDatabase(serverUrl);
      const target = await createScratchDatabase(serverUrl);
      drops.push(source.drop, target.drop);
      sourceEnv = { ...common, DATABASE_URL: source.url };
      targetEnv = { ...common, DATABASE_URL: target.url };
    } else {
      sourceEnv = { ...common, DATA_DIR: join(work, "source") };
      targetEnv = { ...common, DATA_DIR: join(work, "restored") };
    }
  });

  afterAll(async () => {
    for (const instance of running) await instance.stop();
    for (const drop of drops) await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it("restores every write acknowledged before the backup began, and serves the console and the founder's page", async () => {
    const created = await runScript("api/scripts/create-admin.ts", [], {
      ...sourceEnv,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_NAME: "Drill Admin",
      ADMIN_PASSWORD: ADMIN.password,
    });
    expect(created.code, created.output).toBe(0);

    const source = await startInstance("source", sourceEnv);
    running.push(source);
    const acks: Ack[] = [];
    let stop = false;
    let sequence = 0;
    // Four writers at once, each going through every kind of record, until told to stop.
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const n = ++sequence;
        const ack = await write(source, KINDS[n % KINDS.length] as Kind, n);
        if (ack) acks.push(ack);
      }
    });
    const until = async (done: () => boolean) => {
      const deadline = Date.now() + 120_000;
      while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    };
    await until(() => acks.filter((ack) => ack.kind === "application").length >= 8);

    const backupBegan = Date.now();
    const backup = await runScript("api/scripts/backup.ts", [], sourceEnv);
    const backupEnded = Date.now();
    expect(backup.code, backup.output).toBe(0);
    const file = backup.output.match(/Backup written: (\S+)/)?.[1];
    expect(file).toBeDefined();
    // The server kept taking writes while the backup ran, and after it.
    await until(() => acks.some((ack) => ack.at > backupEnded + 500));
    stop = true;
    await Promise.all(writers);
    expect(acks.some((ack) => ack.at > backupBegan && ack.at < backupEnded)).toBe(true);
    await source.stop();

    const restore = await runScript("api/scripts/restore.ts", [file as string], targetEnv);
    expect(restore.code, restore.output).toBe(0);

    const restored = await startInstance("restored", targetEnv);
    running.push(restored);
    const login = await restored.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: ADMIN,
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };

    const before = acks.filter((ack) => ack.at < backupBegan);
    expect(before.length).toBeGreaterThan(20);
    for (const kind of KINDS) {
      const csv = await restored.inject({ method: "GET", url: LIST_CSV[kind], headers });
      expect(csv.statusCode).toBe(200);
      const missing = before
        .filter((ack) => ack.kind === kind && !csv.body.includes(ack.email))
        .map((ack) => ack.email);
      expect(missing, `${kind}s acknowledged before the backup but not restored`).toEqual([]);
    }

    // The console and the founder's page are served by the restored instance.
    for (const page of ["/admin-login", "/admin-dashboard", "/my-application"]) {
      const answer = await restored.inject({ method: "GET", url: page });
      expect(answer.statusCode, page).toBe(200);
      expect(answer.headers.get("content-type"), page).toContain("text/html");
    }
    const me = await restored.inject({ method: "GET", url: "/api/admin/me", headers });
    expect(me.json().username).toBe(ADMIN.username);
    const founder = before.find((ack) => ack.kind === "application") as Ack;
    const page = await restored.inject({
      method: "GET",
      url: "/api/my-application",
      headers: { [FOUNDER_TOKEN_HEADER]: founder.founderToken as string },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().answers.startupName).toBe(founder.startupName);
  });
});
