import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { dealMemos } from "../db/schema/deals";
import { pitchDecks } from "../db/schema/founder";

/**
 * What the deal room renders, in one query (the page reads it on every request): the shared memo
 * version, the startup's name, and the application's current deck (its newest) when it is a file.
 */
export async function firmDealRow(db: Database, applicationId: string, memoId: string) {
  const [row] = await db
    .select({
      memo: dealMemos,
      startupName: applications.startupName,
      industry: applications.industry,
      developmentStage: applications.developmentStage,
      phone: applications.phone,
      fullName: applications.fullName,
      designation: applications.designation,
      teamSize: applications.teamSize,
      deck: sql<{ kind: string; fileName: string | null; size: number | null } | null>`(
        select json_build_object('kind', ${pitchDecks.kind}, 'fileName', ${pitchDecks.fileName}, 'size', ${pitchDecks.size})
        from ${pitchDecks}
        where ${pitchDecks.applicationId} = ${applications.id}
        order by ${pitchDecks.createdAt} desc, ${pitchDecks.id} desc
        limit 1
      )`,
    })
    .from(dealMemos)
    .innerJoin(applications, eq(applications.id, dealMemos.applicationId))
    .where(and(eq(dealMemos.id, memoId), eq(dealMemos.applicationId, applicationId)));
  return row;
}
