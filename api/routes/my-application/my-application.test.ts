import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOUNDER_COOKIE } from "../../../core/founder-link";
import { type App, buildApp } from "../../app";
import type { DatabaseHandle } from "../../db/client";
import { loginAsAdmin } from "../../test/admin";
import { openTestDatabase } from "../../test/database";
import { anApplication } from "../../test/factories";
import { aPaidApplication, asFounder } from "../../test/founder";
import { testConfig, useLoggedTestApp, useTestApp } from "../../test/helpers";
import { mailsTo } from "../../test/outbox";
import { paymentTestEnv } from "../../test/payments";
import { startSmtpServer } from "../../test/smtp";

const LINK = /\/my-application#token=([A-Za-z0-9_-]+)/g;
const NOT_VALID =
  "This link no longer opens an application. Ask for a new one with the e-mail address you applied with.";
const SAME_ANSWER =
  "If this address has applied, we have sent a new link to it for each of its applications. Check your inbox in a few minutes.";

/** The tokens of the links in the mails sent to an address, newest mail first. */
async function linksMailedTo(db: App["db"], to: string) {
  const mails = await mailsTo(db, to);
  return mails.map((mail) => ({
    kind: mail.kind,
    tokens: [...mail.text.matchAll(LINK)].map((match) => match[1] ?? ""),
  }));
}

