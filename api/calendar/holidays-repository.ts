import { asc, eq } from "drizzle-orm";
import {
  type BusinessCalendar,
  businessCalendar,
  FIRM_TIME_ZONE,
  UAE_WEEKEND,
  WEEKDAY_NAMES,
} from "../../core/business-days";
import type { BusinessCalendarView, Holiday, HolidayInput } from "../../core/schemas/holidays";
import type { Database } from "../db/client";
import { publicHolidays } from "../db/schema/calendar";
import { HttpError, notFound } from "../lib/http-error";
import { readDecisionTarget } from "./clock-targets-repository";

// The firm's public holidays (core/business-days.ts): read whole, a day added or taken away.

async function listHolidays(db: Database): Promise<Holiday[]> {
  return db
    .select({ day: publicHolidays.day, name: publicHolidays.name })
    .from(publicHolidays)
    .orderBy(asc(publicHolidays.day));
}

/** The firm's business-day calendar, for a clock counted in JavaScript (a respond-by date). */
export async function loadBusinessCalendar(db: Database): Promise<BusinessCalendar> {
  return businessCalendar((await listHolidays(db)).map((holiday) => holiday.day));
}

/** The calendar as the console shows it. */
export async function showBusinessCalendar(db: Database): Promise<BusinessCalendarView> {
  return {
    timeZone: FIRM_TIME_ZONE,
    weekend: UAE_WEEKEND.map((weekday) => WEEKDAY_NAMES[weekday] ?? ""),
    holidays: await listHolidays(db),
    ...(await readDecisionTarget(db)),
  };
}

/** A holiday added (the schema refused a weekend day); refused when the day is a holiday already. */
export async function addHoliday(db: Database, input: HolidayInput): Promise<Holiday> {
  const [added] = await db
    .insert(publicHolidays)
    .values({ day: input.day, name: input.name })
    .onConflictDoNothing()
    .returning({ day: publicHolidays.day, name: publicHolidays.name });
  if (!added) throw new HttpError(409, `${input.day} is a holiday already.`);
  return added;
}

/** A holiday taken away: the day counts as a business day again. */
export async function removeHoliday(db: Database, day: string): Promise<void> {
  const removed = await db
    .delete(publicHolidays)
    .where(eq(publicHolidays.day, day))
    .returning({ day: publicHolidays.day });
  if (removed.length === 0) throw notFound("Holiday");
}
