import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { FIRM_TIME_ZONE, UAE_WEEKEND } from "../../core/business-days";
import { DEFAULT_DECISION_TARGET_DAYS } from "../../core/decision-clock";
import { clockTargets, publicHolidays } from "../db/schema/calendar";

// The business-day calendar (core/business-days.ts) as SQL, for the figures the database counts
// over many rows at once: a list's decision clocks, their sort, the overdue applications.
// api/applications/decision-clock.test.ts holds it to core's businessDaysBetween day by day.

type Instant = SQL | AnyColumn;

/** The calendar day an instant falls on in the firm's zone. */
const dayOf = (instant: Instant) => sql`(${instant} at time zone ${FIRM_TIME_ZONE})::date`;

const weekend = sql.join(
  UAE_WEEKEND.map((weekday) => sql.raw(String(weekday))),
  sql`, `,
);

/**
 * The business days begun since `from` up to `to` (core's businessDaysBetween): the days after the
 * one `from` falls on, up to and including the one `to` falls on, that are neither on the weekend
 * nor a holiday. 0 when `to` is not after `from`'s day.
 */
export function businessDaysBetweenSql(from: Instant, to: Instant): SQL<number> {
  const first = dayOf(from);
  return sql<number>`(select count(*)::int from generate_series(1, ${dayOf(to)} - ${first}) as step(n)
    where extract(dow from ${first} + step.n)::int not in (${weekend})
    and (${first} + step.n) not in (select ${publicHolidays.day} from ${publicHolidays}))`;
}

/** The firm's decision target in business days (the default until staff set one). */
export const decisionTargetSql = sql<number>`coalesce((select ${clockTargets.decisionDays} from ${clockTargets}), ${DEFAULT_DECISION_TARGET_DAYS})`;

/**
 * The calendar counted once for a query that counts many pairs of instants: one row holding its
 * `first_day`, `last_day` and `ordinals`, the business days from `first_day` up to and including
 * each day to `last_day`; and `utc_offset`, the firm's zone's offset from UTC when it is the same at
 * the start of every one of those days (Asia/Dubai keeps +04:00 all year), null when the clocks
 * change within them. Put it in the query's WITH and read it with businessDaysWithinSql and
 * firmDayWithinSql.
 */
export function businessDayOrdinalsSql(firstDay: SQL, lastDay: SQL): SQL {
  return sql`select min(day) as first_day, max(day) as last_day,
    array_agg(ordinal order by day) as ordinals,
    case when min(utc_offset) = max(utc_offset) then min(utc_offset) end as utc_offset
  from (select step::date as day, (count(*) filter (
      where extract(dow from step)::int not in (${weekend})
      and step::date not in (select ${publicHolidays.day} from ${publicHolidays})
    ) over (order by step))::int as ordinal,
    step::date::timestamp - (step::date::timestamp at time zone ${FIRM_TIME_ZONE} at time zone 'UTC')
      as utc_offset
    from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as step) as days`;
}

/**
 * The calendar day an instant falls on in the firm's zone, for a query with `calendar` (a
 * businessDayOrdinalsSql row) in its WITH: by the calendar's offset when the zone keeps one, a sum,
 * rather than by the zone's rules, looked up for every row at several times the cost; by those
 * rules when the clocks change within the calendar.
 */
export function firmDayWithinSql(calendar: SQL, instant: Instant): SQL {
  const offset = sql`(select utc_offset from ${calendar})`;
  return sql`(case when ${offset} is null then ${instant} at time zone ${FIRM_TIME_ZONE}
    else ${instant} at time zone ${offset} end)::date`;
}

/**
 * businessDaysBetweenSql between two calendar days (firmDayWithinSql), read from the ordinals of
 * `calendar` (the name of a businessDayOrdinalsSql row in the query's WITH): two lookups instead of
 * a count. The calendar must span both days (a day outside it has no ordinal, and the pair counts
 * 0), so the query makes it wide enough.
 */
export function businessDaysWithinSql(calendar: SQL, fromDay: SQL, toDay: SQL): SQL<number> {
  // Read as values the query takes once, not columns of a joined row.
  const ordinal = (day: SQL) =>
    sql`(select ordinals from ${calendar})[${day} - (select first_day from ${calendar}) + 1]`;
  return sql<number>`greatest(0, ${ordinal(toDay)} - ${ordinal(fromDay)})`;
}
