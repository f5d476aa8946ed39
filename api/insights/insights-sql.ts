import { type SQL, sql } from "drizzle-orm";
import { FIRM_TIME_ZONE } from "../../core/business-days";
import { INSIGHTS_MONTHS } from "../../core/schemas/insights";
import type { Database } from "../db/client";

// What the Insights queries share: the 12 months they cover, taken in the firm's time zone
// (core/business-days.ts), and reading a query's rows. The zone and the number of months are
// written into the SQL as constants, so the same expression in a select list and its group by is
// the same text.

const zone = sql.raw(`'${FIRM_TIME_ZONE}'`);

/** The first day of this month in the firm's zone, as a wall time. */
const thisMonth = sql`date_trunc('month', now() at time zone ${zone})`;

/** The first day of the first month shown, as a wall time. */
const firstMonth = sql`(${thisMonth} - interval '${sql.raw(String(INSIGHTS_MONTHS - 1))} months')`;

/** The instant the first month began in the firm's zone: a row from then on is in the window. */
export const windowStart = sql`(${firstMonth} at time zone ${zone})`;

/** The month an instant falls in, in the firm's zone, as "2026-11". */
export const monthOf = (instant: SQL) => sql`to_char(${instant} at time zone ${zone}, 'YYYY-MM')`;

/** The months shown, oldest first, one row each (`month`): a month with nothing is still there. */
export const windowMonths = sql`(select to_char(step, 'YYYY-MM') as month
  from generate_series(${firstMonth}, ${thisMonth}, interval '1 month') as step)`;

export const rowsOf = async <Row>(db: Database, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
