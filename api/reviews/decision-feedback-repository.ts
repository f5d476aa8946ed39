import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { decisionFeedback } from "../db/schema/reviews";

export type FeedbackRow = typeof decisionFeedback.$inferSelect;

/** What an admin chose for the application's decision mail, or undefined. */
export async function findFeedback(
  db: Database,
  applicationId: string,
): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select()
    .from(decisionFeedback)
    .where(eq(decisionFeedback.applicationId, applicationId));
  return row;
}

/** Keeps the admin's choice, replacing an earlier one not yet sent. */
export async function storeFeedback(
  db: Database,
  values: Omit<FeedbackRow, "sentAt">,
): Promise<void> {
  const { applicationId, ...choice } = values;
  await db
    .insert(decisionFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: decisionFeedback.applicationId,
      set: choice,
      setWhere: isNull(decisionFeedback.sentAt),
    });
}

/** The decision mail carried the summary: from now on it stays as sent. */
export async function markFeedbackSent(db: Database, applicationId: string, at: Date) {
  await db
    .update(decisionFeedback)
    .set({ sentAt: at })
    .where(and(eq(decisionFeedback.applicationId, applicationId), isNull(decisionFeedback.sentAt)));
}
