import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "./jobs-database";

// pg-boss 11 rewrote its tables and migrates nothing older, and 12 migrates from 11's schema on
// (docs/decisions/015-background-jobs.md). A database the server ran on with pg-boss 10 (schema
// version 24 or older) is upgraded in two steps around pg-boss's own start: its schema is set
// aside, pg-boss creates a fresh one, and the jobs that still matter move across.

/** Where a pg-boss 10 schema waits while its jobs move; gone once they have. */
const setAside = (schema: string) => `${schema}_pgboss10`;

async function schemaVersion(db: Database, schema: string): Promise<number | null> {
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass(${`${schema}.version`}) as name`,
  );
  if (!table?.name) return null;
  const [row] = await rowsOf<{ version: number | string }>(
    db,
    sql`select version from ${sql.identifier(schema)}.version`,
  );
  return row ? Number(row.version) : null;
}

/**
 * Before pg-boss starts: renames a pg-boss 10 schema out of its way, so it creates its own. Answers
 * whether there was one. Run under the jobs' setup lock (jobs-database.ts).
 */
export async function setAsidePgBoss10Schema(db: Database, schema: string): Promise<boolean> {
  const version = await schemaVersion(db, schema);
  if (version === null || version > 24) return false;
  await db.execute(
    sql`alter schema ${sql.identifier(schema)} rename to ${sql.identifier(setAside(schema))}`,
  );
  return true;
}

/**
 * After pg-boss started and our queues exist: copies the set-aside schema's jobs of `names` that
 * are waiting, due again or failed (the console lists failed jobs and retries them) into pg-boss's
 * new tables, with their ids, data, attempts, dates and errors, then drops it, in one transaction.
 * Completed jobs stay behind. Answers how many jobs moved (0 when nothing was set aside).
 */
export async function movePgBoss10Jobs(
  db: Database,
  schema: string,
  names: string[],
): Promise<number> {
  const old = setAside(schema);
  const [found] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass(${`${old}.job`}) as name`,
  );
  if (!found?.name) return 0;
  const to = sql.identifier(schema);
  const from = sql.identifier(old);
  return db.transaction(async (tx) => {
    const moved = await rowsOf<{ id: string }>(
      tx,
      sql`insert into ${to}.job (id, name, priority, data, state, retry_limit, retry_count,
            retry_delay, retry_backoff, start_after, created_on, started_on, completed_on, output,
            policy)
          select j.id, j.name, j.priority, j.data, j.state::text::${to}.job_state, j.retry_limit,
            j.retry_count, j.retry_delay, j.retry_backoff, j.start_after, j.created_on,
            j.started_on, j.completed_on, j.output, q.policy
          from ${from}.job j join ${to}.queue q on q.name = j.name
          where j.name in ${names} and j.state::text in ('created', 'retry', 'failed')
          on conflict do nothing
          returning id`,
    );
    await tx.execute(sql`drop schema ${from} cascade`);
    return moved.length;
  });
}
