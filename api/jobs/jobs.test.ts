import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { applications } from "../db/schema/applications";
import { mailOutbox } from "../db/schema/mail";
import { coupons, paymentOrders } from "../db/schema/payments";
import { rateLimitHits } from "../db/schema/rate-limits";
import { createMailer, type Mailer } from "../mail/mailer";
import { createCoupon } from "../payments/coupons";
import { createPaymentOrder } from "../payments/orders";
import type { PaymentProvider } from "../payments/provider";
import { razorpayProvider } from "../payments/razorpay-provider";
import { testProvider } from "../payments/test-provider";
import { countRateLimitHit } from "../rate-limits/rate-limit-hits";
import { openTestDatabase } from "../test/database";
import { anApplication } from "../test/factories";
import { type FakeRazorpay, startFakeRazorpay } from "../test/fake-razorpay";
import { silentLog } from "../test/silent-log";
import { freePort, startSmtpServer } from "../test/smtp";
import { mailRetryJob } from "./mail-retry";
import { orderExpiryJob } from "./order-expiry";
import { paymentReconciliationJob } from "./payment-reconciliation";
import { rateLimitCleanupJob } from "./rate-limit-cleanup";
import { retentionJob } from "./retention";
import type { JobDeps } from "./runner";

// Each job's work against a real database (PGlite, or PostgreSQL with DATABASE_URL), called the
// way the runner calls it: job.run(deps, now). The runner itself is tested in runner.test.ts.

