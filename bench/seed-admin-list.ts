import { sql } from "drizzle-orm";
import type { Database } from "../api/db/client";
import { contacts } from "../api/db/schema";
import { hashPassword } from "../api/lib/passwords";
import { createAdmin } from "../api/staff/staff-repository";

export const BENCH_ADMIN = { username: "bench-admin", password: "bench admin password" };
/** A search that matches about 1% of the seeded rows ("person99", "person199", …). */
export const BENCH_SEARCH = "person99";

/** Fills the contacts table with `rows` messages and adds the admin the bench signs in as. */
export async function seedAdminList(db: Database, rows: number) {
  await db.execute(sql`
    insert into ${contacts} (name, email, reason, description, status, created_at)
    select 'Person ' || g, 'person' || g || '@example.com', 'Support',
           'A question about the application, number ' || g,
           case when g % 4 = 0 then 'Resolved' else 'Pending' end,
           now() - g * interval '1 minute'
    from generate_series(1, ${rows}) as g`);
  await createAdmin(db, {
    username: BENCH_ADMIN.username,
    displayName: "Bench",
    passwordHash: await hashPassword(BENCH_ADMIN.password),
  });
}
