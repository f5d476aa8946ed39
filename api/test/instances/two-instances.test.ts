// Two API processes on one PostgreSQL behave as one server (docs/decisions/016-several-instances.md).
// Run by .ci/run on its PostgreSQL: DATABASE_URL=postgres://… npx vitest run --project instances
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_FEE_PAISE } from "../../../core/constants";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { applications } from "../../db/schema/applications";
import { mailOutbox } from "../../db/schema/mail";
import { anAdmin } from "../admin";
import { anApplication } from "../factories";
import {
  applyWith,
  createOrder,
  payInTestCheckout,
  submission,
  TEST_PAYMENT_SECRET,
  webhook,
} from "../payments";
import {
  createScratchDatabase,
  type Instance,
  logLines,
  requireDatabaseUrl,
  startInstance,
} from "./instances";

const serverUrl = requireDatabaseUrl();

const LIMIT = 4;
const JOBS_SCHEMA = "pgboss";
const env = (databaseUrl: string) => ({
  NODE_ENV: "test",
  // debug: a background job done is logged at debug, with its id (the jobs test reads it).
  LOG_LEVEL: "debug",
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: "5",
  // As behind a load balancer: each test is a client of its own (X-Forwarded-For).
  TRUST_PROXY: "true",
  PUBLIC_WRITE_RATE_LIMIT: String(LIMIT),
  RATE_LIMIT_WINDOW_MS: "60000",
  LOGIN_FAILURES_PER_USERNAME: "5",
  LOGIN_THROTTLE_WINDOW_MINUTES: "15",
  PAYMENT_MODE: "test",
  // One secret for both, as one deployment has: a payment signed by one is verified by the other.
  PAYMENT_TEST_SECRET: TEST_PAYMENT_SECRET,
  JOBS_ENABLED: "true",
  JOBS_SCHEMA,
});

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: DatabaseHandle;
let a: Instance;
let b: Instance;
let client = 0;
/** A client IP of its own for each use, so no test counts against another's limits. */
const newClient = () => `198.51.100.${++client}`;

beforeAll(async () => {
  scratch = await createScratchDatabase(serverUrl);
  // Both start at once on an empty database, as a deployment's instances do: one migrates and sets
  // up the jobs while the other waits (before the jobs' setup lock, one of them exited here).
  [a, b] = await Promise.all([
    startInstance("instance A", env(scratch.url)),
    startInstance("instance B", env(scratch.url)),
  ]);
  database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 2 });
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await scratch?.drop();
});

