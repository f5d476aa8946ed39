import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import PgBoss10 from "pg-boss-10";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../test/database";
import { silentLog } from "../test/silent-log";
import { listFailedJobs } from "./failed-jobs";
import { jobsDatabase, rowsOf } from "./jobs-database";
import { type JobDefinition, type JobDeps, startJobRunner } from "./runner";

// A database the server ran on before pg-boss 12 (an operator's ./data or PostgreSQL): its jobs
// were made by pg-boss 10 itself, then the server starts on it (docs/decisions/015-background-jobs.md).

const log = silentLog;
const job = (name: string): JobDefinition => ({
  name,
  cron: "0 0 1 1 *",
  title: name,
  run: async () => null,
});
const JOBS = [job("mail-retry"), job("order-expiry")];
const NAMES = JOBS.map(({ name }) => name);

describe("the jobs of a database pg-boss 10 ran on", () => {
  let database: DatabaseHandle;
  const schema = `jobs_v10_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const ids = { failed: "", waiting: "", completed: "" };

  beforeAll(async () => {
    database = await openTestDatabase();
    const old = new PgBoss10({
      db: jobsDatabase(database.db).db,
      schema,
      supervise: false,
      schedule: false,
    });
    await old.start();
    for (const name of NAMES) await old.createQueue(name);
    ids.failed = (await old.send("mail-retry", {}, { retryLimit: 0 })) ?? "";
    const [failing] = await old.fetch("mail-retry");
    await old.fail("mail-retry", failing?.id ?? "", new Error("SMTP refused the connection"));
    ids.completed = (await old.send("order-expiry", {})) ?? "";
    const [done] = await old.fetch("order-expiry");
    await old.complete("order-expiry", done?.id ?? "");
    ids.waiting = (await old.send("order-expiry", { manual: true }, { startAfter: 3600 })) ?? "";
    await old.stop({ graceful: false, close: false, wait: true });
  });
  afterAll(async () => {
    for (const name of [schema, `${schema}_pgboss10`]) {
      await database.db.execute(sql`drop schema if exists ${sql.identifier(name)} cascade`);
    }
    await database.close();
  });

  const start = () =>
    startJobRunner({
      db: database.db,
      deps: { db: database.db, log } as JobDeps,
      jobs: JOBS,
      schema,
    });
  const jobsById = async () =>
    rowsOf<{ id: string; name: string; state: string; data: unknown }>(
      database.db,
      sql`select id, name, state::text, data from ${sql.identifier(schema)}.job
          where name in ${NAMES} order by created_on`,
    );

  it("start on pg-boss 12's tables, with the waiting and failed jobs and the failure's error", async () => {
    const [before] = await rowsOf<{ version: number }>(
      database.db,
      sql`select version from ${sql.identifier(schema)}.version`,
    );
    expect(before?.version).toBe(24);

    const runner = await start();
    await runner.stop();

    const [after] = await rowsOf<{ version: number }>(
      database.db,
      sql`select version from ${sql.identifier(schema)}.version`,
    );
    expect(after?.version).toBeGreaterThan(24);
    expect(await jobsById()).toEqual([
      { id: ids.failed, name: "mail-retry", state: "failed", data: {} },
      { id: ids.waiting, name: "order-expiry", state: "created", data: { manual: true } },
    ]);
    const failed = await listFailedJobs(database.db, {
      schema,
      names: NAMES,
      page: 1,
      pageSize: 10,
    });
    expect(failed).toEqual({
      total: 1,
      items: [
        {
          id: ids.failed,
          name: "mail-retry",
          attempts: 1,
          createdAt: expect.any(Date),
          failedAt: expect.any(Date),
          error: "SMTP refused the connection",
        },
      ],
    });
    // pg-boss 10's schema is gone once its jobs moved.
    const [old] = await rowsOf<{ found: string | null }>(
      database.db,
      sql`select to_regnamespace(${`${schema}_pgboss10`})::text as found`,
    );
    expect(old?.found).toBeNull();
  });

  it("start again as on any day, the moved jobs left as they are", async () => {
    const before = await jobsById();
    const runner = await start();
    await runner.stop();
    expect(await jobsById()).toEqual(before);
  });
});
