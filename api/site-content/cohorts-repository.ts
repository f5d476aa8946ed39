import { asc, desc, eq } from "drizzle-orm";
import type { PublicationStatus } from "../../core/constants";
import { missingArabic } from "../../core/schemas/arabic-texts";
import {
  type AdminCohort,
  COHORT_TEXT_FIELDS,
  type CohortFields,
} from "../../core/schemas/cohorts";
import type { Database } from "../db/client";
import { cohorts } from "../db/schema/site-content";

export type CohortRow = typeof cohorts.$inferSelect;

export const toAdminCohort = (row: CohortRow): AdminCohort => ({
  _id: row.id,
  name: row.name,
  startDate: row.startDate,
  lengthDays: row.lengthDays,
  place: row.place,
  sponsorship: row.sponsorship,
  applicationDeadline: row.applicationDeadline,
  timeZone: row.timeZone,
  summary: row.summary,
  nameAr: row.nameAr,
  placeAr: row.placeAr,
  sponsorshipAr: row.sponsorshipAr,
  summaryAr: row.summaryAr,
  missingArabic: missingArabic(COHORT_TEXT_FIELDS, row),
  status: row.status as PublicationStatus,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every cohort, for the console: the latest start first. */
export async function listCohorts(db: Database): Promise<AdminCohort[]> {
  const rows = await db.select().from(cohorts).orderBy(desc(cohorts.startDate), desc(cohorts.id));
  return rows.map(toAdminCohort);
}

export async function createCohort(db: Database, fields: CohortFields): Promise<AdminCohort> {
  const [row] = await db.insert(cohorts).values(fields).returning();
  if (!row) throw new Error("insert returned no row");
  return toAdminCohort(row);
}

/** Replaces a cohort's fields (its status stays); undefined when there is no such cohort. */
export async function updateCohort(
  db: Database,
  id: string,
  fields: CohortFields,
): Promise<AdminCohort | undefined> {
  const [row] = await db
    .update(cohorts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(cohorts.id, id))
    .returning();
  return row && toAdminCohort(row);
}

export async function setCohortStatus(
  db: Database,
  id: string,
  status: PublicationStatus,
): Promise<AdminCohort | undefined> {
  const [row] = await db
    .update(cohorts)
    .set({ status, updatedAt: new Date() })
    .where(eq(cohorts.id, id))
    .returning();
  return row && toAdminCohort(row);
}

/** The published cohorts, in start order. */
export function publishedCohorts(db: Database): Promise<CohortRow[]> {
  return db
    .select()
    .from(cohorts)
    .where(eq(cohorts.status, "published"))
    .orderBy(asc(cohorts.startDate), asc(cohorts.id));
}
