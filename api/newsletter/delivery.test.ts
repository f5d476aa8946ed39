import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { newsletterDeliveries, newsletters, subscribers } from "../db/schema/newsletter";
import { loginAsAdmin } from "../test/admin";
import { openTestDatabase } from "../test/database";
import { testConfig } from "../test/helpers";
import { silentLog } from "../test/silent-log";
import { startSmtpServer } from "../test/smtp";
import { batchPlan, sendDueBatches } from "./delivery";
import { claimDeliveries, takeBatchWindow } from "./newsletters-repository";

const SITE_URL = "https://nakhla.example";
const log = silentLog;

/** Adds `count` confirmed subscribers named `<prefix><n>@example.com`, in one statement. */
async function confirmedSubscribers(database: DatabaseHandle, prefix: string, count: number) {
  await database.db.execute(sql`
    insert into subscribers (email, status, confirmed_at)
    select ${prefix} || n || '@example.com', 'Subscribed', now() from generate_series(1, ${count}) n`);
}

async function aNewsletter(app: App, headers: Record<string, string>, ratePerMinute: number) {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/newsletters",
    headers,
    payload: {
      subject: "Our letter",
      body: "Hello from the firm. [Events](/events).",
      interests: [],
      ratePerMinute,
    },
  });
  return response.json()._id as string;
}

