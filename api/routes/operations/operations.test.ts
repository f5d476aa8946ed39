import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/mail";
import { paymentOrders } from "../../db/schema/payments";
import { MAIL_NO_SMTP, MAIL_NOT_FOUND, MAIL_NOT_RETRYABLE } from "../../mail/mail-retry";
import { loginAsAdmin } from "../../test/admin";
import { aHandbookLead } from "../../test/factories";
import { type FakeRazorpay, startFakeRazorpay } from "../../test/fake-razorpay";
import { build, postJson } from "../../test/helpers";
import { createOrder } from "../../test/payments";
import { freePort, startSmtpServer } from "../../test/smtp";
import { JOB_NOT_FOUND } from ".";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the console's failed mails, with SMTP down then up", () => {
  let t: Awaited<ReturnType<typeof build>>;
  let port: number;
  let headers: { authorization: string };
  beforeAll(async () => {
    port = await freePort();
    t = await build({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    headers = (await loginAsAdmin(t.app, t.db)).headers;
  });
  afterAll(() => t.close());

  const mails = (query = "") =>
    t.app.inject({ method: "GET", url: `/api/admin/operations/mails${query}`, headers });
  const retry = (id: string) =>
    t.app.inject({ method: "POST", url: `/api/admin/operations/mails/${id}/retry`, headers });

  it("lists a mail that could not be sent, and sends it on retry once SMTP answers", async () => {
    const lead = aHandbookLead({ email: "reader@example.com" });
    expect((await postJson(t.app, "/api/leads", lead)).statusCode).toBe(201);
    await t.app.mailer.settled();

    const listed = await mails();
    expect(listed.statusCode).toBe(200);
    const page = listed.json();
    expect(page).toMatchObject({ total: 1, page: 1, delivers: true });
    const [mail] = page.items;
    expect(mail).toMatchObject({
      to: "reader@example.com",
      status: "failed",
      attempts: 1,
      error: expect.stringContaining("ECONNREFUSED"),
      nextAttemptAt: expect.any(String),
    });
    expect((await mails("?status=queued")).json()).toMatchObject({ items: [], total: 0 });

    // Still down: the retry is made, fails, and says so.
    const stillDown = await retry(mail._id);
    expect(stillDown.statusCode).toBe(200);
    expect(stillDown.json()).toMatchObject({
      message: expect.stringMatching(/^The mail to reader@example.com could not be sent: /),
      mail: { status: "failed", attempts: 2 },
    });

    const smtp = await startSmtpServer(port);
    try {
      const sent = await retry(mail._id);
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({
        message: "Mail sent to reader@example.com.",
        mail: { status: "sent", attempts: 3, nextAttemptAt: null },
      });
      expect(smtp.recipients()).toEqual(["reader@example.com"]);
      expect((await mails()).json()).toMatchObject({ items: [], total: 0 });
      // A sent mail is not sent twice.
      const again = await retry(mail._id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: MAIL_NOT_RETRYABLE });
      expect(smtp.recipients()).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("answers 400 for an id that is not one and 404 for an unknown mail", async () => {
    const bad = await retry("not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
    const unknown = await retry(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MAIL_NOT_FOUND });
    expect((await mails("?status=sent")).statusCode).toBe(400);
    expect((await mails("?page=0")).statusCode).toBe(400);
  });

  it("is for staff only", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/operations/mails" });
    expect(response.statusCode).toBe(401);
  });
});

describe("the console's failed mails without SMTP", () => {
  it("says a mail cannot be retried when the server sends none", async () => {
    const t = await build();
    try {
      const { headers } = await loginAsAdmin(t.app, t.db);
      const [row] = await t.db
        .insert(mailOutbox)
        .values({
          kind: "test",
          to: "old@example.com",
          subject: "Hi",
          text: "Hi",
          status: "failed",
        })
        .returning();
      const response = await t.app.inject({
        method: "POST",
        url: `/api/admin/operations/mails/${row?.id}/retry`,
        headers,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: MAIL_NO_SMTP });
      const listed = await t.app.inject({
        method: "GET",
        url: "/api/admin/operations/mails",
        headers,
      });
      expect(listed.json()).toMatchObject({ delivers: false, total: 1 });
    } finally {
      await t.close();
    }
  });
});

describe("the console's failed jobs", () => {
  const KEYS = { keyId: "rzp_test_ops", keySecret: "ops-key-secret", webhookSecret: "ops-webhook" };
  const schema = `jobs_ops_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  let fake: FakeRazorpay;
  let t: Awaited<ReturnType<typeof build>>;
  let headers: { authorization: string };
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEYS);
    t = await build({
      PAYMENT_MODE: "razorpay",
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      RAZORPAY_API_URL: fake.url,
      JOBS_ENABLED: "true",
      JOBS_SCHEMA: schema,
      JOBS_POLL_SECONDS: "0.5",
      JOBS_RETRY_LIMIT: "0",
    });
    headers = (await loginAsAdmin(t.app, t.db)).headers;
  });
  afterAll(async () => {
    // Stop the jobs before their schema goes (PostgreSQL keeps one per test file run).
    await t.app.jobs.runner()?.stop();
    if (process.env.DATABASE_URL) {
      await t.db.execute(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
    }
    await t.close();
    await fake.close();
  });

  const failedJobs = async () =>
    (await t.app.inject({ method: "GET", url: "/api/admin/operations/jobs", headers })).json();

  it("lists the reconciliation that failed while Razorpay was down, and retries it", async () => {
    const { order } = await createOrder(t.app);
    // Paid at Razorpay, never reported, 20 minutes ago.
    await t.db
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(paymentOrders.providerOrderId, order.orderId));
    fake.pay(order.orderId);
    fake.failWith = 500;
    const runner = t.app.jobs.runner();
    if (!runner) throw new Error("jobs are not running");
    await runner.runNow("payment-reconciliation");
    let page = await failedJobs();
    for (let waited = 0; page.total === 0 && waited < 20_000; waited += 200) {
      await sleep(200);
      page = await failedJobs();
    }
    expect(page).toMatchObject({ total: 1, running: true });
    const [job] = page.items;
    expect(job).toMatchObject({
      name: "payment-reconciliation",
      title: "check unreported payments with the provider",
      attempts: 1,
      error: "The payment provider could not be asked about 1 of 1 unpaid orders (0 completed).",
    });

    fake.failWith = null;
    const retried = await t.app.inject({
      method: "POST",
      url: `/api/admin/operations/jobs/${job._id}/retry`,
      headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({
      message: 'The job "check unreported payments with the provider" will run again shortly.',
    });
    let status = "created";
    for (let waited = 0; status !== "paid" && waited < 20_000; waited += 200) {
      await sleep(200);
      const [row] = await t.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, order.orderId));
      status = row?.status ?? "";
    }
    expect(status).toBe("paid");
    expect(await failedJobs()).toMatchObject({ items: [], total: 0 });
    const again = await t.app.inject({
      method: "POST",
      url: `/api/admin/operations/jobs/${job._id}/retry`,
      headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: JOB_NOT_FOUND });
  }, 60_000);

  it("answers 400 for a job id that is not one", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/operations/jobs/nope/retry",
      headers,
    });
    expect(response.statusCode).toBe(400);
  });
});