const log = silentLog;
const minutes = (n: number) => n * 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe("the background jobs' work", () => {
  let database: DatabaseHandle;
  let provider: PaymentProvider;
  let mailer: Mailer;
  const deps = (): JobDeps => ({
    db: database.db,
    mailer,
    provider,
    log,
    siteUrl: "http://localhost:3000",
  });
  beforeAll(async () => {
    database = await openTestDatabase();
    provider = testProvider("job-test-secret-0123456789");
    mailer = createMailer({ db: database.db, log, from: "Nakhla <hello@nakhla.example>" });
  });
  afterAll(() => database.close());

  const mailTo = async (to: string) => {
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    if (!row) throw new Error(`no mail to ${to}`);
    return row;
  };
  const orderOf = async (providerOrderId: string) => {
    const [row] = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, providerOrderId));
    if (!row) throw new Error(`no order ${providerOrderId}`);
    return row;
  };
  const newOrder = (
    orderProvider: PaymentProvider,
    now: Date,
    {
      couponCode = null,
      finalPrice = 500_000,
    }: { couponCode?: string | null; finalPrice?: number } = {},
  ) =>
    createPaymentOrder(database.db, orderProvider, {
      price: { finalPrice, couponCode, partnerName: couponCode ? "Gulf Angels" : null },
      answers: anApplication({
        email: `founder-${Math.random().toString(36).slice(2)}@example.com`,
      }),
      lifetimeMinutes: 120,
      now,
    });

  describe("mail retry", () => {
    it("sends a failed mail again when its backoff is over, and a mail stuck in queued", async () => {
      const port = await freePort();
      const smtpMailer = createMailer({
        db: database.db,
        log,
        from: "Nakhla <hello@nakhla.example>",
        smtpUrl: `smtp://127.0.0.1:${port}`,
      });
      const jobDeps = { ...deps(), mailer: smtpMailer };
      // Nothing listens yet: the first delivery fails and waits a minute for the next.
      const failedAt = new Date();
      await smtpMailer.send({
        kind: "test",
        to: "retry@example.com",
        subject: "Hello",
        text: "Hi",
      });
      await smtpMailer.settled();
      const failed = await mailTo("retry@example.com");
      expect(failed).toMatchObject({ status: "failed", attempts: 1 });
      expect(failed.nextAttemptAt?.getTime()).toBeGreaterThanOrEqual(
        at(failedAt, minutes(1) - 1000).getTime(),
      );
      expect(failed.nextAttemptAt?.getTime()).toBeLessThanOrEqual(
        at(new Date(), minutes(1)).getTime(),
      );

      // A mail whose sender stopped mid-delivery 20 minutes ago, and one that had every attempt.
      await database.db.insert(mailOutbox).values([
        {
          kind: "test",
          to: "stuck@example.com",
          subject: "Stuck",
          text: "Hi",
          status: "queued",
          createdAt: at(new Date(), -minutes(20)),
        },
        {
          kind: "test",
          to: "given-up@example.com",
          subject: "Given up",
          text: "Hi",
          status: "failed",
          attempts: 6,
          nextAttemptAt: null,
        },
      ]);

      const smtp = await startSmtpServer(port);
      try {
        // Before the backoff is over only the stuck mail goes.
        expect(await mailRetryJob.run(jobDeps, at(failedAt, 30_000))).toEqual({
          due: 1,
          sent: 1,
          failed: 0,
        });
        expect(smtp.recipients()).toEqual(["stuck@example.com"]);
        expect((await mailTo("retry@example.com")).status).toBe("failed");

        expect(await mailRetryJob.run(jobDeps, at(new Date(), minutes(1) + 1000))).toEqual({
          due: 1,
          sent: 1,
          failed: 0,
        });
        expect(smtp.recipients()).toEqual(["stuck@example.com", "retry@example.com"]);
        expect(await mailTo("retry@example.com")).toMatchObject({
          status: "sent",
          attempts: 2,
          nextAttemptAt: null,
          error: null,
        });
        expect(await mailTo("stuck@example.com")).toMatchObject({ status: "sent", attempts: 1 });
        // The mail that had all its attempts waits for staff; nothing is sent twice.
        expect(await mailRetryJob.run(jobDeps, at(new Date(), minutes(60)))).toEqual({
          due: 0,
          sent: 0,
          failed: 0,
        });
        expect((await mailTo("given-up@example.com")).status).toBe("failed");
        expect(smtp.recipients()).toHaveLength(2);
      } finally {
        await smtp.close();
        smtpMailer.close();
      }
    });

    it("waits longer after each failure and stops after the sixth attempt", async () => {
      const port = await freePort();
      const smtpMailer = createMailer({
        db: database.db,
        log,
        from: "Nakhla <hello@nakhla.example>",
        smtpUrl: `smtp://127.0.0.1:${port}`,
      });
      await smtpMailer.send({ kind: "test", to: "down@example.com", subject: "Hi", text: "Hi" });
      await smtpMailer.settled();
      const waits: number[] = [];
      let now = new Date();
      for (let attempt = 2; attempt <= 6; attempt++) {
        const before = await mailTo("down@example.com");
        if (!before.nextAttemptAt) throw new Error("no next attempt");
        now = at(before.nextAttemptAt, 1000);
        await mailRetryJob.run({ ...deps(), mailer: smtpMailer }, now);
        const after = await mailTo("down@example.com");
        expect(after.attempts).toBe(attempt);
        if (after.nextAttemptAt) {
          waits.push(Math.round((after.nextAttemptAt.getTime() - Date.now()) / 60_000));
        }
      }
      // 2, 4, 8 and 16 minutes after the 2nd to 5th attempts; none after the 6th.
      expect(waits).toEqual([2, 4, 8, 16]);
      expect((await mailTo("down@example.com")).nextAttemptAt).toBeNull();
      smtpMailer.close();
    });

    it("has nothing to send with when SMTP is not configured", async () => {
      await mailer.send({ kind: "test", to: "kept@example.com", subject: "Hi", text: "Hi" });
      expect(await mailRetryJob.run(deps(), at(new Date(), minutes(60)))).toEqual({
        due: 0,
        sent: 0,
        failed: 0,
      });
      expect((await mailTo("kept@example.com")).status).toBe("outbox");
    });
  });

  describe("payment reconciliation against the Razorpay fake", () => {
    const KEYS = { keyId: "rzp_test_jobs", keySecret: "jobs-key-secret", webhookSecret: "wh" };
    let fake: FakeRazorpay;
    let razorpay: PaymentProvider;
    beforeAll(async () => {
      fake = await startFakeRazorpay(KEYS);
      razorpay = razorpayProvider(KEYS, fake.url, 5_000);
    });
    afterAll(() => fake.close());

    it("completes an order paid at Razorpay that nobody reported, once, after 15 minutes", async () => {
      const now = new Date();
      const paidLongAgo = await newOrder(razorpay, at(now, -minutes(20)));
      const paidJustNow = await newOrder(razorpay, at(now, -minutes(5)));
      const neverPaid = await newOrder(razorpay, at(now, -minutes(20)));
      const declined = await newOrder(razorpay, at(now, -minutes(20)));
      fake.pay(paidLongAgo.providerOrderId);
      fake.pay(paidJustNow.providerOrderId);
      fake.pay(declined.providerOrderId, { status: "failed" });

      const jobDeps = { ...deps(), provider: razorpay };
      expect(await paymentReconciliationJob.run(jobDeps, now)).toEqual({
        checked: 3,
        completed: 1,
        unpaid: 2,
        refunded: 0,
        errors: 0,
      });
      const paid = await orderOf(paidLongAgo.providerOrderId);
      expect(paid).toMatchObject({ status: "paid", paymentId: expect.stringMatching(/^pay_/) });
      const made = await database.db
        .select()
        .from(applications)
        .where(eq(applications.orderId, paid.id));
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ email: (paid.answers as { email: string }).email });
      expect((await orderOf(paidJustNow.providerOrderId)).status).toBe("created");
      expect((await orderOf(neverPaid.providerOrderId)).status).toBe("created");
      expect((await orderOf(declined.providerOrderId)).status).toBe("created");

      // The next run: the order paid 5 minutes ago is due now; the first is not made twice.
      expect(await paymentReconciliationJob.run(jobDeps, at(now, minutes(11)))).toMatchObject({
        checked: 3,
        completed: 1,
      });
      expect((await orderOf(paidJustNow.providerOrderId)).status).toBe("paid");
      const again = await database.db
        .select()
        .from(applications)
        .where(eq(applications.orderId, paid.id));
      expect(again).toHaveLength(1);
      const confirmations = await database.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, (paid.answers as { email: string }).email),
            eq(mailOutbox.kind, "application"),
          ),
        );
      expect(confirmations).toHaveLength(1);
    });

    it("fails the run when Razorpay does not answer, so it is retried and shown", async () => {
      const order = await newOrder(razorpay, at(new Date(), -minutes(30)));
      fake.failWith = 500;
      try {
        await expect(
          paymentReconciliationJob.run({ ...deps(), provider: razorpay }, new Date()),
        ).rejects.toThrow(/could not be asked about \d+ of \d+ unpaid orders/);
      } finally {
        fake.failWith = null;
      }
      expect((await orderOf(order.providerOrderId)).status).toBe("created");
    });

    it("refunds at Razorpay, in full, a second capture and a capture of the wrong amount", async () => {
      const now = new Date();
      const twice = await newOrder(razorpay, at(now, -minutes(20)));
      const first = fake.pay(twice.providerOrderId);
      const second = fake.pay(twice.providerOrderId);
      const wrong = await newOrder(razorpay, at(now, -minutes(20)));
      const odd = fake.pay(wrong.providerOrderId, { amount: 499_900 });
      const report = await paymentReconciliationJob.run({ ...deps(), provider: razorpay }, now);
      expect(report).toMatchObject({ completed: 1, refunded: 2, errors: 0 });
      expect((await orderOf(twice.providerOrderId)).paymentId).toBe(first.id);
      expect(
        fake.refunds.filter((refund) => [second.id, odd.id].includes(refund.payment_id)),
      ).toEqual([
        expect.objectContaining({
          payment_id: second.id,
          amount: second.amount,
          speed_requested: "optimum",
        }),
        expect.objectContaining({ payment_id: odd.id, amount: 499_900 }),
      ]);
      // Found again by the next run, they are not refunded twice.
      await paymentReconciliationJob.run({ ...deps(), provider: razorpay }, at(now, minutes(5)));
      expect(fake.refunds.filter((refund) => refund.payment_id === second.id)).toHaveLength(1);
    });

    it("still completes an order that expired unreported though its payment was captured", async () => {
      const now = new Date();
      const order = await newOrder(razorpay, at(now, -minutes(180)));
      fake.pay(order.providerOrderId);
      await orderExpiryJob.run({ ...deps(), provider: razorpay }, now);
      expect((await orderOf(order.providerOrderId)).status).toBe("expired");

      await paymentReconciliationJob.run({ ...deps(), provider: razorpay }, now);
      const paid = await orderOf(order.providerOrderId);
      expect(paid.status).toBe("paid");
      const made = await database.db
        .select()
        .from(applications)
        .where(eq(applications.orderId, paid.id));
      expect(made).toHaveLength(1);
    });
  });

  describe("expiry of unpaid orders", () => {
    it("expires orders past their lifetime and gives their coupon uses back", async () => {
      await createCoupon(database.db, {
        code: "JOBS10",
        partnerName: "Gulf Angels",
        finalPrice: 250_000,
        usageLimit: 2,
      });
      const now = new Date();
      const lapsed = await newOrder(provider, at(now, -minutes(121)), {
        couponCode: "JOBS10",
        finalPrice: 250_000,
      });
      const live = await newOrder(provider, at(now, -minutes(60)), {
        couponCode: "JOBS10",
        finalPrice: 250_000,
      });
      const usedCount = async () =>
        (await database.db.select().from(coupons).where(eq(coupons.code, "JOBS10")))[0]?.usedCount;
      expect(await usedCount()).toBe(2);

      expect(await orderExpiryJob.run(deps(), now)).toMatchObject({ expired: 1 });
      expect((await orderOf(lapsed.providerOrderId)).status).toBe("expired");
      expect((await orderOf(live.providerOrderId)).status).toBe("created");
      expect(await usedCount()).toBe(1);
    });
  });

  describe("removal of unpaid orders' answers (the retention job)", () => {
    it("nulls the answers of orders unpaid for 30 days, keeping the rows, and keeps paid ones", async () => {
      const now = new Date();
      const days = (n: number) => n * 24 * 60 * minutes(1);
      const old = await newOrder(provider, at(now, -days(31)));
      const recent = await newOrder(provider, at(now, -days(29)));
      const oldPaid = await newOrder(provider, at(now, -days(40)));
      await database.db
        .update(paymentOrders)
        .set({ status: "paid", paymentId: "pay_old" })
        .where(eq(paymentOrders.id, oldPaid.id));

      const report = await retentionJob.run(deps(), now);
      expect(report).toMatchObject({ "unpaid-order-answers": 1 });
      expect(await orderOf(old.providerOrderId)).toMatchObject({
        answers: null,
        amount: 500_000,
        status: expect.stringMatching(/^(created|expired)$/),
      });
      expect((await orderOf(recent.providerOrderId)).answers).toMatchObject({
        email: expect.stringContaining("@example.com"),
      });
      expect((await orderOf(oldPaid.providerOrderId)).answers).not.toBeNull();
      // A second run has nothing left to remove from that order.
      await retentionJob.run(deps(), now);
      expect((await orderOf(old.providerOrderId)).answers).toBeNull();
    });
  });

  describe("rate limit clean-up", () => {
    it("removes the counters whose window has ended and keeps the live ones", async () => {
      await countRateLimitHit(database.db, "POST /api/contact 192.0.2.1", 1);
      await countRateLimitHit(database.db, "POST /api/contact 192.0.2.2", 3_600_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await rateLimitCleanupJob.run(deps(), new Date())).toEqual({ removed: 1 });
      const left = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
      expect(left.map((row) => row.key)).toEqual(["POST /api/contact 192.0.2.2"]);
    });
  });
});
