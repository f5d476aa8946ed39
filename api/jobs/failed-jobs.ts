import type { Database } from "../db/client";
import { sqlExecutorFor } from "./sql-executor";

export type FailedJob = {
  id: string;
  name: string;
  /** Attempts made: the first and its retries. */
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
  error: string;
};

type JobRow = {
  id: string;
  name: string;
  retry_count: number | string;
  created_on: Date | string;
  completed_on: Date | string | null;
  output: unknown;
};

/** pg-boss keeps a failed job's error (serialised) as its output. */
const errorOf = (output: unknown): string => {
  if (output && typeof output === "object" && "message" in output) {
    return String((output as { message: unknown }).message);
  }
  return output === null || output === undefined ? "" : JSON.stringify(output);
};

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

const toFailedJob = (row: JobRow): FailedJob => ({
  id: row.id,
  name: row.name,
  attempts: Number(row.retry_count) + 1,
  createdAt: new Date(row.created_on),
  failedAt: toDate(row.completed_on),
  error: errorOf(row.output),
});

/**
 * The jobs that failed for good (every retry used), newest first, from pg-boss's job table in
 * `schema`: the console's view. Only `names` (our jobs, not pg-boss's own queues). Empty when the
 * jobs have never run on this database (no table yet).
 */
export async function listFailedJobs(
  db: Database,
  {
    schema,
    names,
    page,
    pageSize,
  }: { schema: string; names: string[]; page: number; pageSize: number },
): Promise<{ items: FailedJob[]; total: number }> {
  const sql = sqlExecutorFor(db);
  const { rows: exists } = await sql.executeSql("select to_regclass($1) as name", [
    `${schema}.job`,
  ]);
  if (!exists[0]?.name) return { items: [], total: 0 };
  const where = `from ${schema}.job where state = 'failed' and name = any($1::text[])`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql.executeSql(
      `select id, name, retry_count, created_on, completed_on, output ${where}
       order by completed_on desc nulls last, id limit $2 offset $3`,
      [names, pageSize, (page - 1) * pageSize],
    ),
    sql.executeSql(`select count(*)::int as total ${where}`, [names]),
  ]);
  return {
    items: (rows as JobRow[]).map(toFailedJob),
    total: Number(counted[0]?.total ?? 0),
  };
}

/** One failed job of ours, or undefined (not there, or not failed). */
export async function findFailedJob(
  db: Database,
  { schema, names, id }: { schema: string; names: string[]; id: string },
): Promise<FailedJob | undefined> {
  const sql = sqlExecutorFor(db);
  const { rows: exists } = await sql.executeSql("select to_regclass($1) as name", [
    `${schema}.job`,
  ]);
  if (!exists[0]?.name) return undefined;
  const { rows } = await sql.executeSql(
    `select id, name, retry_count, created_on, completed_on, output from ${schema}.job
     where id = $1::uuid and state = 'failed' and name = any($2::text[])`,
    [id, names],
  );
  const row = rows[0] as JobRow | undefined;
  return row ? toFailedJob(row) : undefined;
}
