import fp from "fastify-plugin";
import { JOB_NAMES, JOBS, TASKS } from "../jobs";
import { type DailyBackups, type JobDeps, type JobRunner, startJobRunner } from "../jobs/runner";
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
  /**
   * Queues a task (api/jobs/index.ts TASKS) with its data, to run after the answer. An instance
   * that runs no jobs does the work itself, after the answer, in the same way.
   */
  queue(name: string, data: object): Promise<void>;
  /** Resolves when the tasks this instance does itself have finished (tests, shutdown). */
  settled(): Promise<void>;
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
      pollingIntervalSeconds,
      retryLimit,
      cronCheckSeconds,
      backups = null,
      deckStorage = null,
    },
  ) => {
    let runner: JobRunner | null = null;
    const deps = (): JobDeps => ({
      db: app.db,
      mailer: app.mailer,
      provider,
      log: app.log,
      // The site's public origin, for links in the mails jobs send.
      siteUrl: app.settings.siteUrl,
      backups,
      deckStorage,
    });
    // Tasks an instance without jobs does itself, after the answer; waited for on close.
    const inProcess = new Set<Promise<void>>();
    const runHere = (name: string, data: object) => {
      const task = TASKS.find((candidate) => candidate.name === name);
      if (!task) throw new Error(`no task ${name}`);
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => task.run(deps(), data))
        .then(
          () => {},
          (error: unknown) =>
            app.log.error({ err: error, job: name }, `task failed: ${task.title}`),
        )
        .finally(() => inProcess.delete(work));
      inProcess.add(work);
    };
    app.decorate("jobs", {
      enabled,
      schema,
      // A failed task is listed and retried in the console like a failed job.
      names: [...JOB_NAMES, ...TASKS.map((task) => task.name)],
      runner: () => runner,
      async queue(name, data) {
        if (runner) await runner.queue(name, data);
        else runHere(name, data);
      },
      async settled() {
        await Promise.all(inProcess);
      },
    });
    app.addHook("onClose", async () => {
      await Promise.all(inProcess);
    });
    if (!enabled) return;
    app.addHook("onReady", async () => {
      runner = await startJobRunner({
        db: app.db,
        deps: deps(),
        jobs: JOBS,
        tasks: TASKS,
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
  { name: "jobs", dependencies: ["settings", "db", "mail"] },
);
