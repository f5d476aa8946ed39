import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createMailer } from "../mail/mailer";
import { testProvider } from "../payments/test-provider";
import { openTestDatabase } from "../test/database";
import { silentLog } from "../test/silent-log";
import { findFailedJob, listFailedJobs } from "./failed-jobs";
import { type JobDefinition, type JobDeps, type JobRunner, startJobRunner } from "./runner";

// Two job runners on one database, as two API instances would be: on PostgreSQL (DATABASE_URL)
// each has its own pool connections; on PGlite they share the one connection of this process,
// which is what several runners on the embedded database amount to.

const log = silentLog;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await sleep(100);
  }
}

describe("the job runner on two instances", () => {
  let database: DatabaseHandle;
  let deps: JobDeps;
  // A schema of this file's own, so PostgreSQL runs of other files do not share its jobs.
  const schema = `jobs_test_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const runners: JobRunner[] = [];
  const afterDrop: string[] = [schema];
  beforeAll(async () => {
    database = await openTestDatabase();
    deps = {
      db: database.db,
      mailer: createMailer({ db: database.db, log, from: "Nakhla <hello@nakhla.example>" }),
      provider: testProvider("runner-test-secret-0123456789"),
      log,
      siteUrl: "http://localhost:3000",
    };
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    if (database.driver === "postgres") {
      for (const name of afterDrop) {
        await database.db.execute(sql`drop schema if exists ${sql.identifier(name)} cascade`);
      }
    }
    await database.close();
  });

  const start = async (jobs: JobDefinition[]) => {
    const runner = await startJobRunner({
      db: database.db,
      deps,
      jobs,
      schema,
      pollingIntervalSeconds: 0.5,
      cronCheckSeconds: 1,
      retryLimit: 0,
    });
    runners.push(runner);
    return runner;
  };

  it("runs a scheduled job exactly once per tick, and each queued job once, with two runners up", async () => {
    // A cron tick is a minute: start early enough in one that the whole test stays inside it.
    const secondsLeft = 60 - new Date().getUTCSeconds();
    if (secondsLeft < 25) await sleep(secondsLeft * 1000 + 200);
    const runs: string[] = [];
    const counting = (instance: string): JobDefinition => ({
      name: "count-runs",
      cron: "* * * * *",
      title: "count runs",
      async run() {
        runs.push(instance);
        await sleep(300);
        return { instance };
      },
    });
    const first = await start([counting("first")]);
    await start([counting("second")]);
    // Both check the schedule every second; the tick of this minute makes one job.
    await waitFor(() => runs.length >= 1);
    await sleep(4_000);
    expect(runs).toHaveLength(1);

    // Jobs queued by hand: each one runs once, on one instance or the other.
    for (let index = 0; index < 6; index++) await first.runNow("count-runs");
    await waitFor(() => runs.length >= 7);
    await sleep(2_000);
    expect(runs).toHaveLength(7);
  }, 60_000);

  it("starts two runners together on an empty database", async () => {
    // Two instances started at once: pg-boss's schema and queue DDL must not run twice at once
    // (on PostgreSQL it failed with a duplicate schema, or deadlocked on the queues' partitions).
    const jobs = ["a", "b", "c", "d"].map(
      (name): JobDefinition => ({ name, cron: "0 0 1 1 *", title: name, run: async () => null }),
    );
    // A race: without the setup lock, one start in two or three failed here. Four rounds.
    for (const round of [1, 2, 3, 4]) {
      const fresh = `${schema}_together_${round}`;
      afterDrop.push(fresh);
      const together = await Promise.allSettled(
        [1, 2].map(() => startJobRunner({ db: database.db, deps, jobs, schema: fresh })),
      );
      for (const started of together) {
        if (started.status === "fulfilled") runners.push(started.value);
      }
      expect(together.map((started) => started.status)).toEqual(["fulfilled", "fulfilled"]);
    }
  }, 60_000);

  it("keeps a job that failed for the console, and runs it again on retry", async () => {
    let attempts = 0;
    const flaky: JobDefinition = {
      name: "flaky",
      cron: "0 0 1 1 *",
      title: "fail once",
      async run() {
        attempts += 1;
        if (attempts === 1) throw new Error("The provider did not answer");
        return { attempts };
      },
    };
    const runner = await start([flaky]);
    const id = await runner.runNow("flaky");
    if (!id) throw new Error("no job id");
    const failed = () =>
      listFailedJobs(database.db, { schema, names: ["flaky"], page: 1, pageSize: 10 });
    await waitFor(async () => (await failed()).total === 1);
    expect((await failed()).items).toEqual([
      {
        id,
        name: "flaky",
        attempts: 1,
        createdAt: expect.any(Date),
        failedAt: expect.any(Date),
        error: "The provider did not answer",
      },
    ]);
    expect(await findFailedJob(database.db, { schema, names: ["flaky"], id })).toMatchObject({
      id,
    });
    // Another job's name does not see it.
    expect(await findFailedJob(database.db, { schema, names: ["count-runs"], id })).toBeUndefined();

    await runner.retry("flaky", id);
    await waitFor(() => attempts === 2);
    await waitFor(async () => (await failed()).total === 0);
    expect(await findFailedJob(database.db, { schema, names: ["flaky"], id })).toBeUndefined();
  }, 60_000);
});
