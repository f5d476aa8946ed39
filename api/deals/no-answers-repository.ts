import { and, eq, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealAnswers } from "../db/schema/deal-answers";
import { affiliatedFirms, dealShares } from "../db/schema/deals";

/**
 * Marks, once, each share whose respond-by date passed by `now` while it was still shared and
 * unanswered: one UPDATE whose WHERE a second run (or a second instance at the same moment) no
 * longer matches, so each share comes back to one caller only. Answers what it marked.
 */
export async function markNoAnswers(db: Database, now: Date) {
  return db
    .update(dealShares)
    .set({ noAnswerAt: sql`${dealShares.respondBy}` })
    .where(
      and(
        lte(dealShares.respondBy, now),
        isNull(dealShares.noAnswerAt),
        isNull(dealShares.revokedAt),
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
    )
    .returning({
      applicationId: dealShares.applicationId,
      firmId: dealShares.firmId,
      respondBy: dealShares.respondBy,
      firmName: sql<string>`(select ${affiliatedFirms.name} from ${affiliatedFirms} where ${affiliatedFirms.id} = ${dealShares.firmId})`,
    });
}
