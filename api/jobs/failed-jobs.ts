import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "./jobs-database";

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

const hasJobTable = async (db: Database, schema: string) =>
  (
    await rowsOf<{ name: string | null }>(db, sql`select to_regclass(${`${schema}.job`}) as name`)
  )[0]?.name != null;

const jobColumns = sql.raw("id, name, retry_count, created_on, completed_on, output");

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
  if (!(await hasJobTable(db, schema))) return { items: [], total: 0 };
  const failed = sql`from ${sql.identifier(schema)}.job where state = 'failed' and name in ${names}`;
  const [rows, counted] = await Promise.all([
    rowsOf<JobRow>(
      db,
      sql`select ${jobColumns} ${failed}
          order by completed_on desc nulls last, id limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${failed}`),
  ]);
  return { items: rows.map(toFailedJob), total: Number(counted[0]?.total ?? 0) };
}

/** One failed job of ours, or undefined (not there, or not failed). */
export async function findFailedJob(
  db: Database,
  { schema, names, id }: { schema: string; names: string[]; id: string },
): Promise<FailedJob | undefined> {
  if (!(await hasJobTable(db, schema))) return undefined;
  const [row] = await rowsOf<JobRow>(
    db,
    sql`select ${jobColumns} from ${sql.identifier(schema)}.job
        where id = ${id}::uuid and state = 'failed' and name in ${names}`,
  );
  return row ? toFailedJob(row) : undefined;
}
