import { desc } from "drizzle-orm";
import type {
  ConsultancyLead,
  FounderLeadInput,
  HandbookLeadInput,
  PitchLead,
} from "../../core/schemas/lead";
import type { Database } from "../db/client";
import { consultancyLeads, pitchLeads } from "../db/schema/public-forms";
import type { ListSource } from "../lists/list-page";

export type PitchLeadRow = typeof pitchLeads.$inferSelect;
export type ConsultancyLeadRow = typeof consultancyLeads.$inferSelect;

const toMeta = (row: { id: string; createdAt: Date } | undefined) => {
  if (!row) throw new Error("insert returned no row");
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
};

export const toPitchLead = ({
  id,
  createdAt,
  searchText: _,
  ...lead
}: PitchLeadRow): PitchLead => ({
  _id: id,
  ...lead,
  createdAt: createdAt.toISOString(),
});

export const toConsultancyLead = ({
  id,
  createdAt,
  ...lead
}: ConsultancyLeadRow): ConsultancyLead => ({
  _id: id,
  ...lead,
  createdAt: createdAt.toISOString(),
});

export async function createPitchLead(db: Database, input: HandbookLeadInput) {
  const [row] = await db
    .insert(pitchLeads)
    .values(input)
    .returning({ id: pitchLeads.id, createdAt: pitchLeads.createdAt });
  return toMeta(row);
}

export async function createConsultancyLead(db: Database, input: FounderLeadInput) {
  const [row] = await db
    .insert(consultancyLeads)
    .values(input)
    .returning({ id: consultancyLeads.id, createdAt: consultancyLeads.createdAt });
  return toMeta(row);
}

export async function listPitchLeads(db: Database): Promise<PitchLead[]> {
  const rows = await db.select().from(pitchLeads).orderBy(desc(pitchLeads.createdAt));
  return rows.map(toPitchLead);
}

export async function listConsultancyLeads(db: Database): Promise<ConsultancyLead[]> {
  const rows = await db.select().from(consultancyLeads).orderBy(desc(consultancyLeads.createdAt));
  return rows.map(toConsultancyLead);
}

/** What the console's paged list and CSV of this table read (api/lists/list-page.ts). */
export const pitchLeadsList: ListSource<PitchLeadRow, PitchLead> = {
  table: pitchLeads,
  searchColumn: pitchLeads.searchText,
  toItem: toPitchLead,
};

/** What the console's paged list and CSV of this table read (api/lists/list-page.ts). */
export const consultancyLeadsList: ListSource<ConsultancyLeadRow, ConsultancyLead> = {
  table: consultancyLeads,
  searchColumn: consultancyLeads.searchText,
  toItem: toConsultancyLead,
};
