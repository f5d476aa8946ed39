import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import type { QuestionTarget } from "../../core/schemas/deal-questions";
import type { Database } from "../db/client";
import { dealQuestionLimits, dealQuestions } from "../db/schema/deal-questions";
import { affiliatedFirms } from "../db/schema/deals";

export type QuestionRow = typeof dealQuestions.$inferSelect;

/** The row's target columns as the schema's target. */
export const targetOf = (row: QuestionRow): QuestionTarget =>
  row.targetKind === "deck"
    ? { kind: "deck", page: row.targetPage ?? 1 }
    : { kind: "memo", section: (row.targetSection ?? "summary") as never };

export const targetColumns = (target: QuestionTarget) =>
  target.kind === "deck"
    ? { targetKind: "deck", targetSection: null, targetPage: target.page }
    : { targetKind: "memo", targetSection: target.section, targetPage: null };

export async function questionLimitOf(db: Database, applicationId: string) {
  const [row] = await db
    .select({ limit: dealQuestionLimits.questionLimit })
    .from(dealQuestionLimits)
    .where(eq(dealQuestionLimits.applicationId, applicationId));
  return row?.limit;
}

export const setQuestionLimitRow = (db: Database, applicationId: string, limit: number) =>
  db
    .insert(dealQuestionLimits)
    .values({ applicationId, questionLimit: limit })
    .onConflictDoUpdate({
      target: dealQuestionLimits.applicationId,
      set: { questionLimit: limit },
    });

/** How many questions the firm's share has asked on its deal. */
export async function questionsAskedBy(db: Database, shareId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(dealQuestions)
    .where(eq(dealQuestions.shareId, shareId));
  return row?.n ?? 0;
}

export async function insertQuestion(db: Database, values: typeof dealQuestions.$inferInsert) {
  const [row] = await db.insert(dealQuestions).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The firm's own questions on its deal, oldest first. */
export const questionsOfShare = (db: Database, shareId: string) =>
  db
    .select()
    .from(dealQuestions)
    .where(eq(dealQuestions.shareId, shareId))
    .orderBy(asc(dealQuestions.createdAt));

/** The deal's published questions, whoever asked them, in the order they were answered. */
export const publishedQuestionsOf = (db: Database, applicationId: string) =>
  db
    .select()
    .from(dealQuestions)
    .where(
      and(
        eq(dealQuestions.applicationId, applicationId),
        eq(dealQuestions.visibility, "published"),
        isNotNull(dealQuestions.answer),
      ),
    )
    .orderBy(asc(dealQuestions.answeredAt));

/** Every question on the deal with the asking firm's name, for staff. */
export const questionsOfApplication = (db: Database, applicationId: string) =>
  db
    .select({ question: dealQuestions, firmName: affiliatedFirms.name })
    .from(dealQuestions)
    .innerJoin(affiliatedFirms, eq(affiliatedFirms.id, dealQuestions.firmId))
    .where(eq(dealQuestions.applicationId, applicationId))
    .orderBy(asc(dealQuestions.createdAt));

export async function questionById(db: Database, id: string) {
  const [row] = await db.select().from(dealQuestions).where(eq(dealQuestions.id, id));
  return row;
}

export async function answerQuestionRow(
  db: Database,
  id: string,
  values: Pick<
    typeof dealQuestions.$inferInsert,
    "answer" | "visibility" | "publishedQuestion" | "answeredById" | "answeredByName" | "answeredAt"
  >,
) {
  const [row] = await db
    .update(dealQuestions)
    .set(values)
    .where(eq(dealQuestions.id, id))
    .returning();
  return row;
}
