import { sql } from "drizzle-orm";
import type { Database } from "../api/db/client";
import { hashPassword } from "../api/lib/passwords";
import { createAdmin } from "../api/staff/staff-repository";
import { SCORED_TOPICS } from "../core/scorecard";
import { withIndexesRebuilt } from "./seed-admin-list";

/** The reviewer the queue bench signs in as (it has reviewed and skipped a lot already). */
export const BENCH_REVIEWER = { username: "bench-reviewer-1", password: "bench reviewer password" };
/** Reviewers who each scored the ten most-reviewed applications. */
const REVIEWERS = 10;
/** Applications the measured reviewer skipped: the queue's scan steps over them. */
const SKIPPED = 1000;

/**
 * The review queue's data at scale: `rows` applications received a minute apart (the first the
 * oldest), ten reviewers who each submitted a scorecard of the ten oldest (so those have 10 reviews),
 * and the first reviewer's skips of the next SKIPPED: their "next" must walk past all of them.
 * Indexes are dropped for the insert and rebuilt, as the admin-list seed does.
 */
export async function seedReviewQueue(db: Database, rows: number) {
  // A kept schema (BENCH_KEEP_SCHEMA) seeded by an earlier run: its reviewers are there already.
  const { rows: seeded } = (await db.execute(sql`
    select 1 from admin_users where username = ${BENCH_REVIEWER.username}`)) as unknown as {
    rows: unknown[];
  };
  if (seeded.length > 0) return;
  await withIndexesRebuilt(db, "applications", () =>
    db.execute(sql`
    insert into applications (full_name, designation, phone, email, journey, legacy, problem,
      startup_name, industry, pitch, development_stage, funded, investment_details,
      customer_acquisition, challenge, cofounders, team_size, decision_making, expectations,
      created_at)
    select 'Founder ' || g, 'CEO', '+971 50 555 0199', 'founder' || g || '@example.com',
      'A decade in logistics.', 'Reliable cold chains.', 'Vaccines arrive warm.',
      'Startup ' || g, 'HealthTech', 'Sensors and routing.', 'Early Users', 'Bootstrapped.',
      'Raising a seed round.', 'Direct sales.', 'Hiring.', 'Two co-founders.', 7,
      'Weekly founder meeting.', 'Introductions.', timestamptz '2020-01-01' + g * interval '1 minute'
    from generate_series(1, ${rows}) as g`),
  );

  const reviewerIds: string[] = [];
  const passwordHash = await hashPassword(BENCH_REVIEWER.password);
  for (let n = 1; n <= REVIEWERS; n++) {
    const reviewer = await createAdmin(db, {
      username: `bench-reviewer-${n}`,
      displayName: `Bench Reviewer ${n}`,
      passwordHash,
      role: "reviewer",
    });
    reviewerIds.push(reviewer.id);
  }
  const scores = JSON.stringify(Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 3])));
  const notes = JSON.stringify(
    Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, `Notes on ${topic.toLowerCase()}.`])),
  );
  for (const reviewerId of reviewerIds) {
    await db.execute(sql`
      insert into scorecards (application_id, reviewer_id, scores, notes, weighted_total, submitted_at)
      select id, ${reviewerId}, ${scores}::jsonb, ${notes}::jsonb, 3, now()
      from applications order by created_at, id limit 10`);
  }
  await db.execute(sql`
    update applications set review_count = 10, review_median = 3
    where id in (select application_id from scorecards)`);
  await db.execute(sql`
    insert into review_set_asides (application_id, reviewer_id, reason)
    select id, ${reviewerIds[0]}, 'skip' from applications
    where review_count = 0 order by created_at, id limit ${SKIPPED}`);
  await db.execute(sql`vacuum analyze applications`);
  await db.execute(sql`analyze scorecards`);
  await db.execute(sql`vacuum analyze review_set_asides`);
}
