import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import parsePrometheusTextFormat, {
  type HistogramSample,
  type MetricFamily,
  type Sample,
} from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { backups } from "../db/schema/backups";
import { paymentOrders } from "../db/schema/payments";
import { loginAsAdmin } from "../test/admin";
import { aSharedDeal, dealViewerCookie } from "../test/deal-viewers";
import { aContact } from "../test/factories";
import { type FakeRazorpay, startFakeRazorpay } from "../test/fake-razorpay";
import { build, postJson, useTestApp } from "../test/helpers";
import { createOrder } from "../test/payments";

const TOKEN = "metrics-token-for-the-tests-0123456789";
const KEYS = { keyId: "rzp_test_metrics", keySecret: "metrics-key-secret", webhookSecret: "mwh" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A scrape's families, parsed by a Prometheus text parser. */
async function scrapeOf(app: App) {
  const response = await app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: response.body, families: parsePrometheusTextFormat(response.body) };
}

function family(metrics: MetricFamily[], name: string) {
  const found = metrics.find((metric) => metric.name === name);
  if (!found) throw new Error(`no ${name} in the scrape`);
  return found;
}

/** The value of one series of a counter or gauge, or undefined when the scrape has none. */
function seriesValue(metrics: MetricFamily[], name: string, labels: Record<string, string> = {}) {
  const series = family(metrics, name).metrics.find((sample) =>
    Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value),
  );
  return series ? Number((series as Sample).value) : undefined;
}

