import { and, eq, gt, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { dealAnswers } from "../db/schema/deal-answers";
import { affiliatedFirms, dealLinks, dealReminders, dealShares } from "../db/schema/deals";

/**
 * The people a reminder may go to: live links of live shares that ask for an answer by a date not
 * yet past, at firms that have not answered.
 */
export async function linksAwaitingAnswer(db: Database, now: Date) {
  return db
    .select({
      linkId: dealLinks.id,
      email: dealLinks.email,
      personName: dealLinks.personName,
      language: dealLinks.language,
      linkExpiresAt: dealLinks.expiresAt,
      firmName: affiliatedFirms.name,
      startupName: applications.startupName,
      respondBy: dealShares.respondBy,
      sharedByName: dealShares.sharedByName,
    })
    .from(dealLinks)
    .innerJoin(dealShares, eq(dealShares.id, dealLinks.shareId))
    .innerJoin(affiliatedFirms, eq(affiliatedFirms.id, dealShares.firmId))
    .innerJoin(applications, eq(applications.id, dealShares.applicationId))
    .where(
      and(
        isNull(dealShares.revokedAt),
        isNull(dealLinks.revokedAt),
        gt(dealLinks.expiresAt, now),
        isNotNull(dealShares.respondBy),
        gt(dealShares.respondBy, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(dealAnswers)
            .where(
              and(
                eq(dealAnswers.applicationId, dealShares.applicationId),
                eq(dealAnswers.firmId, dealShares.firmId),
              ),
            ),
        ),
      ),
    );
}

/** Claims a reminder of a link: true the first time, false when it was sent already. */
export async function claimReminder(db: Database, linkId: string, kind: string, now: Date) {
  const claimed = await db
    .insert(dealReminders)
    .values({ linkId, kind, sentAt: now })
    .onConflictDoNothing()
    .returning({ linkId: dealReminders.linkId });
  return claimed.length > 0;
}
