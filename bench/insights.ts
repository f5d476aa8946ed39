// npm run bench -- insights (or BENCH_ONLY=insights): the console's Insights queries
// (api/insights/) over a firm's years of data: 100,000 applications over 14 months (most paid, most
// of those decided, two scorecards on a third of them), their drafts, leads and fees, and 1,000
// affiliated firms with 50,000 shares of 2,000 deals, their views and answers. Each query is timed
// alone, the median of a few runs after a warm-up; one over 50 ms fails the run (exit code 1).
// In this process, on PostgreSQL (DATABASE_URL; PGlite when unset, reported the same way).
import { sql } from "drizzle-orm";
import type { Database } from "../api/db/client";
import { dealCurves } from "../api/insights/deal-curves-repository";
import { decisionTimes } from "../api/insights/decision-times-repository";
import { feesByMonth } from "../api/insights/fees-repository";
import { firmAnswers } from "../api/insights/firms-repository";
import { funnelByMonth } from "../api/insights/funnel-repository";
import { reviewerScoring } from "../api/insights/reviewers-repository";
import { openBenchDatabase } from "./bench-database";

const APPLICATIONS = 100_000;
const FIRMS = 1_000;
const DEALS = 2_000;
const FIRMS_PER_DEAL = 25;
const REVIEWERS = 20;
/** The data spans this many days back from now: the 12 months shown and two before them. */
const SPAN_DAYS = 425;
const BUDGET_MS = 50;
const WARMUP_RUNS = 2;
const RUNS = 7;

const QUERIES: Record<string, (db: Database, now: Date) => Promise<unknown>> = {
  funnel: funnelByMonth,
  "decision times": decisionTimes,
  reviewers: reviewerScoring,
  firms: firmAnswers,
  "deal curves": dealCurves,
  fees: feesByMonth,
};

export const wantsInsightsBench = () =>
  process.env.BENCH_ONLY === "insights" || process.argv.slice(2).includes("insights");

/** The instant `g` of `count` spread evenly over the span, newest first. */
const spread = (count: number) =>
  sql.raw(`now() - (g::float8 / ${count} * ${SPAN_DAYS}) * interval '1 day'`);

