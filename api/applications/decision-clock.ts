import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { isOverdue } from "../../core/decision-clock";
import { FOUNDER_STAGES } from "../../core/founder-stage";
import type { DecisionClock } from "../../core/schemas/decision-clock";
import { businessDaysBetweenSql, decisionTargetSql } from "../calendar/business-days-sql";
import { applications } from "../db/schema/applications";

// An application's decision clock (core/decision-clock.ts) as the console reads it: the business
// days counted by the database beside the row, and the clock built from them.

type ClockFacts = {
  paidAt: Date | null;
  stageSince: Date;
  decisionSentAt: Date | null;
  founderStage: string;
};

/** What a clock is counted from, beside the row: its days and the firm's target. */
export type ClockCounts = {
  clockDaysTotal: number | null;
  clockDaysInStage: number | null;
  clockTarget: number;
};

/**
 * The business days of each clock, as scalar expressions over the row's columns (the table's, or a
 * subquery's when the list searches): up to the decision mail, or to now while it runs. A stage
 * entered before the payment counts from the payment.
 */
export function clockCounts(columns: Record<string, PgColumn>): {
  [Key in keyof ClockCounts]: SQL.Aliased<ClockCounts[Key]>;
} {
  const paidAt = columns.paidAt ?? applications.paidAt;
  const stageSince = columns.stageSince ?? applications.stageSince;
  const end = sql`coalesce(${columns.decisionSentAt ?? applications.decisionSentAt}, now())`;
  const whenPaid = (count: SQL) =>
    sql<number | null>`case when ${paidAt} is null then null else ${count} end`;
  return {
    clockDaysTotal: whenPaid(businessDaysBetweenSql(paidAt, end)).as("clock_days_total"),
    clockDaysInStage: whenPaid(
      businessDaysBetweenSql(sql`greatest(${stageSince}, ${paidAt})`, end),
    ).as("clock_days_in_stage"),
    clockTarget: sql<number>`${decisionTargetSql}`.as("clock_target"),
  };
}

/** The clock of a paid application; null when nothing was paid (no clock runs). */
export function decisionClockOf(row: ClockFacts & ClockCounts): DecisionClock | null {
  if (!row.paidAt || row.clockDaysTotal === null) return null;
  const stageSince = row.stageSince > row.paidAt ? row.stageSince : row.paidAt;
  const counted = {
    paidAt: row.paidAt.toISOString(),
    stage: FOUNDER_STAGES.find((stage) => stage === row.founderStage) ?? FOUNDER_STAGES[0],
    stageSince: stageSince.toISOString(),
    decidedAt: row.decisionSentAt?.toISOString() ?? null,
    daysTotal: row.clockDaysTotal,
    daysInStage: row.clockDaysInStage ?? 0,
    targetDays: Number(row.clockTarget),
  };
  return { ...counted, overdue: isOverdue(counted) };
}
