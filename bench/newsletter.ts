// npm run bench -- newsletter (or BENCH_ONLY=newsletter): a newsletter to 10,000 subscribers
// (docs/decisions/047-mailing-list.md). How long "Send now" takes to queue every recipient
// (budget: under 10 s), then whether the job queue delivers them to a local SMTP server at the
// rate the admin set, every mail DKIM-signed. In this process, on PGlite or on PostgreSQL
// (DATABASE_URL). A benchmark, not a test: it reports, it never fails.
import { generateKeyPairSync } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../api/app";
import { loadConfig } from "../api/config";
import { newsletters } from "../api/db/schema/newsletter";
import { batchPlan } from "../api/newsletter/delivery";
import { loginAsAdmin } from "../api/test/admin";
import { startSmtpServer } from "../api/test/smtp";
import { openBenchDatabase } from "./bench-database";

const RECIPIENTS = Number(process.env.BENCH_NEWSLETTER_RECIPIENTS) || 10_000;
/** Mails per minute, as an admin would set it. */
const RATE = Number(process.env.BENCH_NEWSLETTER_RATE) || 6_000;
const QUEUE_BUDGET_SECONDS = 10;
/** The whole send may take this much longer or shorter than the rate says. */
const TIME_TOLERANCE = 0.1;

export const wantsNewsletterBench = () =>
  process.env.BENCH_ONLY === "newsletter" || process.argv.slice(2).includes("newsletter");

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function runNewsletterBench() {
  const smtp = await startSmtpServer();
  const arrivals: number[] = [];
  const received = smtp.received;
  const push = received.push.bind(received);
  received.push = (...mails) => {
    for (const _ of mails) arrivals.push(performance.now());
    return push(...mails);
  };
  const database = await openBenchDatabase("newsletter");
  const privateKey = generateKeyPairSync("rsa", { modulusLength: 2048 })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SERVE_WEB: "false",
      SITE_URL: "https://nakhla.example",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DKIM_PRIVATE_KEY: privateKey,
      JOBS_ENABLED: "true",
      JOBS_POLL_SECONDS: "1",
    }),
    database,
  });
  try {
    await app.ready();
    await database.db.execute(sql`
      insert into subscribers (email, status, confirmed_at)
      select 'reader' || n || '@example.com', 'Subscribed', now()
      from generate_series(1, ${RECIPIENTS}) n`);
    const { headers } = await loginAsAdmin(app, database.db);
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/newsletters",
      headers,
      payload: {
        subject: "The bench letter",
        body: "# News\n\nA paragraph with [a link](/events).\n\n- one\n- two",
        interests: [],
        ratePerMinute: RATE,
      },
    });
    const id = created.json()._id as string;

    const started = performance.now();
    const sent = await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${id}/send`,
      headers,
      payload: { scheduledAt: null },
    });
    if (sent.statusCode !== 200) throw new Error(`send: ${sent.body}`);
    // Queued: the send job has written one delivery row per recipient.
    for (;;) {
      const [row] = await database.db
        .select({ queuedAt: newsletters.queuedAt })
        .from(newsletters)
        .where(eq(newsletters.id, id));
      if (row?.queuedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const queuedMs = performance.now() - started;
    const expectedSeconds = (RECIPIENTS / RATE) * 60;
    const deadline = Date.now() + (expectedSeconds * 3 + 60) * 1000;
    while (received.length < RECIPIENTS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const deliveredMs = (arrivals.at(-1) ?? started) - started;
    // The most mails the SMTP server took in any 60 seconds: the rate as a receiver sees it. One
    // batch may straddle the minute's edges (a batch takes a moment to deliver).
    let busiestMinute = 0;
    for (let first = 0, last = 0; first < arrivals.length; first++) {
      const from = arrivals[first] as number;
      while (last < arrivals.length && (arrivals[last] as number) < from + 60_000) last++;
      busiestMinute = Math.max(busiestMinute, last - first);
    }
    const batch = batchPlan(RATE).size;
    const unique = new Set(smtp.recipients()).size;
    const queueMet = queuedMs < QUEUE_BUDGET_SECONDS * 1000;
    const rateMet =
      received.length === RECIPIENTS &&
      unique === RECIPIENTS &&
      busiestMinute <= RATE + batch &&
      Math.abs(deliveredMs / 1000 - expectedSeconds) <= expectedSeconds * TIME_TOLERANCE;
    console.info(
      [
        `Newsletter to ${RECIPIENTS.toLocaleString("en-US")} subscribers on ${database.driver}, rate set to ${RATE.toLocaleString("en-US")} a minute, DKIM-signed`,
        `  queued (Send now → every recipient's row)   ${seconds(queuedMs)}`,
        `  delivered ${received.length.toLocaleString("en-US")} (${unique.toLocaleString("en-US")} addresses) in ${seconds(deliveredMs)} (at the set rate: ${seconds(expectedSeconds * 1000)}); busiest minute ${busiestMinute.toLocaleString("en-US")} mails (batches of ${batch})`,
        `budget newsletter-queue: ${queueMet ? "MET" : "MISSED"} (${seconds(queuedMs)}, budget < ${QUEUE_BUDGET_SECONDS} s)`,
        `budget newsletter-rate: ${rateMet ? "MET" : "MISSED"} (busiest minute ${busiestMinute} ≤ ${RATE} + one batch; ${seconds(deliveredMs)} within ${TIME_TOLERANCE * 100}% of ${seconds(expectedSeconds * 1000)}; each address once)`,
      ].join("\n"),
    );
  } finally {
    await app.close();
    await database.close();
    await database.drop();
    await smtp.close();
  }
}
