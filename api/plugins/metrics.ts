import { createHash, timingSafeEqual } from "node:crypto";
import type { Gauge } from "@prometheus-io/client";
import type { FastifyReply, FastifyRequest } from "fastify";
import fastifyMetrics from "fastify-metrics";
import fp from "fastify-plugin";
import {
  countDealAnswers,
  countJobs,
  countMails,
  countPaymentOrders,
  newestBackupTakenAt,
  oldestUndeliveredMail,
  poolUse,
} from "../monitoring/monitoring-repository";

/** Where Prometheus scrapes, beside the site and outside /api (docs/decisions/071-metrics-and-traces.md). */
export const METRICS_PATH = "/metrics";

type MetricsOptions = {
  /** METRICS_TOKEN: the bearer token a scrape must send. */
  token: string;
  /** pg-boss's schema and our jobs' names, for the jobs' counts. */
  jobsSchema: string;
  jobNames: string[];
};

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * GET /metrics in Prometheus' text format, through fastify-metrics over the Prometheus client
 * (docs/decisions/071-metrics-and-traces.md): each route's requests by method, route and status
 * with their durations (a histogram), the process's own figures, and gauges read from the database
 * when scraped. Registered only when METRICS_TOKEN is set (app.ts); a scrape without that bearer
 * token is answered 401. The route is outside /api and its staff sessions: a staff token opens
 * nothing here, and the metrics token opens nothing else.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { token, jobsSchema, jobNames }) => {
    const expected = digest(token);
    const requireMetricsToken = async (request: FastifyRequest, reply: FastifyReply) => {
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      if (!timingSafeEqual(digest(sent), expected)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        return reply.code(401).send({ message: "Send the metrics token as a bearer token." });
      }
    };

    await app.register(fastifyMetrics, {
      // The process's registry is this server's; a second app in one process (tests) starts it anew.
      clearRegisterOnInit: true,
      endpoint: {
        url: METRICS_PATH,
        method: "GET",
        logLevel: "warn",
        schema: { hide: true },
        config: { disableMetrics: true },
        onRequest: requireMetricsToken,
        handler: () => undefined,
      },
      routeMetrics: {
        // A histogram (counts, sums and buckets add up across instances); no summary to compute.
        enabled: { histogram: true, summary: false },
        overrides: {
          histogram: { buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] },
        },
      },
    });

    const { client } = app.metrics;
    const db = app.db;
    const gauge = <Label extends string>(
      name: string,
      help: string,
      labelNames: readonly Label[],
      collect: (gauge: Gauge<Label>) => Promise<void> | void,
    ) =>
      new client.Gauge<Label>({
        name,
        help,
        labelNames,
        async collect() {
          // Counts are read afresh at each scrape: series that are gone go too.
          this.reset();
          await collect(this);
        },
      });

    gauge("nakhla_db_pool_connections", "Database connections by state", ["state"], (g) => {
      const use = poolUse(db);
      g.set({ state: "max" }, use.max);
      g.set({ state: "total" }, use.total);
      if ("idle" in use) {
        g.set({ state: "idle" }, use.idle);
        g.set({ state: "waiting" }, use.waiting);
      }
    });
    gauge(
      "nakhla_jobs",
      "Background jobs kept in the queue, by kind and state",
      ["kind", "state"],
      async (g) => {
        for (const row of await countJobs(db, jobsSchema, jobNames)) {
          g.set({ kind: row.name, state: row.state }, row.count);
        }
      },
    );
    gauge(
      "nakhla_mails",
      "Mails in the outbox, by kind and status",
      ["kind", "status"],
      async (g) => {
        for (const row of await countMails(db)) {
          g.set({ kind: row.kind, status: row.status }, row.count);
        }
      },
    );
    gauge(
      "nakhla_mail_outbox_oldest_undelivered_timestamp_seconds",
      "When the oldest mail still to be delivered was written (0: none waiting)",
      [],
      async (g) => {
        const oldest = await oldestUndeliveredMail(db);
        g.set(oldest ? oldest.getTime() / 1000 : 0);
      },
    );
    gauge("nakhla_payment_orders", "Payment orders by status", ["status"], async (g) => {
      for (const row of await countPaymentOrders(db)) g.set({ status: row.status }, row.count);
    });
    gauge(
      "nakhla_deal_answers",
      "Firms' current answers on shared deals, by kind",
      ["kind"],
      async (g) => {
        for (const row of await countDealAnswers(db)) g.set({ kind: row.kind }, row.count);
      },
    );
    gauge(
      "nakhla_backup_last_taken_timestamp_seconds",
      "When the newest backup was taken (0: none yet)",
      [],
      async (g) => {
        const taken = await newestBackupTakenAt(db);
        g.set(taken ? taken.getTime() / 1000 : 0);
      },
    );
  },
  { name: "metrics", dependencies: ["db"] },
);