describe("the founder's private link", () => {
  const t = useTestApp({ ...paymentTestEnv, SITE_URL: "https://nakhla.example" });

  it("opens the founder's own application from the thank-you answer and the confirmation mail", async () => {
    const answers = anApplication({ startupName: "Qahwa Labs" });
    const { applicationId, token } = await aPaidApplication(t.app, answers);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The confirmation (the pitch deck request follows it, with the same link).
    const mail = (await linksMailedTo(t.db, answers.email)).find(
      (mailed) => mailed.kind === "application",
    );
    expect(mail?.kind).toBe("application");
    // One link, made with the application: on the thank-you page and in the mail.
    expect(mail?.tokens).toEqual([token]);
    {
      const response = await asFounder(t.app, token, { url: "/api/my-application" });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({
        _id: applicationId,
        stage: "Received",
        answers: { startupName: "Qahwa Labs", fullName: answers.fullName, pitch: answers.pitch },
        payment: { amountPaid: 500_000, couponCode: null },
      });
      expect(page.payment.receipt.number).toMatch(/^NV\/\d{4}-\d{2}\/\d{6}$/);
    }
  });

  it("shows the stage in plain words and never the status, evaluation or notes", async () => {
    const { applicationId, token } = await aPaidApplication(t.app);
    const { headers } = await loginAsAdmin(t.app, t.db);
    const stageAfter = async (update: object) => {
      const changed = await t.app.inject({
        method: "PATCH",
        url: "/api/apply/update-status",
        headers,
        payload: { applicationId, ...update },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      return (await asFounder(t.app, token, { url: "/api/my-application" })).json();
    };
    expect((await stageAfter({ status: "In Discussion" })).stage).toBe("Under review");
    expect(
      (await stageAfter({ status: "Scheduled", scheduleDateTime: "2026-12-01T10:00:00+05:30" }))
        .stage,
    ).toBe("Pitch scheduled");
    const decided = await stageAfter({
      adminAnswers: { "Problem Definition and Relevance": "Secret verdict: weak moat, score 4/10" },
    });
    expect(decided.stage).toBe("Decision made");
    const body = JSON.stringify(decided);
    expect(body).not.toContain("Secret verdict");
    expect(body).not.toContain("adminAnswers");
    expect(body).not.toContain('"status"');
    expect(body).not.toContain("scheduleDateTime");
  });

  it("refuses an unknown token, no token and a revoked one with the same message", async () => {
    const { applicationId, token, answers } = await aPaidApplication(t.app);
    for (const request of [
      t.app.inject({ method: "GET", url: "/api/my-application" }),
      asFounder(t.app, "x".repeat(43), { url: "/api/my-application" }),
      asFounder(t.app, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, {
        url: "/api/my-application",
      }),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: NOT_VALID });
    }

    const { headers } = await loginAsAdmin(t.app, t.db);
    const access = () =>
      t.app.inject({
        method: "GET",
        url: `/api/admin/applications/${applicationId}/founder-side`,
        headers,
      });
    expect((await access()).json()).toMatchObject({ liveLinks: 1, lastUsedAt: null });
    expect((await asFounder(t.app, token, { url: "/api/my-application" })).statusCode).toBe(200);
    expect((await access()).json()).toMatchObject({
      liveLinks: 1,
      lastUsedAt: expect.any(String),
    });
    const revoked = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/founder-side/revoke-links`,
      headers,
    });
    expect(revoked.json()).toMatchObject({ liveLinks: 0, lastUsedAt: null });
    const after = await asFounder(t.app, token, { url: "/api/my-application" });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ message: NOT_VALID });

    // The founder asks for a new link, and it works again.
    await t.app.inject({
      method: "POST",
      url: "/api/my-application/link",
      payload: { email: answers.email },
    });
    await t.app.jobs.settled();
    const [fresh] = await linksMailedTo(t.db, answers.email);
    expect(fresh?.kind).toBe("founder-link");
    const reopened = await asFounder(t.app, fresh?.tokens[0] ?? "", { url: "/api/my-application" });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()._id).toBe(applicationId);
  });

  it("opens only the application its token was made for", async () => {
    const first = await aPaidApplication(t.app, anApplication({ startupName: "First Light" }));
    const second = await aPaidApplication(t.app, anApplication({ startupName: "Second Wind" }));
    const firstPage = await asFounder(t.app, first.token, {
      url: `/api/my-application?applicationId=${second.applicationId}`,
    });
    expect(firstPage.json()).toMatchObject({
      _id: first.applicationId,
      answers: { startupName: "First Light" },
    });
    const secondPage = await asFounder(t.app, second.token, { url: "/api/my-application" });
    expect(secondPage.json()).toMatchObject({
      _id: second.applicationId,
      answers: { startupName: "Second Wind" },
    });
  });

  it("answers 'E-mail me my link' the same for an address that never applied", async () => {
    const answers = anApplication({ email: "Noor.Haddad@Example.com", startupName: "Noor Grid" });
    const { applicationId } = await aPaidApplication(t.app, answers);
    const again = await aPaidApplication(t.app, { ...answers, startupName: "Noor Grid Two" });

    const known = await t.app.inject({
      method: "POST",
      url: "/api/my-application/link",
      payload: { email: "noor.haddad@example.com" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/my-application/link",
      payload: { email: "nobody.applied@example.com" },
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: SAME_ANSWER });
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);

    await t.app.jobs.settled();
    expect(await linksMailedTo(t.db, "nobody.applied@example.com")).toEqual([]);
    const [mail] = await linksMailedTo(t.db, answers.email);
    expect(mail?.kind).toBe("founder-link");
    expect(mail?.tokens).toHaveLength(2);
    const opened = await Promise.all(
      (mail?.tokens ?? []).map(
        async (key) => (await asFounder(t.app, key, { url: "/api/my-application" })).json()._id,
      ),
    );
    expect(opened.sort()).toEqual([applicationId, again.applicationId].sort());
  });

  it("refuses an address that is not one, saying so", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/my-application/link",
      payload: { email: "not an address" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Enter a valid e-mail address");
  });
});

describe("'E-mail me my link' through the background job", () => {
  const jobsSchema = `jobs_${randomBytes(5).toString("hex")}`;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: App;
  let database: DatabaseHandle;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({
        ...paymentTestEnv,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        JOBS_ENABLED: "true",
        JOBS_POLL_SECONDS: "1",
        // Its own: on PostgreSQL another test file's workers would take these jobs.
        JOBS_SCHEMA: jobsSchema,
      }),
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.db.execute(sql`drop schema if exists ${sql.identifier(jobsSchema)} cascade`);
    await database?.close();
    await smtp?.close();
  });

  /** The founder-links jobs, as pg-boss keeps them. */
  const linkJobs = async () => {
    // Both drivers answer the rows in `rows`.
    const { rows } = (await database.db.execute(
      sql`select state, data from ${sql.identifier(jobsSchema)}.job where name = 'founder-links'`,
    )) as unknown as { rows: Array<{ state: string; data: unknown }> };
    return rows;
  };

  it("answers alike for a known and an unknown address, and mails only the known one", {
    timeout: 60_000,
  }, async () => {
    const answers = anApplication({ email: "layla.amin@example.com", startupName: "Sahla Pay" });
    await aPaidApplication(app, answers);
    await app.mailer.settled();
    const mailsBefore = smtp.received.length;
    const ask = (email: string) =>
      app.inject({ method: "POST", url: "/api/my-application/link", payload: { email } });
    const known = await ask(" Layla.Amin@Example.com ");
    const unknown = await ask("nobody.applied@example.com");
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: SAME_ANSWER });
    }
    expect(unknown.body).toBe(known.body);
    // Every header alike but the date and the request's own id.
    const sameFor = ({ date: _, "x-request-id": __, ...headers }: typeof known.headers) => headers;
    expect(sameFor(unknown.headers)).toEqual(sameFor(known.headers));

    // Both requests queued one job each, holding neither address.
    for (const deadline = Date.now() + 30_000; ; ) {
      const jobs = await linkJobs();
      if (jobs.length === 2 && jobs.every((job) => job.state === "completed")) break;
      if (Date.now() > deadline) throw new Error(`jobs not done: ${JSON.stringify(jobs)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const jobData = JSON.stringify(await linkJobs()).toLowerCase();
    expect(jobData).not.toContain("layla.amin@example.com");
    expect(jobData).not.toContain("nobody.applied@example.com");
    await app.mailer.settled();

    const received = smtp.received.slice(mailsBefore);
    expect(received.map((mail) => mail.to)).toEqual([["layla.amin@example.com"]]);
    expect(received[0]?.raw).toContain("/my-application#token=");
    expect(await linksMailedTo(app.db, "nobody.applied@example.com")).toEqual([]);
  });
});

describe("'E-mail me my link' under the public write rate limit", () => {
  const t = useTestApp({ PUBLIC_WRITE_RATE_LIMIT: "2" });

  it("answers 429 past the limit", async () => {
    const ask = () =>
      t.app.inject({
        method: "POST",
        url: "/api/my-application/link",
        payload: { email: "someone@example.com" },
      });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(429);
  });
});

describe("the log of a founder's visits", () => {
  const t = useLoggedTestApp(paymentTestEnv);
  const { lines } = t;

  it("never holds a private link's token", async () => {
    const { token, answers } = await aPaidApplication(t.app);
    expect((await asFounder(t.app, token, { url: "/api/my-application" })).statusCode).toBe(200);
    // The browser's way: the founder cookie (docs/decisions/036-founder-cookie.md).
    const byCookie = await t.app.inject({
      method: "GET",
      url: "/api/my-application",
      headers: { cookie: `${FOUNDER_COOKIE}=${token}` },
    });
    expect(byCookie.statusCode).toBe(200);
    await t.app.inject({
      method: "POST",
      url: "/api/my-application/link",
      payload: { email: answers.email },
    });
    await t.app.jobs.settled();
    const [mail] = await linksMailedTo(t.app.db, answers.email);
    expect(mail?.tokens[0]).toBeTruthy();
    const log = lines.join("\n");
    expect(log).toContain("/api/my-application");
    expect(log).not.toContain(token);
    expect(log).not.toContain(mail?.tokens[0]);
  });
});