describe("sending a newsletter", () => {
  it("keeps to the rate: batches sized to it, at least five seconds apart", () => {
    expect(batchPlan(600)).toEqual({ windowSeconds: 5, size: 50 });
    expect(batchPlan(60_000)).toEqual({ windowSeconds: 5, size: 5000 });
    expect(batchPlan(6)).toEqual({ windowSeconds: 10, size: 1 });
    expect(batchPlan(1)).toEqual({ windowSeconds: 60, size: 1 });
  });

  it("keeps its windows on a schedule: a late run does not slow it, a long stop does not bunch them", async () => {
    const database = await openTestDatabase();
    try {
      const t0 = new Date("2026-12-01T10:00:00Z");
      const [row] = await database.db
        .insert(newsletters)
        .values({
          subject: "Paced",
          body: "Text",
          status: "Sending",
          ratePerMinute: 600,
          nextBatchAt: t0,
          createdBy: "test",
          updatedBy: "test",
        })
        .returning();
      const window = (at: Date) =>
        takeBatchWindow(database.db, at, (rate) => batchPlan(rate).windowSeconds);
      const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
      // Due at t0, taken 1.5 s late: the next is still due 5 s after t0.
      expect((await window(at(1.5)))?.nextBatchAt).toEqual(at(5));
      // Not due before its time.
      expect(await window(at(4.9))).toBeUndefined();
      expect((await window(at(5.2)))?.nextBatchAt).toEqual(at(10));
      // A stop of a minute: one window from now, not twelve at once.
      expect((await window(at(70)))?.nextBatchAt).toEqual(at(75));
      expect(await window(at(70))).toBeUndefined();
      expect(row?.id).toBeDefined();
    } finally {
      await database.close();
    }
  });

  describe("to recipients who leave, stay or were claimed by a process that died", () => {
    let database: DatabaseHandle;
    let app: App;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let headers: Record<string, string>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      database = await openTestDatabase();
      app = await buildApp({
        config: testConfig({ SITE_URL, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
        database,
      });
      await app.ready();
      headers = (await loginAsAdmin(app, database.db)).headers;
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      await smtp.close();
    });
    const deps = () => ({ db: database.db, mailer: app.mailer, log, siteUrl: SITE_URL });

    it("never mails an address suppressed before or after it was queued, and counts it", async () => {
      await confirmedSubscribers(database, "stay", 3);
      await confirmedSubscribers(database, "leave", 1);
      await confirmedSubscribers(database, "left", 1);
      // Unsubscribed before the send: never queued.
      const [left] = await database.db
        .select()
        .from(subscribers)
        .where(eq(subscribers.email, "left1@example.com"));
      await app.inject({
        method: "POST",
        url: `/unsubscribe?token=${left?.unsubscribeToken}`,
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      const id = await aNewsletter(app, headers, 600);
      const sent = await app.inject({
        method: "POST",
        url: `/api/admin/newsletters/${id}/send`,
        headers,
        payload: { scheduledAt: null },
      });
      expect(sent.json()).toMatchObject({ status: "Scheduled", audienceSize: 4 });
      const start = new Date();
      // Queued, then the recipient leaves before their turn.
      await database.db.execute(sql`
        update newsletters set status = 'Sending', queued_at = now(), next_batch_at = now() + interval '1 hour'
        where id = ${id}::uuid`);
      await database.db.execute(sql`
        insert into newsletter_deliveries (newsletter_id, subscriber_id, email, unsubscribe_token)
        select ${id}::uuid, s.id, s.email, s.unsubscribe_token from subscribers s where s.status = 'Subscribed'`);
      const [leaving] = await database.db
        .select()
        .from(subscribers)
        .where(eq(subscribers.email, "leave1@example.com"));
      await app.inject({
        method: "POST",
        url: "/api/newsletter/unsubscribe",
        payload: { token: leaving?.unsubscribeToken },
      });
      await database.db
        .update(newsletters)
        .set({ nextBatchAt: start })
        .where(eq(newsletters.id, id));
      await sendDueBatches(deps(), start);
      expect(smtp.recipients().sort()).toEqual([
        "stay1@example.com",
        "stay2@example.com",
        "stay3@example.com",
      ]);
      const listed = await app.inject({
        method: "GET",
        url: `/api/admin/newsletters/${id}`,
        headers,
      });
      expect(listed.json()).toMatchObject({
        status: "Sent",
        counts: { queued: 0, sent: 3, failed: 0, skipped: 1, unsubscribedAfter: 0 },
      });
      // One of those who got it unsubscribes from its link: counted as unsubscribed after it.
      const [stay] = await database.db
        .select()
        .from(subscribers)
        .where(eq(subscribers.email, "stay2@example.com"));
      await app.inject({
        method: "POST",
        url: `/unsubscribe?token=${stay?.unsubscribeToken}`,
      });
      const after = await app.inject({
        method: "GET",
        url: `/api/admin/newsletters/${id}`,
        headers,
      });
      expect(after.json().counts.unsubscribedAfter).toBe(1);
    });

    it("sends a recipient claimed by a process that died once its claim lapses, once", async () => {
      smtp.received.length = 0;
      await confirmedSubscribers(database, "crash", 2);
      const id = await aNewsletter(app, headers, 600);
      await app.inject({
        method: "POST",
        url: `/api/admin/newsletters/${id}/send`,
        headers,
        payload: { scheduledAt: null },
      });
      await database.db
        .update(newsletters)
        .set({ audience: { interests: [] } })
        .where(eq(newsletters.id, id));
      const t0 = new Date();
      // Another instance queues it and claims its recipients, then dies before sending any.
      await database.db.execute(sql`
        update subscribers set status = 'Unsubscribed' where email not like 'crash%'`);
      await sendDueBatches({ ...deps(), stopping: () => true }, t0);
      const claimed = await claimDeliveries(database.db, id, {
        now: t0,
        leaseUntil: new Date(t0.getTime() + 120_000),
        limit: 10,
      });
      expect(claimed).toHaveLength(2);
      await database.db.update(newsletters).set({ nextBatchAt: t0 }).where(eq(newsletters.id, id));
      await sendDueBatches(deps(), new Date(t0.getTime() + 10_000));
      expect(smtp.received).toHaveLength(0);
      await database.db.update(newsletters).set({ nextBatchAt: t0 }).where(eq(newsletters.id, id));
      await sendDueBatches(deps(), new Date(t0.getTime() + 121_000));
      expect(smtp.recipients().sort()).toEqual(["crash1@example.com", "crash2@example.com"]);
      const rows = await database.db
        .select()
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.newsletterId, id));
      expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    });
  });

  // On PostgreSQL (CI's second run, DATABASE_URL) the full 10,000; on the embedded database, which
  // runs one query at a time, fewer, through the same code.
  const RECIPIENTS = process.env.DATABASE_URL ? 10_000 : 1_000;

  it(`sends ${RECIPIENTS} subscribers exactly one mail each across a restart in the middle`, async () => {
    const smtp = await startSmtpServer();
    const database = await openTestDatabase();
    const config = testConfig({
      SITE_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      JOBS_ENABLED: "true",
      JOBS_POLL_SECONDS: "1",
    });
    const start = async () => {
      const app = await buildApp({ config, database });
      await app.ready();
      return app;
    };
    const until = async (done: () => boolean, seconds: number) => {
      for (const deadline = Date.now() + seconds * 1000; !done(); ) {
        if (Date.now() > deadline) throw new Error(`not done after ${seconds} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      await confirmedSubscribers(database, "r", RECIPIENTS);
      let app = await start();
      const { headers } = await loginAsAdmin(app, database.db);
      // Four batches a minute's worth: the restart falls between and inside them.
      const id = await aNewsletter(app, headers, (RECIPIENTS / 4) * 12);
      const send = await app.inject({
        method: "POST",
        url: `/api/admin/newsletters/${id}/send`,
        headers,
        payload: { scheduledAt: null },
      });
      expect(send.statusCode).toBe(200);
      await until(() => smtp.received.length >= RECIPIENTS / 3, 120);
      await app.close();
      const beforeRestart = smtp.received.length;
      expect(beforeRestart).toBeLessThan(RECIPIENTS);
      app = await start();
      try {
        await until(() => smtp.received.length >= RECIPIENTS, 240);
        // Anything sent twice would arrive after the last first mail: wait a batch more.
        await new Promise((resolve) => setTimeout(resolve, 6000));
      } finally {
        await app.close();
      }
      const recipients = smtp.recipients();
      expect(recipients).toHaveLength(RECIPIENTS);
      expect(new Set(recipients).size).toBe(RECIPIENTS);
      const [row] = await database.db.select().from(newsletters).where(eq(newsletters.id, id));
      expect(row?.status).toBe("Sent");
      const statuses = await database.db.execute(sql`
        select status, count(*)::int as n from newsletter_deliveries where newsletter_id = ${id}::uuid group by status`);
      expect((statuses as unknown as { rows: unknown[] }).rows).toEqual([
        { status: "sent", n: RECIPIENTS },
      ]);
    } finally {
      await database.close();
      await smtp.close();
    }
  }, 420_000);
});
