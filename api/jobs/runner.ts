import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { PaymentProvider } from "../payments/provider";
import { sqlExecutorFor, withJobsSetupLock } from "./sql-executor";

/** What a job's work may use: the same services the routes call. */
export type JobDeps = {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** The site's public origin (SITE_URL), for links in mails. */
  siteUrl: string;
};

/**
 * One kind of background work: a name (its pg-boss queue), when it runs (cron, UTC, at most once a
 * minute), and the work, which calls services and answers a small report kept with the job.
 */
export type JobDefinition = {
  name: string;
  cron: string;
  /** What it does, in a few words, for the log and the console. */
  title: string;
  run(deps: JobDeps, now: Date): Promise<unknown>;
};

export type JobRunnerOptions = {
  db: Database;
  deps: JobDeps;
  jobs: readonly JobDefinition[];
  /** The PostgreSQL schema pg-boss keeps its tables in (JOBS_SCHEMA). */
  schema: string;
  /** How often an idle worker looks for work, and how often the schedules are checked. */
  pollingIntervalSeconds?: number;
  cronCheckSeconds?: number;
  /** Attempts after the first before a job counts as failed (shown in the console). */
  retryLimit?: number;
  retryDelaySeconds?: number;
};

export type JobRunner = {
  /** Queues one run of a job now (the console, tests); answers the job's id. */
  runNow(name: string): Promise<string | null>;
  /** Puts a failed job back in its queue. */
  retry(name: string, id: string): Promise<void>;
  stop(): Promise<void>;
};

/** Failed jobs stay in the job table, and so in the console, this long before pg-boss archives them. */
const KEEP_FAILED_SECONDS = 7 * 24 * 3600;

/**
 * Starts pg-boss on the app's own database (docs/decisions/015-background-jobs.md): creates or
 * migrates its schema, a queue per job, the schedules, and one worker per queue. Every instance
 * that runs this schedules the same crons; pg-boss makes one job per cron tick however many
 * instances there are (a database-held cron clock, then a singleton key per minute), and a job is
 * fetched by one worker only (FOR UPDATE SKIP LOCKED).
 */
export async function startJobRunner({
  db,
  deps,
  jobs,
  schema,
  pollingIntervalSeconds = 10,
  cronCheckSeconds = 30,
  retryLimit = 3,
  retryDelaySeconds = 60,
}: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    db: sqlExecutorFor(db) as PgBoss.Db,
    schema,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
    cronMonitorIntervalSeconds: cronCheckSeconds,
    cronWorkerIntervalSeconds: Math.max(1, Math.min(cronCheckSeconds, 5)),
  });
  boss.on("error", (error) => deps.log.error({ err: error }, "background jobs: pg-boss error"));
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const queue = (name: string) => ({
    name,
    retryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
  try {
    // Instances starting together take turns: pg-boss's schema and queue DDL cannot run twice at
    // once (docs/decisions/015-background-jobs.md).
    await withJobsSetupLock(db, schema, async () => {
      await boss.start();
      for (const job of jobs) {
        // Made by the first instance ever to start; updated by each, so a changed setting applies.
        await boss.createQueue(job.name, queue(job.name));
        await boss.updateQueue(job.name, queue(job.name));
        await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
      }
    });
    for (const job of jobs) {
      await boss.work(job.name, { pollingIntervalSeconds }, async ([received]) => {
        const log = deps.log.child({ job: job.name, jobId: received?.id });
        try {
          const report = await job.run({ ...deps, log }, new Date());
          log.debug({ report }, `background job done: ${job.title}`);
          return report ?? null;
        } catch (error) {
          log.error({ err: error }, `background job failed: ${job.title}`);
          throw error;
        }
      });
    }
  } catch (error) {
    // Nothing left polling a database the caller is about to close.
    await boss.stop({ graceful: false, wait: true, close: false }).catch(() => {});
    throw error;
  }
  return {
    async runNow(name) {
      if (!byName.has(name)) throw new Error(`no job ${name}`);
      return boss.send(name, {});
    },
    async retry(name, id) {
      await boss.retry(name, id);
    },
    async stop() {
      // In-flight jobs finish (up to the shutdown timeout); pg-boss does not own the database.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
