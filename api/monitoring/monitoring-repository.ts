import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client";

/**
 * What /metrics reads from the database when it is scraped (api/plugins/metrics.ts): counts of
 * rows, so every instance on one database reports the same figures.
 */

const rowsOf = async <Row>(db: Database, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export type Count<Labels extends string> = Record<Labels, string> & { count: number };

const counted = async <Labels extends string>(db: Database, query: SQL) =>
  (await rowsOf<Count<Labels>>(db, query)).map((row) => ({ ...row, count: Number(row.count) }));

/** Mails in the outbox by kind and status (outbox, queued, sent, failed, suppressed). */
export const countMails = (db: Database) =>
  counted<"kind" | "status">(
    db,
    sql`select kind, status, count(*)::int as count from mail_outbox group by kind, status`,
  );

/** When the oldest mail still waiting to go out (queued, or failed with a retry ahead) was written. */
export async function oldestUndeliveredMail(db: Database): Promise<Date | null> {
  const [row] = await rowsOf<{ oldest: Date | string | null }>(
    db,
    sql`select min(created_at) as oldest from mail_outbox
        where status = 'queued' or (status = 'failed' and next_attempt_at is not null)`,
  );
  return row?.oldest ? new Date(row.oldest) : null;
}

/** Payment orders by status (created, paid, expired). */
export const countPaymentOrders = (db: Database) =>
  counted<"status">(
    db,
    sql`select status, count(*)::int as count from payment_orders group by status`,
  );

/** The firms' current answers on shared deals (the newest per deal and firm), by kind. */
export const countDealAnswers = (db: Database) =>
  counted<"kind">(
    db,
    sql`select kind, count(*)::int as count from (
          select distinct on (application_id, firm_id) kind from deal_answers
          order by application_id, firm_id, created_at desc
        ) as current group by kind`,
  );

/** When the newest backup recorded in the database was taken (docs/decisions/050-backups.md). */
export async function newestBackupTakenAt(db: Database): Promise<Date | null> {
  const [row] = await rowsOf<{ taken: Date | string | null }>(
    db,
    sql`select max(taken_at) as taken from backups`,
  );
  return row?.taken ? new Date(row.taken) : null;
}

/**
 * Our jobs in pg-boss's job table (`schema`.job) by name and state (created, retry, active,
 * completed, cancelled, failed); failed and completed ones stay there for a week
 * (api/jobs/runner.ts). Empty before the jobs first ran on this database.
 */
export async function countJobs(db: Database, schema: string, names: string[]) {
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass(${`${schema}.job`}) as name`,
  );
  if (!table?.name || names.length === 0) return [];
  return counted<"name" | "state">(
    db,
    sql`select name, state::text as state, count(*)::int as count
        from ${sql.identifier(schema)}.job where name in ${names} group by name, state`,
  );
}

export type PoolUse = { max: number; total: number; idle: number; waiting: number };

/**
 * The connections of node-postgres's pool; the embedded database is one connection, which PGlite
 * lends to one query at a time, so it reports that one and nothing of a queue it does not expose.
 */
export function poolUse(db: Database): PoolUse | { max: 1; total: 1 } {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return {
      max: client.options.max ?? 10,
      total: client.totalCount,
      idle: client.idleCount,
      waiting: client.waitingCount,
    };
  }
  if (client instanceof PGlite) return { max: 1, total: 1 };
  throw new Error("metrics: the database is neither PGlite nor a node-postgres pool");
}
