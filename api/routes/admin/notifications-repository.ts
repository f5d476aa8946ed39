import { gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { applications, consultancyLeads, contacts, pitchLeads } from "../../db/schema";

/** How many contacts, applications and leads arrived after `since` (everything when null). */
export async function countNewSince(db: Database, since: Date | null) {
  const after = <T extends { createdAt: Parameters<typeof gt>[0] }>(table: T) =>
    since ? gt(table.createdAt, since) : undefined;
  const [newContacts, newApplications, newPitchLeads, newConsultancyLeads] = await Promise.all([
    db.$count(contacts, after(contacts)),
    db.$count(applications, after(applications)),
    db.$count(pitchLeads, after(pitchLeads)),
    db.$count(consultancyLeads, after(consultancyLeads)),
  ]);
  return {
    contacts: newContacts,
    applications: newApplications,
    leads: newPitchLeads + newConsultancyLeads,
  };
}
