import type { FounderLeadInput, HandbookLeadInput } from "../../../core/schemas/lead";
import type { Database } from "../../db/client";
import { consultancyLeads, pitchLeads } from "../../db/schema";

const toMeta = (row: { id: string; createdAt: Date } | undefined) => {
  if (!row) throw new Error("insert returned no row");
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
};

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
