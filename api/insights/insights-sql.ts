import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { FIRM_TIME_ZONE } from "../../core/business-days";
import { INSIGHTS_MONTHS } from "../../core/schemas/insights";
import {
  businessDayOrdinalsSql,
  businessDaysWithinSql,
  firmDayWithinSql,
} from "../calendar/business-days-sql";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";

// What the Insights queries share: the 12 months they cover, taken in the firm's time zone
// (core/business-days.ts), the business-day calendar they count with, and reading their rows.

const zone = sql.raw(`'${FIRM_TIME_ZONE}'`);

/**
 * The instant "now" the queries count from, a parameter from the caller rather than the database's
 * clock: what is due, overdue or this month is then the same for every part of one answer.
 */
export const nowSql = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The first day of this month in the firm's zone, as a wall time. */
const thisMonth = (now: Date) => sql`date_trunc('month', ${nowSql(now)} at time zone ${zone})`;

/** The first day of the first month shown, as a wall time. */
const firstMonth = (now: Date) =>
  sql`(${thisMonth(now)} - interval '${sql.raw(String(INSIGHTS_MONTHS - 1))} months')`;

/** The instant the first month began in the firm's zone: a row from then on is in the window. */
export const windowStart = (now: Date) => sql`(${firstMonth(now)} at time zone ${zone})`;

/**
 * The months shown, oldest first, one row each: `month` ("2026-11"), and the instants it `starts`
 * and `ends` at in the firm's zone. A query counts a month's rows by that range, which an index
 * on the instant answers, and a month with nothing is still there.
 */
export const windowMonths = (now: Date) => sql`(select to_char(step, 'YYYY-MM') as month,
    step at time zone ${zone} as starts, (step + interval '1 month') at time zone ${zone} as ends
  from generate_series(${firstMonth(now)}, ${thisMonth(now)}, interval '1 month') as step)`;

/** The instant falls in the month of `months`, a windowMonths row of the query. */
export const inMonth = (instant: SQL | AnyColumn) =>
  sql`${instant} >= months.starts and ${instant} < months.ends`;

/**
 * The business-day calendar the queries read their counts from (a WITH entry named `calendar`, one
 * row to cross join). It spans every pair they count: from the first payment, or the window's
 * start if that is earlier, to a year after now, past any respond-by date (a quarter at most after
 * its share).
 */
export const calendarCte = (now: Date) =>
  sql`calendar as (${businessDayOrdinalsSql(
    sql`(least((select min(${applications.paidAt}) from ${applications}), ${windowStart(now)}) at time zone ${zone})`,
    sql`(${nowSql(now)} at time zone ${zone} + interval '1 year')`,
  )})`;

/** The calendar day an instant falls on in the firm's zone, by `calendar`'s offset. */
export const dayOf = (instant: SQL | AnyColumn) => firmDayWithinSql(sql`calendar`, instant);

/** The business days from one calendar day to another (core/business-days.ts), from `calendar`. */
export const businessDaysOfDays = (fromDay: SQL, toDay: SQL) =>
  businessDaysWithinSql(sql`calendar`, fromDay, toDay);

/** The business days from one instant to another, read from `calendar`. */
export const businessDays = (from: SQL | AnyColumn, to: SQL | AnyColumn) =>
  businessDaysOfDays(dayOf(from), dayOf(to));

/**
 * percentile_disc over a histogram (`days`, `decisions`, and `reached`, the decisions up to and
 * including those days, and `total`): the fewest days by which the first ceil(fraction x total)
 * decisions had gone, as PostgreSQL's percentile_disc picks its row, without sorting every
 * decision.
 */
export const percentileOf = (fraction: number) =>
  sql.raw(`min(days) filter (where reached >= greatest(1, ceil(${fraction}::float8 * total)))`);

export const rowsOf = async <Row>(db: Database, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
