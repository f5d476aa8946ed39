import { desc } from "drizzle-orm";
import type {
  ConsultancyRequest,
  ConsultancyRequestInput,
} from "../../core/schemas/consultancy-request";
import { withBlankConsultancyAnswers } from "../../core/schemas/consultancy-request";
import type { Database } from "../db/client";
import { consultancyRequests } from "../db/schema/public-forms";
import type { ListSource } from "../lists/list-page";

export type ConsultancyRequestRow = typeof consultancyRequests.$inferSelect;

export const toConsultancyRequest = ({
  id,
  createdAt,
  searchText: _,
  ...request
}: ConsultancyRequestRow): ConsultancyRequest => ({
  _id: id,
  ...request,
  createdAt: createdAt.toISOString(),
});

/** Stores a checked request; optional answers left out are stored as empty strings. */
export async function createConsultancyRequest(db: Database, input: ConsultancyRequestInput) {
  const [row] = await db
    .insert(consultancyRequests)
    .values({
      ...withBlankConsultancyAnswers(input),
    })
    .returning({ id: consultancyRequests.id, createdAt: consultancyRequests.createdAt });
  if (!row) throw new Error("insert returned no row");
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
}

/** Every request, newest first (the plain GET; the console pages through the admin list). */
export async function listConsultancyRequests(db: Database): Promise<ConsultancyRequest[]> {
  const rows = await db
    .select()
    .from(consultancyRequests)
    .orderBy(desc(consultancyRequests.createdAt), desc(consultancyRequests.id));
  return rows.map(toConsultancyRequest);
}

/** What the console's paged list and CSV of this table read (api/lists/list-page.ts). */
export const consultancyRequestsList: ListSource<ConsultancyRequestRow, ConsultancyRequest> = {
  table: consultancyRequests,
  searchColumn: consultancyRequests.searchText,
  toItem: toConsultancyRequest,
};