describe("GET /metrics", () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = async () => (await scrapeOf(t.app)).families;
  const scrapeText = async () => (await scrapeOf(t.app)).text;

  it("refuses a scrape without the token, with a wrong one and with a staff session", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, "Bearer ", headers.authorization]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ message: "Send the metrics token as a bearer token." });
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    }
  });

  /**
   * One labelled series of a histogram in the scrape. The parser folds every series of a histogram
   * into one (it keeps the buckets of the last and drops labelled sums and counts), so it is handed
   * the series' own lines, that series' labels taken off.
   */
  const histogramSeries = (text: string, name: string, labels: string) => {
    const lines = text
      .split("\n")
      .filter((line) => line.startsWith(`${name}_`) && line.includes(labels))
      .map((line) => line.replace(labels, "").replace("{,", "{").replace(/\{\}/, ""));
    const [parsed] = parsePrometheusTextFormat(
      [`# HELP ${name} one series`, `# TYPE ${name} histogram`, ...lines, ""].join("\n"),
    );
    const series = parsed?.metrics[0] as HistogramSample | undefined;
    return {
      count: Number(series?.count ?? 0),
      sum: Number(series?.sum ?? 0),
      inf: Number(series?.buckets?.["+Inf"] ?? 0),
    };
  };
  it("counts and times each route's requests by status", async () => {
    const contact = (status: number) =>
      `method="POST",route="/api/contact",status_code="${status}"`;
    const before = await scrapeText();
    for (let sent = 0; sent < 3; sent++) {
      expect((await postJson(t.app, "/api/contact", aContact())).statusCode).toBe(201);
    }
    expect((await postJson(t.app, "/api/contact", { name: "" })).statusCode).toBe(400);

    const after = await scrapeText();
    expect(family(parsePrometheusTextFormat(after), "http_request_duration_seconds").type).toBe(
      "HISTOGRAM",
    );
    const created = histogramSeries(after, "http_request_duration_seconds", contact(201));
    const createdBefore = histogramSeries(before, "http_request_duration_seconds", contact(201));
    expect(created.count - createdBefore.count).toBe(3);
    expect(created.inf).toBe(created.count);
    expect(created.sum).toBeGreaterThan(createdBefore.sum);
    const refused = histogramSeries(after, "http_request_duration_seconds", contact(400));
    const refusedBefore = histogramSeries(before, "http_request_duration_seconds", contact(400));
    expect(refused.count - refusedBefore.count).toBe(1);
  });

  it("reads mails, payment orders, deal answers and the last backup from the database", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    expect(
      (await postJson(t.app, "/api/newsletter/subscribe", { email: "watch@example.com" }))
        .statusCode,
    ).toBeLessThan(300);
    await createOrder(t.app);
    const deal = await aSharedDeal(t.app, t.db, headers, ["alpha"]);
    const cookie = await dealViewerCookie(t.app, t.db, deal.emailOf("alpha"));
    const answered = await t.app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers: { cookie },
      payload: { kind: "interested" },
    });
    expect(answered.statusCode).toBe(200);
    const takenAt = new Date("2026-11-30T02:15:00Z");
    await t.db.insert(backups).values({
      takenAt,
      finishedAt: takenAt,
      trigger: "daily",
      database: "pglite",
      fileName: "nakhla-2026-11-30.backup",
      bytes: 1000,
      encrypted: false,
      deckObjects: 0,
    });

    const metrics = await scrape();
    // No SMTP in the tests: mails stay in the outbox, status "outbox".
    expect(
      seriesValue(metrics, "nakhla_mails", { kind: "newsletter-confirmation", status: "outbox" }),
    ).toBe(1);
    expect(seriesValue(metrics, "nakhla_mails", { kind: "deal-link", status: "outbox" })).toBe(1);
    expect(seriesValue(metrics, "nakhla_mail_outbox_oldest_undelivered_timestamp_seconds")).toBe(0);
    expect(seriesValue(metrics, "nakhla_payment_orders", { status: "created" })).toBe(1);
    expect(seriesValue(metrics, "nakhla_deal_answers", { kind: "interested" })).toBe(1);
    expect(seriesValue(metrics, "nakhla_backup_last_taken_timestamp_seconds")).toBe(
      takenAt.getTime() / 1000,
    );
    const pool = family(metrics, "nakhla_db_pool_connections");
    expect(
      seriesValue(metrics, "nakhla_db_pool_connections", { state: "total" }),
    ).toBeGreaterThanOrEqual(1);
    expect(pool.type).toBe("GAUGE");
    // The process's own figures come along.
    expect(seriesValue(metrics, "process_cpu_seconds_total")).toBeGreaterThan(0);
  });

  it("counts a mail waiting for a retry in the outbox's backlog", async () => {
    const [queued] = await t.db
      .execute(sql`
      insert into mail_outbox (kind, "to", subject, text, status, created_at)
      values ('application', 'late@example.com', 'Hello', 'Hello', 'queued', '2026-11-30T10:00:00Z')
      returning id`)
      .then((result) => (result as unknown as { rows: unknown[] }).rows);
    expect(queued).toBeDefined();
    const metrics = await scrape();
    expect(seriesValue(metrics, "nakhla_mails", { kind: "application", status: "queued" })).toBe(1);
    expect(seriesValue(metrics, "nakhla_mail_outbox_oldest_undelivered_timestamp_seconds")).toBe(
      Date.parse("2026-11-30T10:00:00Z") / 1000,
    );
  });
});

describe("GET /metrics and the background jobs", () => {
  const schema = `jobs_metrics_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  let fake: FakeRazorpay;
  let t: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEYS);
    t = await build({
      METRICS_TOKEN: TOKEN,
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
  });
  afterAll(async () => {
    await t.app.jobs.runner()?.stop();
    if (process.env.DATABASE_URL) {
      await t.db.execute(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
    }
    await t.close();
    await fake.close();
  });

  it("counts a failed job by its kind", async () => {
    const { order } = await createOrder(t.app);
    await t.db
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(paymentOrders.providerOrderId, order.orderId));
    fake.pay(order.orderId);
    fake.failWith = 500;
    await t.app.jobs.runner()?.runNow("payment-reconciliation");
    const failed = () =>
      scrapeOf(t.app).then(({ families }) =>
        seriesValue(families, "nakhla_jobs", { kind: "payment-reconciliation", state: "failed" }),
      );
    for (let waited = 0; (await failed()) === undefined && waited < 20_000; waited += 200) {
      await sleep(200);
    }
    expect(await failed()).toBe(1);
    fake.failWith = null;
  }, 60_000);
});

describe("GET /metrics without METRICS_TOKEN", () => {
  it("is not there: its address answers 404", async () => {
    const t = await build();
    try {
      const response = await t.app.inject({ method: "GET", url: "/metrics" });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
