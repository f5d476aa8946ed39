import { and, gte, isNotNull, sql } from "drizzle-orm";
import {
  DECISION_TIMES_MIN_DECISIONS,
  DECISION_TIMES_MONTHS,
  type DecisionTimes,
} from "../../core/decision-times";
import { businessDaysBetweenSql } from "../calendar/business-days-sql";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";

// The firm's time to decision (core/decision-times.ts; docs/product.md, "The decision clock"): the
// median and the 90th percentile of the business days from payment to decision mail, over the paid
// applications whose decision mail went in the last 12 months, counted by the database in one query.

/**
 * The figures now, or null while fewer than 10 decisions were sent in the last 12 months: nothing
 * is shown then, never a number made up. `percentile_disc` gives the smallest time at which at
 * least that share of the decisions had gone, so each figure is a real decision's whole number of
 * business days and needs no rounding (with an even count, the median is the lower middle one).
 */
export async function firmDecisionTimes(db: Database): Promise<DecisionTimes | null> {
  const days = businessDaysBetweenSql(applications.paidAt, applications.decisionSentAt);
  const [row] = await db
    .select({
      decisions: sql<number>`count(*)::int`,
      medianDays: sql<number | null>`(percentile_disc(0.5) within group (order by ${days}))::int`,
      p90Days: sql<number | null>`(percentile_disc(0.9) within group (order by ${days}))::int`,
    })
    .from(applications)
    .where(
      and(
        isNotNull(applications.paidAt),
        gte(
          applications.decisionSentAt,
          sql`now() - make_interval(months => ${DECISION_TIMES_MONTHS})`,
        ),
      ),
    );
  if (!row || row.decisions < DECISION_TIMES_MIN_DECISIONS) return null;
  if (row.medianDays === null || row.p90Days === null) return null;
  return {
    decisions: row.decisions,
    medianDays: Number(row.medianDays),
    p90Days: Number(row.p90Days),
  };
}