export async function seedInsights(db: Database) {
  // Applications: 9 in 10 paid; a paid one older than 30 days decided 1 to 25 days after its
  // payment (but 1 in 100, left waiting), accepted or declined.
  await db.execute(sql`
    insert into applications (full_name, designation, phone, email, journey, legacy, problem,
      startup_name, industry, pitch, development_stage, funded, investment_details,
      customer_acquisition, challenge, cofounders, team_size, decision_making, expectations,
      status, created_at, paid_at, decision_sent_at, decision)
    select 'Founder ' || g, 'CEO', '+971 50 555 0199', 'founder' || g || '@example.com',
      'A decade in logistics.', 'Reliable cold chains.', 'Vaccines arrive warm.',
      'Startup ' || g, 'HealthTech', 'Sensors and routing.', 'Early Users', 'Bootstrapped.',
      'Raising a seed round.', 'Direct sales.', 'Hiring.', 'Two co-founders.', 7,
      'Weekly founder meeting.', 'Introductions.',
      case when decided then 'Resolved' else 'Pending' end, created, paid,
      case when decided then paid + (1 + g % 25) * interval '1 day' + interval '3 hours' end,
      case when decided then (case when g % 3 = 0 then 'accepted' else 'declined' end) end
    from (
      select g, created, case when g % 10 <> 0 then created + interval '20 minutes' end as paid,
        g % 10 <> 0 and g % 100 <> 1 and created < now() - interval '30 days' as decided
      from (select g, ${spread(APPLICATIONS)} as created
        from generate_series(1, ${APPLICATIONS}) as g) as made
    ) as apps`);
  // Drafts of every other founder, a day before their application, and 20,000 never finished.
  await db.execute(sql`
    insert into application_drafts (email, step, answers, created_at, submitted_at)
    select 'founder' || g || '@example.com', 3, '{}'::jsonb, created - interval '1 day', created
    from (select g, ${spread(APPLICATIONS)} as created
      from generate_series(2, ${APPLICATIONS}, 2) as g) as made`);
  await db.execute(sql`
    insert into application_drafts (email, step, answers, created_at)
    select 'drafter' || g || '@example.com', 2, '{}'::jsonb, ${spread(20_000)}
    from generate_series(1, 20000) as g`);
  await db.execute(sql`
    insert into pitch_leads (name, email, role, location, created_at)
    select 'Reader ' || g, 'reader' || g || '@example.com', 'Entrepreneur', 'Dubai', ${spread(30_000)}
    from generate_series(1, 30000) as g`);
  await db.execute(sql`
    insert into consultancy_leads (name, email, startup, stage, location, investment, hours, created_at)
    select 'Founder ' || g, 'lead' || g || '@example.com', 'Startup', 'MVP Built', 'Pune', 1500000, 6,
      ${spread(10_000)}
    from generate_series(1, 10000) as g`);
  await db.execute(sql`
    insert into funding_interest (name, email, idea, created_at)
    select 'Person ' || g, 'interest' || g || '@example.com', 'An idea.', ${spread(10_000)}
    from generate_series(1, 10000) as g`);
  // A fee per paid application, 1 in 10 with a coupon.
  await db.execute(sql`
    insert into payment_orders (provider, provider_order_id, amount, currency, coupon_code, status,
      expires_at, paid_at, created_at)
    select 'test', 'order_bench_' || id, case when row % 10 = 0 then 350000 else 500000 end, 'INR',
      case when row % 10 = 0 then 'GULF30' end, 'paid', paid_at + interval '30 minutes', paid_at, paid_at
    from (select id, paid_at, row_number() over (order by id) as row
      from applications where paid_at is not null) as paid`);

  // Reviewers: two scorecards on every third paid application, a few days after the payment.
  await db.execute(sql`
    insert into admin_users (username, display_name, password_hash, role)
    select 'bench-reviewer-' || g, 'Reviewer ' || g, 'not a hash', 'reviewer'
    from generate_series(1, ${REVIEWERS}) as g`);
  await db.execute(sql`
    with reviewers as (
      select id, row_number() over (order by username) - 1 as n from admin_users
      where username like 'bench-reviewer-%'
    ), scored as (
      select id, paid_at, row_number() over (order by id) as row from applications
      where paid_at is not null
    )
    insert into scorecards (application_id, reviewer_id, weighted_total, submitted_at)
    select scored.id, reviewers.id, 1 + ((scored.row * 7 + pick) % 40) / 10.0,
      scored.paid_at + (1 + (scored.row + pick) % 5) * interval '1 day'
    from scored cross join (values (0), (7)) as picks (pick)
      inner join reviewers on reviewers.n = (scored.row + pick) % ${REVIEWERS}
    where scored.row % 3 = 0`);

  // Firms and deals: 2,000 accepted applications shared with 25 firms each, a day after their
  // decision; 6 in 10 shares viewed, 4 in 10 answered (a third of those twice).
  await db.execute(sql`
    insert into affiliated_firms (name) select 'Bench Firm ' || g from generate_series(1, ${FIRMS}) as g`);
  await db.execute(sql`
    insert into deal_memos (application_id, version, scorecard, edited_by_name, shared_at)
    select id, 1, '{"reviewers":0,"weightedTotal":null,"spread":null,"topics":[],"redFlags":[]}'::jsonb,
      'Bench', decision_sent_at + interval '1 day'
    from applications where decision = 'accepted' order by id limit ${DEALS}`);
  await db.execute(sql`
    with firms as (select id, row_number() over (order by id) - 1 as n from affiliated_firms),
    deals as (select id as memo_id, application_id, shared_at, row_number() over (order by id) as n
      from deal_memos)
    insert into deal_shares (application_id, firm_id, memo_id, shared_by_name, created_at, respond_by)
    select deals.application_id, firms.id, deals.memo_id, 'Bench',
      deals.shared_at + (k % 3) * interval '1 hour', deals.shared_at + interval '14 days'
    from deals cross join generate_series(0, ${FIRMS_PER_DEAL - 1}) as k
      inner join firms on firms.n = (deals.n * 37 + k) % ${FIRMS}`);
  await db.execute(sql`
    insert into deal_access_events (application_id, firm_id, event, created_at)
    select application_id, firm_id, 'memo viewed', created_at + interval '1 day'
    from (select *, row_number() over (order by id) as row from deal_shares) as shares
    where row % 10 < 6`);
  await db.execute(sql`
    insert into deal_answers (application_id, firm_id, kind, amount, currency, answered_by_name,
      answered_by_email, created_at)
    select application_id, firm_id, kind,
      case when kind in ('soft-circle', 'hard-circle') then 50000 * (1 + row % 5) end,
      case when kind in ('soft-circle', 'hard-circle') then (case when row % 2 = 0 then 'USD' else 'AED' end) end,
      'Partner', 'partner@firm.example', at
    from (
      select application_id, firm_id, row, 'interested' as kind, created_at + (1 + row % 9) * interval '1 day' as at
      from (select *, row_number() over (order by id) as row from deal_shares) as shares where row % 10 in (6, 7, 8, 9)
      union all
      select application_id, firm_id, row,
        (array['pass', 'soft-circle', 'hard-circle'])[1 + row % 3], created_at + (5 + row % 9) * interval '1 day'
      from (select *, row_number() over (order by id) as row from deal_shares) as shares where row % 10 in (6, 9)
    ) as answers`);
  for (const table of [
    "applications",
    "application_drafts",
    "pitch_leads",
    "consultancy_leads",
    "funding_interest",
    "payment_orders",
    "scorecards",
    "admin_users",
    "affiliated_firms",
    "deal_memos",
    "deal_shares",
    "deal_access_events",
    "deal_answers",
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

export async function runInsightsBench() {
  const database = await openBenchDatabase("insights");
  try {
    const { db } = database;
    const seeding = performance.now();
    await seedInsights(db);
    console.error(`... seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const lines = [
      `Insights queries over ${APPLICATIONS.toLocaleString("en-US")} applications and ${FIRMS.toLocaleString("en-US")} firms on ${database.driver}, median of ${RUNS} runs`,
    ];
    const missed: string[] = [];
    for (const [name, query] of Object.entries(QUERIES)) {
      for (let run = 0; run < WARMUP_RUNS; run++) await query(db, new Date());
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        await query(db, new Date());
        times.push(performance.now() - started);
      }
      const ms = median(times);
      if (ms > BUDGET_MS) missed.push(name);
      lines.push(`  ${name.padEnd(16)} ${ms.toFixed(1).padStart(7)} ms`);
    }
    lines.push(
      `budget insights: ${missed.length === 0 ? "MET" : `MISSED (${missed.join(", ")})`} (each query < ${BUDGET_MS} ms)`,
    );
    console.info(lines.join("\n"));
    if (missed.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
    await database.drop();
  }
}
