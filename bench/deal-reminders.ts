// npm run bench -- deal-reminders (or BENCH_ONLY=deal-reminders): a reminder run for 1,000 shares
// (docs/product.md, section 5.10). A deal shared with 1,000 firms, one person each, none answered;
// the run on the day the first reminder is due queues one mail per person, each with its answer
// links (docs/decisions/080-answers-from-the-mail.md). Budget: under 10 s. Then the same run again
// queues nothing. In this process, on PGlite or on PostgreSQL (DATABASE_URL). A benchmark, not a
// test: it reports, it never fails.
import { count, eq, sql } from "drizzle-orm";
import { buildApp } from "../api/app";
import { loadConfig } from "../api/config";
import { dealShares } from "../api/db/schema/deals";
import { mailOutbox } from "../api/db/schema/mail";
import { sendDealReminders } from "../api/deals/reminders";
import { loginAsAdmin } from "../api/test/admin";
import { aSharedDeal } from "../api/test/deal-viewers";
import { openBenchDatabase } from "./bench-database";

const SHARES = Number(process.env.BENCH_REMINDER_SHARES) || 1_000;
const BUDGET_SECONDS = 10;
const SITE_URL = "https://nakhla.example";
/** The date is the end of Tuesday 8 December 2026 in Abu Dhabi; the first reminder is due on 3 December. */
const RESPOND_BY = new Date("2026-12-08T20:00:00Z");
const RUN_AT = new Date("2026-12-03T05:05:00Z");

export const wantsDealRemindersBench = () =>
  process.env.BENCH_ONLY === "deal-reminders" || process.argv.slice(2).includes("deal-reminders");

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function runDealRemindersBench() {
  const database = await openBenchDatabase("deal-reminders");
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SERVE_WEB: "false",
      SITE_URL,
      JOBS_ENABLED: "false",
    }),
    database,
  });
  try {
    const { db } = database;
    const { headers } = await loginAsAdmin(app, db, { name: "Bench" });
    // One deal shared through the API with one firm; the other firms, shares and links beside it.
    const deal = await aSharedDeal(app, db, headers, ["first"]);
    const [share] = await db
      .select()
      .from(dealShares)
      .where(eq(dealShares.applicationId, deal.applicationId));
    if (!share) throw new Error("The deal was not shared");
    await db.execute(sql`
      with firms as (
        insert into affiliated_firms (name, domains, people)
        select 'Bench Firm ' || g, jsonb_build_array('firm' || g || '.example'),
               jsonb_build_array(jsonb_build_object('name', 'Partner ' || g,
                 'email', 'partner@firm' || g || '.example', 'role', 'Partner'))
        from generate_series(2, ${SHARES}) as g
        returning id, name
      ), shares as (
        insert into deal_shares (application_id, firm_id, memo_id, shared_by_name, respond_by)
        select ${share.applicationId}, id, ${share.memoId}, 'Bench', ${RESPOND_BY.toISOString()}
        from firms
        returning id, firm_id
      )
      insert into deal_links (share_id, person_name, email, token_hash, expires_at)
      select shares.id, 'Partner', 'partner@' || shares.firm_id || '.example',
             md5(random()::text || shares.id::text), ${new Date("2027-01-31T00:00:00Z").toISOString()}
      from shares`);
    await db
      .update(dealShares)
      .set({ respondBy: RESPOND_BY })
      .where(eq(dealShares.applicationId, deal.applicationId));
    const reminders = async () => {
      const [row] = await db
        .select({ value: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, "deal-reminder"));
      return row?.value ?? 0;
    };

    const deps = { db, mailer: app.mailer, siteUrl: SITE_URL };
    const started = performance.now();
    const first = await sendDealReminders(deps, RUN_AT);
    const runMs = performance.now() - started;
    const queued = await reminders();
    const again = await sendDealReminders(deps, new Date(RUN_AT.getTime() + 3_600_000));
    const met = runMs < BUDGET_SECONDS * 1000 && queued === SHARES && again.sent === 0;
    console.info(
      [
        `Deal reminders for ${SHARES.toLocaleString("en-US")} shares (one person each) on ${database.driver}`,
        `  the run that is due queued ${first.sent.toLocaleString("en-US")} reminders (${queued.toLocaleString("en-US")} in the outbox) in ${seconds(runMs)}`,
        `  the next hour's run queued ${again.sent}`,
        `budget deal-reminders: ${met ? "MET" : "MISSED"} (${seconds(runMs)}, budget < ${BUDGET_SECONDS} s; one reminder per person, none again)`,
      ].join("\n"),
    );
  } finally {
    await app.close();
    await database.close();
    await database.drop();
  }
}
