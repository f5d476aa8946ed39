import {
  context,
  propagation,
  ROOT_CONTEXT,
  type SpanContext,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import type { FastifyBaseLogger } from "fastify";
import { PgBoss, type QueueOptions } from "pg-boss";
import type { DatabaseSource } from "../backups/database-copy";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { PaymentProvider } from "../payments/provider";
import type { DeckStorage } from "../storage/deck-storage";
import { jobsDatabase, withJobsSetupLock } from "./jobs-database";
import { movePgBoss10Jobs, setAsidePgBoss10Schema } from "./pg-boss-10-upgrade";

/** What a job's work may use: the same services the routes call. */
export type JobDeps = {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** The site's public origin (SITE_URL), for links in mails. */
  siteUrl: string;
  /** The pitch decks' object store, when configured: erased decks' objects are removed from it. */
  deckStorage?: DeckStorage | null;
  /** The daily backup's settings when BACKUP_DAILY is on (docs/decisions/050-backups.md). */
  backups?: DailyBackups | null;
};

export type DailyBackups = {
  source: DatabaseSource;
  /** BACKUP_DIR, absolute. */
  dir: string;
  /** BACKUP_KEEP */
  keep: number;
  encryptionKey?: string | undefined;
  bucket: string | null;
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
  /** Whether it is scheduled at all (a job off by default); unset, always. */
  enabled?: (deps: JobDeps) => boolean;
  /**
   * "short": at most one run waits in the queue (pg-boss's policy), so a job that queues itself
   * again, its schedule and "run now" never pile up runs.
   */
  policy?: "short";
  /**
   * `again` queues one more run, that many seconds on; `stopping` turns true when the instance
   * stops, so long work ends at a safe point (both absent outside the runner).
   */
  run(
    deps: JobDeps & { again?: (afterSeconds: number) => Promise<void>; stopping?: () => boolean },
    now: Date,
  ): Promise<unknown>;
};

/**
 * Work a request queues with its data, done after the answer and never scheduled: one job per
 * request, run by whichever instance's worker takes it (docs/decisions/015-background-jobs.md).
 * Its data is stored in pg-boss's table until the job is deleted: no personal data in it.
 */
export type TaskDefinition = {
  name: string;
  title: string;
  run(deps: JobDeps, data: unknown): Promise<unknown>;
};

export type JobRunnerOptions = {
  db: Database;
  deps: JobDeps;
  jobs: readonly JobDefinition[];
  /** The work requests queue (api/jobs/index.ts TASKS). */
  tasks?: readonly TaskDefinition[];
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
  /** Queues one run of a task with its data. */
  queue(name: string, data: object): Promise<void>;
  /** Puts a failed job back in its queue. */
  retry(name: string, id: string): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The trace context of whoever queued a job (a request, or the job before it), kept in the job's
 * data as W3C trace headers; empty when tracing is off (docs/decisions/071-metrics-and-traces.md).
 */
const queuedFrom = (): Record<string, string> => {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
};

/** The span a job was queued in, read back from its data. */
const queuedIn = (data: unknown): SpanContext | undefined =>
  trace.getSpanContext(propagation.extract(ROOT_CONTEXT, (data ?? {}) as Record<string, string>));

const tracer = trace.getTracer("nakhla-jobs");

/** A task is waited for by a person (a mail they asked for): its workers look often. */
const TASK_POLL_SECONDS = 1;

/** Failed (and completed) jobs stay in the job table, and so in the console, this long. */
const KEEP_FAILED_SECONDS = 7 * 24 * 3600;

/**
 * Starts pg-boss on the app's own database (docs/decisions/015-background-jobs.md): creates or
 * migrates its schema (a pg-boss 10 one included: jobs/pg-boss-10-upgrade.ts), a queue per job,
 * the schedules, and one worker per queue. Every instance that runs this schedules the same crons;
 * pg-boss makes one job per cron tick however many instances there are (a database-held cron
 * clock, then a singleton key per occurrence), and a job is fetched by one worker only
 * (FOR UPDATE SKIP LOCKED).
 */
export async function startJobRunner({
  db,
  deps,
  jobs,
  tasks = [],
  schema,
  pollingIntervalSeconds = 10,
  cronCheckSeconds = 30,
  retryLimit = 3,
  retryDelaySeconds = 60,
}: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    ...jobsDatabase(db),
    schema,
    cronMonitorIntervalSeconds: cronCheckSeconds,
    cronWorkerIntervalSeconds: Math.max(1, Math.min(cronCheckSeconds, 5)),
  });
  boss.on("error", (error) => deps.log.error({ err: error }, "background jobs: pg-boss error"));
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const isOn = (job: JobDefinition) => job.enabled?.(deps) ?? true;
  let stopping = false;
  const queue: QueueOptions = {
    retryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: KEEP_FAILED_SECONDS,
  };
  try {
    // Instances starting together take turns: pg-boss's schema and queue DDL cannot run twice at
    // once, nor the upgrade from pg-boss 10 (docs/decisions/015-background-jobs.md).
    await withJobsSetupLock(db, schema, async () => {
      const upgrading = await setAsidePgBoss10Schema(db, schema);
      await boss.start();
      for (const job of jobs) {
        // Made by the first instance ever to start; updated by each, so a changed setting applies.
        // The policy is set when the queue is made; pg-boss refuses to change it after.
        await boss.createQueue(job.name, {
          ...queue,
          ...(job.policy ? { policy: job.policy } : {}),
        });
        await boss.updateQueue(job.name, queue);
        // A job turned off loses its schedule, kept in the database from when it was on.
        if (isOn(job)) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
        else await boss.unschedule(job.name);
      }
      for (const task of tasks) {
        await boss.createQueue(task.name, queue);
        await boss.updateQueue(task.name, queue);
      }
      // Also after a start that stopped half-way through an upgrade: the old schema is still there.
      const moved = await movePgBoss10Jobs(
        db,
        schema,
        jobs.map((job) => job.name),
      );
      if (upgrading || moved > 0) {
        deps.log.info({ moved }, "background jobs: moved from pg-boss 10's tables");
      }
    });
    for (const job of jobs.filter(isOn)) {
      await boss.work<object>(job.name, { pollingIntervalSeconds }, async ([received]) => {
        const log = deps.log.child({ job: job.name, jobId: received?.id });
        // A run is a trace of its own, linked to the request (or run) that queued it, if any.
        const from = queuedIn(received?.data);
        return tracer.startActiveSpan(
          `job ${job.name}`,
          {
            kind: SpanKind.CONSUMER,
            root: true,
            attributes: { "job.name": job.name, "job.id": received?.id ?? "" },
            links: from ? [{ context: from }] : [],
          },
          async (span) => {
            try {
              const again = async (afterSeconds: number) => {
                await boss.send(job.name, queuedFrom(), {
                  startAfter: Math.max(1, Math.ceil(afterSeconds)),
                });
              };
              const report = await job.run(
                { ...deps, log, again, stopping: () => stopping },
                new Date(),
              );
              log.debug({ report }, `background job done: ${job.title}`);
              return report ?? null;
            } catch (error) {
              log.error({ err: error }, `background job failed: ${job.title}`);
              span.recordException(error as Error);
              span.setStatus({ code: SpanStatusCode.ERROR });
              throw error;
            } finally {
              span.end();
            }
          },
        );
      });
    }
    for (const task of tasks) {
      await boss.work<object>(
        task.name,
        { pollingIntervalSeconds: TASK_POLL_SECONDS },
        async ([received]) => {
          const log = deps.log.child({ job: task.name, jobId: received?.id });
          try {
            const report = await task.run({ ...deps, log }, received?.data ?? {});
            log.debug({ report }, `background job done: ${task.title}`);
            return report ?? null;
          } catch (error) {
            log.error({ err: error }, `background job failed: ${task.title}`);
            throw error;
          }
        },
      );
    }
  } catch (error) {
    // Nothing left polling a database the caller is about to close.
    await boss.stop({ graceful: false, close: false }).catch(() => {});
    throw error;
  }
  return {
    async runNow(name) {
      const job = byName.get(name);
      if (!job || !isOn(job)) throw new Error(`no job ${name}`);
      return boss.send(name, queuedFrom());
    },
    async queue(name, data) {
      if (!tasks.some((task) => task.name === name)) throw new Error(`no task ${name}`);
      await boss.send(name, data);
    },
    async retry(name, id) {
      await boss.retry(name, id);
    },
    async stop() {
      stopping = true;
      // In-flight jobs finish (up to the shutdown timeout); pg-boss does not own the database.
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}