describe("two API instances on one PostgreSQL", () => {
  it("share staff sessions: signed in on A works on B, signed out on B is refused on both", async () => {
    const admin = await anAdmin(database.db, { name: "Two Instances" });
    const ip = newClient();
    const login = await a.from(ip).inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: admin.username, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };

    const me = await b.from(ip).inject({ method: "GET", url: "/api/admin/me", headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: admin.username, name: "Two Instances" });

    const logout = await b.from(ip).inject({ method: "POST", url: "/api/admin/logout", headers });
    expect(logout.statusCode).toBe(200);
    for (const instance of [a, b]) {
      const after = await instance
        .from(ip)
        .inject({ method: "GET", url: "/api/admin/me", headers });
      expect(after.statusCode).toBe(401);
    }
  });

  it("share the sign-in throttle: five failures split over both lock the username on both", async () => {
    const admin = await anAdmin(database.db);
    const ip = newClient();
    const signIn = (instance: Instance, password: string) =>
      instance.from(ip).inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: admin.username, password },
      });
    const failures = [];
    for (const instance of [a, b, a, b, a]) {
      failures.push((await signIn(instance, "not the password at all")).statusCode);
    }
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    for (const instance of [b, a]) {
      const throttled = await signIn(instance, admin.password);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().message).toBe(
        "Too many failed sign-ins. Please try again in 15 minutes.",
      );
    }
  });

  it(`share the public write rate limit: ${LIMIT} writes split over both reach it, not ${LIMIT} on each`, async () => {
    const ip = newClient();
    const statuses = [];
    for (const [i, instance] of [a, b, a, b, a, b, a, b].entries()) {
      const response = await instance.from(ip).inject({
        method: "POST",
        url: "/api/newsletter/subscribe",
        payload: { email: `limit${i}@example.com` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(
          /^Too many requests\. Please try again in ([1-9]|[1-5]\d|60) seconds\.$/,
        );
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    // Another client is not limited by this one's count, on either instance.
    const other = newClient();
    for (const instance of [a, b]) {
      const response = await instance.from(other).inject({
        method: "POST",
        url: "/api/newsletter/subscribe",
        payload: { email: `other-${instance.name.at(-1)}@example.com` },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it("make exactly one application of a payment confirmed on one and reported by webhook on the other", async () => {
    for (let round = 0; round < 4; round++) {
      // Alternate which instance hears the browser and which the provider.
      const [browserSide, providerSide] = round % 2 === 0 ? [a, b] : [b, a];
      const ip = newClient();
      const startupName = `Two Instances ${round}`;
      const answers = anApplication({ startupName, email: `race${round}@example.com` });
      const { response, order } = await createOrder(browserSide.from(ip).asApp(), { answers });
      expect(response.statusCode).toBe(200);
      // The test checkout may be served by either instance behind the load balancer.
      const payment = await payInTestCheckout(providerSide.from(ip).asApp(), order.orderId);
      const [browser, provider] = await Promise.all([
        applyWith(
          browserSide.from(ip).asApp(),
          submission(answers, payment, { finalPrice: APPLICATION_FEE_PAISE }),
        ),
        webhook(providerSide.asApp(), {
          orderId: order.orderId,
          paymentId: payment.razorpay_payment_id,
          amount: order.amount,
        }),
      ]);
      expect([200, 201]).toContain(browser.statusCode);
      expect(provider.statusCode).toBe(200);
      const stored = await database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.startupName, startupName));
      expect(stored).toHaveLength(1);
      expect(browser.json()._id).toBe(stored[0]?.id);
      const mails = await database.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, answers.email), eq(mailOutbox.kind, "application")));
      expect(mails).toHaveLength(1);
    }
  });

  it("run a background job scheduled on both instances once per tick", async () => {
    // Both instances run the jobs and schedule the same every-minute mail retry.
    for (const instance of [a, b]) {
      expect(logLines(instance).some((line) => line.msg === "background jobs started")).toBe(true);
    }
    const count = async (where: ReturnType<typeof sql>) => {
      // node-postgres: execute answers the driver's result, with its rows.
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job where ${where}`,
      )) as unknown as { rows: Array<{ n: number }> };
      return rows[0]?.n ?? 0;
    };
    const completed = sql`name = 'mail-retry' and state = 'completed'`;
    // The next minute's tick, plus pg-boss's cron check (every 30 s) and worker poll (10 s).
    const deadline = Date.now() + 110_000;
    while ((await count(completed)) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // Stopped, so nothing is half done: every job handed out has finished or was never started.
    await Promise.all([a.stop(), b.stop()]);
    const runs = [a, b].flatMap((instance) =>
      logLines(instance)
        .filter(
          (line) => line.job === "mail-retry" && String(line.msg).startsWith("background job done"),
        )
        .map((line) => String(line.jobId)),
    );
    expect(runs.length, "no mail-retry run within 110 s").toBeGreaterThan(0);
    // Each job was run by one instance only, and every completed job was run.
    expect(new Set(runs).size).toBe(runs.length);
    expect(await count(completed)).toBe(runs.length);
    // Each tick of the schedule (pg-boss's send-it job, one per occurrence and schedule however
    // many instances check it) made one job, not one per instance.
    const ticks = await count(
      sql`name = '__pgboss__send-it' and data->>'name' = 'mail-retry' and state = 'completed'`,
    );
    expect(ticks).toBeGreaterThan(0);
    expect(await count(sql`name = 'mail-retry'`)).toBe(ticks);
  }, 150_000);
});
