import { gt } from "drizzle-orm";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import {
  consultancyLeads,
  consultancyRequests,
  contacts,
  fundingInterest,
  pitchLeads,
} from "../db/schema/public-forms";

/** How many contacts, applications, leads, consultancy requests and funding interest arrived after `since` (everything when null). */
export async function countNewSince(db: Database, since: Date | null) {
  const after = <T extends { createdAt: Parameters<typeof gt>[0] }>(table: T) =>
    since ? gt(table.createdAt, since) : undefined;
  const [
    newContacts,
    newApplications,
    newPitchLeads,
    newConsultancyLeads,
    newConsultancyRequests,
    newFundingInterest,
  ] = await Promise.all([
    db.$count(contacts, after(contacts)),
    db.$count(applications, after(applications)),
    db.$count(pitchLeads, after(pitchLeads)),
    db.$count(consultancyLeads, after(consultancyLeads)),
    db.$count(consultancyRequests, after(consultancyRequests)),
    db.$count(fundingInterest, after(fundingInterest)),
  ]);
  return {
    contacts: newContacts,
    applications: newApplications,
    leads: newPitchLeads + newConsultancyLeads,
    consultancyRequests: newConsultancyRequests,
    fundingInterest: newFundingInterest,
  };
}
