import fp from "fastify-plugin";
import { JOB_NAMES, JOBS } from "../jobs";
import { type DailyBackups, type JobRunner, startJobRunner } from "../jobs/runner";
import type { PaymentProvider } from "../payments/provider";
import type { DeckStorage } from "../storage/deck-storage";

export type Jobs = {
  /** Whether this process runs the background jobs (JOBS_ENABLED). */
  enabled: boolean;
  /** pg-boss's schema (JOBS_SCHEMA), where the console reads failed jobs. */
  schema: string;
  names: string[];
  /** The running jobs, once the server is ready; null when disabled or stopped. */
  runner(): JobRunner | null;
};

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

type JobsOptions = {
  enabled: boolean;
  schema: string;
  provider: PaymentProvider;
  /** The site's public origin (SITE_URL), for links in the mails jobs send. */
  siteUrl: string;
  /** How often idle workers look for jobs (JOBS_POLL_SECONDS). */
  pollingIntervalSeconds?: number;
  /** Retries before a job counts as failed (JOBS_RETRY_LIMIT). */
  retryLimit?: number;
  /** How often the schedules are checked (tests). */
  cronCheckSeconds?: number;
  /** The daily backup, when BACKUP_DAILY is on; else null. */
  backups?: DailyBackups | null;
  /** The pitch decks' object store, when configured. */
  deckStorage?: DeckStorage | null;
};

/**
 * The background jobs (api/jobs/, docs/decisions/015-background-jobs.md): started when the server
 * is ready, on the app's own database, and stopped on close before the database is (in-flight jobs
 * finish). Every API instance may run them: each job runs once per schedule across all of them.
 */
export const jobsPlugin = fp<JobsOptions>(
  async (
    app,
    {
      enabled,
      schema,
      provider,
      siteUrl,
      pollingIntervalSeconds,
      retryLimit,
      cronCheckSeconds,
      backups = null,
      deckStorage = null,
    },
  ) => {
    let runner: JobRunner | null = null;
    app.decorate("jobs", { enabled, schema, names: JOB_NAMES, runner: () => runner });
    if (!enabled) return;
    app.addHook("onReady", async () => {
      runner = await startJobRunner({
        db: app.db,
        deps: {
          db: app.db,
          mailer: app.mailer,
          provider,
          log: app.log,
          siteUrl,
          backups,
          deckStorage,
        },
        jobs: JOBS,
        schema,
        ...(pollingIntervalSeconds ? { pollingIntervalSeconds } : {}),
        ...(retryLimit !== undefined ? { retryLimit } : {}),
        ...(cronCheckSeconds ? { cronCheckSeconds } : {}),
      });
      app.log.info({ jobs: JOB_NAMES }, "background jobs started");
    });
    app.addHook("onClose", async () => {
      const running = runner;
      runner = null;
      await running?.stop();
    });
  },
  { name: "jobs", dependencies: ["db", "mail"] },
);
