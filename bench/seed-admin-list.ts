import { sql } from "drizzle-orm";
import type { Database } from "../api/db/client";
import { contacts } from "../api/db/schema/public-forms";
import { hashPassword } from "../api/lib/passwords";
import { createAdmin } from "../api/staff/staff-repository";

export const BENCH_ADMIN = { username: "bench-admin", password: "bench admin password" };
/** A search that matches about 1% of the seeded rows ("person99", "person199", …). */
export const BENCH_SEARCH = "person99";

/**
 * Fills the contacts table with `rows` messages in one server-side `insert … select
 * generate_series`, and adds the admin the bench signs in as. The table's secondary indexes (the
 * trigram and date indexes of the migrations) are dropped for the insert and built again from their
 * own definitions afterwards: building a GIN index once is far faster than a million inserts into
 * it. ANALYZE then gives the planner the table's real size, as autovacuum would a little later.
 */
export async function seedAdminList(db: Database, rows: number) {
  if (await seededAlready(db, rows)) return;
  await withIndexesRebuilt(db, "contacts", () =>
    db.execute(sql`
    insert into ${contacts} (name, email, reason, description, status, created_at)
    select 'Person ' || g, 'person' || g || '@example.com', 'Support',
           'A question about the application, number ' || g,
           case when g % 4 = 0 then 'Resolved' else 'Pending' end,
           now() - g * interval '1 minute'
    from generate_series(1, ${rows}) as g`),
  );
  await db.execute(sql`analyze ${contacts}`);
  await createAdmin(db, {
    username: BENCH_ADMIN.username,
    displayName: "Bench",
    passwordHash: await hashPassword(BENCH_ADMIN.password),
  });
}

/**
 * True when a kept schema (BENCH_KEEP_SCHEMA) holds this seed already: its admin and `rows`
 * contacts, once the calls' own messages are removed. A table holding some other number of rows is
 * an error, not something to add to.
 */
async function seededAlready(db: Database, rows: number) {
  // The messages the contact call sent in an earlier run on this schema go first: the list is the
  // seed's rows again, not a few thousand more each run.
  await db.execute(sql`delete from ${contacts} where email not like 'person%@example.com'`);
  const { rows: found } = (await db.execute(sql`
    select (select count(*) from ${contacts})::int as contacts,
           (select count(*) from admin_users where username = ${BENCH_ADMIN.username})::int as admins`)) as unknown as {
    rows: { contacts: number; admins: number }[];
  };
  const { contacts: present = 0, admins = 0 } = found[0] ?? {};
  if (present === 0 && admins === 0) return false;
  if (present === rows && admins === 1) return true;
  throw new Error(
    `the bench's schema holds ${present} contacts (not ${rows}): drop it or name another in BENCH_KEEP_SCHEMA`,
  );
}

/**
 * Runs a bulk insert into `table` without its secondary indexes, then builds them again from their
 * own definitions: building an index once is far faster than as many inserts into it.
 */
export async function withIndexesRebuilt(
  db: Database,
  table: string,
  insert: () => Promise<unknown>,
) {
  const { rows: indexes } = (await db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = ${table} and indexname not like '%pkey'`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  await insert();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}
