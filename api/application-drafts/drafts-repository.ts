import { and, count, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Language } from "../../core/languages";
import type { Draft } from "../../core/schemas/application-draft";
import type { Database } from "../db/client";
import { applicationDrafts, draftLinks } from "../db/schema/application-drafts";
import { applications } from "../db/schema/applications";

export type DraftRow = typeof applicationDrafts.$inferSelect;

export const toDraft = (row: DraftRow): Draft => ({
  email: row.email,
  step: row.step,
  answers: row.answers,
  savedAt: row.updatedAt.toISOString(),
});

const sameEmail = (email: string) =>
  eq(sql`lower(${applicationDrafts.email})`, email.toLowerCase());

export async function createDraft(
  db: Database,
  values: { email: string; step: number; answers: Record<string, string>; language: Language },
): Promise<DraftRow> {
  const [row] = await db.insert(applicationDrafts).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** A new save of an unfinished draft: the answers and step, and three more days before a reminder. */
export async function updateDraft(
  db: Database,
  id: string,
  values: { email: string; step: number; answers: Record<string, string> },
): Promise<DraftRow | undefined> {
  const [row] = await db
    .update(applicationDrafts)
    .set({ ...values, remindedAt: null, updatedAt: new Date() })
    .where(and(eq(applicationDrafts.id, id), isNull(applicationDrafts.submittedAt)))
    .returning();
  return row;
}

export async function addDraftLink(db: Database, draftId: string, tokenHash: string) {
  await db.insert(draftLinks).values({ draftId, tokenHash });
}

/** The draft a link's token opens (submitted or not), if the link exists. */
export async function findDraftByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<DraftRow | undefined> {
  const [row] = await db
    .select({ draft: applicationDrafts })
    .from(draftLinks)
    .innerJoin(applicationDrafts, eq(applicationDrafts.id, draftLinks.draftId))
    .where(eq(draftLinks.tokenHash, tokenHash));
  return row?.draft;
}

/**
 * An application came in from this address: its unfinished drafts are done, and their answers,
 * now in the application, are not kept twice. Answers how many.
 */
export async function markDraftsSubmitted(db: Database, email: string, now: Date) {
  const rows = await db
    .update(applicationDrafts)
    .set({ submittedAt: now, answers: {}, updatedAt: now })
    .where(and(sameEmail(email), isNull(applicationDrafts.submittedAt)))
    .returning({ id: applicationDrafts.id });
  return rows.length;
}

/**
 * The drafts whose founder applied since (an application from the same address, made after the
 * draft): marked submitted, whoever noticed it first. Answers how many.
 */
export async function markDraftsFollowedByApplications(db: Database, now: Date) {
  const rows = await db
    .update(applicationDrafts)
    .set({ submittedAt: now, answers: {}, updatedAt: now })
    .where(
      and(
        isNull(applicationDrafts.submittedAt),
        sql`exists (select 1 from ${applications} where lower(${applications.email}) = lower(${applicationDrafts.email}) and ${applications.createdAt} >= ${applicationDrafts.createdAt})`,
      ),
    )
    .returning({ id: applicationDrafts.id });
  return rows.length;
}

/**
 * Takes the drafts due a reminder (unfinished, never reminded, last saved before `savedBefore`):
 * each is marked reminded in the same statement, so it is taken once however many jobs run.
 */
export async function takeDraftsDueReminder(
  db: Database,
  savedBefore: Date,
  now: Date,
  limit = 100,
): Promise<DraftRow[]> {
  const due = db
    .select({ id: applicationDrafts.id })
    .from(applicationDrafts)
    .where(
      and(
        isNull(applicationDrafts.remindedAt),
        isNull(applicationDrafts.submittedAt),
        lte(applicationDrafts.updatedAt, savedBefore),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(applicationDrafts)
    .set({ remindedAt: now })
    .where(sql`${applicationDrafts.id} in ${due}`)
    .returning();
}

/** Unfinished drafts counted by the screen they were saved on, and how many were submitted. */
export async function draftCounts(db: Database) {
  const [byStep, [submitted]] = await Promise.all([
    db
      .select({ step: applicationDrafts.step, drafts: count() })
      .from(applicationDrafts)
      .where(isNull(applicationDrafts.submittedAt))
      .groupBy(applicationDrafts.step),
    db
      .select({ drafts: count() })
      .from(applicationDrafts)
      .where(isNotNull(applicationDrafts.submittedAt)),
  ]);
  return { byStep, submitted: submitted?.drafts ?? 0 };
}
