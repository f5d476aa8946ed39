import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { affiliatedFirms, dealAnswerLinks, dealLinks, dealShares } from "../db/schema/deals";

/** Keeps a mail's answer link: only its token's hash. */
export async function insertAnswerLink(
  db: Database,
  row: { linkId: string; tokenHash: string; createdAt: Date },
) {
  await db.insert(dealAnswerLinks).values(row);
}

/** The person's deal link an answer link answers for, with its share, firm and startup. */
export async function answerLinkByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      link: dealLinks,
      share: dealShares,
      firm: affiliatedFirms,
      startupName: applications.startupName,
    })
    .from(dealAnswerLinks)
    .innerJoin(dealLinks, eq(dealLinks.id, dealAnswerLinks.linkId))
    .innerJoin(dealShares, eq(dealShares.id, dealLinks.shareId))
    .innerJoin(affiliatedFirms, eq(affiliatedFirms.id, dealShares.firmId))
    .innerJoin(applications, eq(applications.id, dealShares.applicationId))
    .where(eq(dealAnswerLinks.tokenHash, tokenHash));
  return row;
}
