import { eq } from "drizzle-orm";
import {
  DEAL_NOT_FOUND,
  questionsUsedUp,
  questionTaken,
  TERMS_FIRST,
} from "../../core/deal-room-messages";
import {
  ANSWER_VISIBILITIES,
  type AnswerQuestionSchema,
  type AskQuestionSchema,
  DEAL_QUESTION_LIMIT_DEFAULT,
  type DealQuestions,
  type FirmQuestions,
  targetLabel,
} from "../../core/schemas/deal-questions";
import type { z } from "../../core/schemas/zod";
import { recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { affiliatedFirms, dealShares } from "../db/schema/deals";
import { HttpError, notFound } from "../lib/http-error";
import type { AdminIdentity } from "../staff/staff-repository";
import type { DealViewer } from "./deal-room";
import { applicationOf } from "./memos-repository";
import { notifyDealEvent } from "./notifications";
import {
  answerQuestionRow,
  insertQuestion,
  publishedQuestionsOf,
  type QuestionRow,
  questionById,
  questionLimitOf,
  questionsAskedBy,
  questionsOfApplication,
  questionsOfShare,
  setQuestionLimitRow,
  targetColumns,
  targetOf,
} from "./questions-repository";
import { linkById, recordAccess, shareOf } from "./sharing-repository";

// Questions and answers on a shared deal (docs/decisions/064-deal-questions.md). A firm sees its
// own questions and the deal's published ones, never another firm's; a published one carries only
// the wording staff chose, checked for the asking firm's names and addresses.

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function limitOf(db: Database, applicationId: string) {
  return (await questionLimitOf(db, applicationId)) ?? DEAL_QUESTION_LIMIT_DEFAULT;
}

/** The viewer's firm's share of the deal: the one their session opens. */
async function viewerShare(db: Database, viewer: DealViewer) {
  if (!viewer.termsAccepted) throw new HttpError(403, TERMS_FIRST);
  const share = await shareOf(db, viewer.applicationId, viewer.firmId);
  if (!share) throw new HttpError(404, DEAL_NOT_FOUND);
  return share;
}

/** What the deal room shows of questions: the firm's own, the published ones, how many are left. */
export async function firmQuestions(db: Database, viewer: DealViewer): Promise<FirmQuestions> {
  const share = await viewerShare(db, viewer);
  const [limit, mine, published] = await Promise.all([
    limitOf(db, viewer.applicationId),
    questionsOfShare(db, share.id),
    publishedQuestionsOf(db, viewer.applicationId),
  ]);
  return {
    limit,
    left: Math.max(0, limit - mine.length),
    mine: mine.map((row) => ({
      _id: row.id,
      target: targetOf(row),
      question: row.question,
      askedBy: row.askedByName,
      askedAt: row.createdAt.toISOString(),
      answer: row.answer,
      answeredAt: iso(row.answeredAt),
      published: row.visibility === "published",
    })),
    // The firm's own published questions are among its own, with their answers.
    published: published
      .filter((row) => row.shareId !== share.id)
      .map((row) => ({
        _id: row.id,
        target: targetOf(row),
        question: row.publishedQuestion ?? "",
        answer: row.answer ?? "",
        answeredAt: (row.answeredAt ?? row.createdAt).toISOString(),
      })),
  };
}

/**
 * A question from the viewer's firm: within the firm's limit for the deal (counted under the
 * share's row lock, so two at once cannot both take the last one), told to the admin who shared.
 */
export async function askQuestion(
  db: Database,
  viewer: DealViewer,
  input: z.output<typeof AskQuestionSchema>,
  ip: string,
  now = new Date(),
) {
  const share = await viewerShare(db, viewer);
  const link = await linkById(db, viewer.linkId);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: dealShares.id })
      .from(dealShares)
      .where(eq(dealShares.id, share.id))
      .for("update");
    const [limit, asked] = await Promise.all([
      limitOf(tx, viewer.applicationId),
      questionsAskedBy(tx, share.id),
    ]);
    if (asked >= limit) throw new HttpError(409, questionsUsedUp(limit));
    await insertQuestion(tx, {
      applicationId: viewer.applicationId,
      shareId: share.id,
      firmId: viewer.firmId,
      linkId: viewer.linkId,
      askedByName:
        link && link.email.toLowerCase() === viewer.email ? link.personName : viewer.email,
      askedByEmail: viewer.email,
      ...targetColumns(input.target),
      question: input.question,
      createdAt: now,
    });
    await recordAccess(tx, {
      applicationId: viewer.applicationId,
      firmId: viewer.firmId,
      linkId: viewer.linkId,
      email: viewer.email,
      event: "question asked",
      ip,
    });
    await notifyDealEvent(
      tx,
      {
        kind: "question",
        applicationId: viewer.applicationId,
        firmId: viewer.firmId,
        detail: `${targetLabel(input.target)}, “${input.question}”`,
      },
      now,
    );
    const left = limit - asked - 1;
    return {
      message: questionTaken(left),
      left,
    };
  });
}

const toStaffQuestion = ({
  question: row,
  firmName,
}: {
  question: QuestionRow;
  firmName: string;
}) => ({
  _id: row.id,
  firmId: row.firmId,
  firmName,
  askedBy: row.askedByName,
  askedByEmail: row.askedByEmail,
  target: targetOf(row),
  question: row.question,
  askedAt: row.createdAt.toISOString(),
  answer: row.answer,
  visibility: ANSWER_VISIBILITIES.find((v) => v === row.visibility) ?? null,
  publishedQuestion: row.publishedQuestion,
  answeredByName: row.answeredByName,
  answeredAt: iso(row.answeredAt),
});

/** Every firm's questions on the deal, for staff, with the deal's limit. */
export async function questionsForStaff(
  db: Database,
  applicationId: string,
): Promise<DealQuestions> {
  if (!(await applicationOf(db, applicationId))) throw notFound("Application");
  const [limit, rows] = await Promise.all([
    limitOf(db, applicationId),
    questionsOfApplication(db, applicationId),
  ]);
  return { limit, questions: rows.map(toStaffQuestion) };
}

export async function setQuestionLimit(
  db: Database,
  applicationId: string,
  limit: number,
  admin: AdminIdentity,
) {
  if (!(await applicationOf(db, applicationId))) throw notFound("Application");
  await db.transaction(async (tx) => {
    await setQuestionLimitRow(tx, applicationId, limit);
    await recordAudit(tx, {
      entityType: "application",
      entityId: applicationId,
      action: "Question limit set",
      detail: `${limit} ${limit === 1 ? "question" : "questions"} per firm`,
      admin,
    });
  });
  return {
    message: `Each firm may now ask ${limit} ${limit === 1 ? "question" : "questions"} on this deal.`,
  };
}

/** The words that would say who asked: the firm's name, domains, and its people's names and addresses. */
function namesOfAsker(
  row: QuestionRow,
  firm: { name: string; domains: string[]; people: { name: string; email: string }[] },
) {
  return [
    firm.name,
    row.askedByName,
    row.askedByEmail,
    ...firm.domains,
    ...firm.people.flatMap((person) => [person.name, person.email]),
  ]
    .map((word) => word.trim())
    .filter((word) => word.length >= 3);
}

/**
 * Staff's answer: private (the asking firm alone reads it) or published to every firm on the deal
 * in the wording given, which must not name the asking firm, its people or their addresses.
 * Answering again replaces the answer (a correction, a change of wording, or publishing later).
 */
export async function answerQuestion(
  db: Database,
  questionId: string,
  input: z.output<typeof AnswerQuestionSchema>,
  admin: AdminIdentity,
  now = new Date(),
) {
  const row = await questionById(db, questionId);
  if (!row) throw notFound("Question");
  const [firm] = await db.select().from(affiliatedFirms).where(eq(affiliatedFirms.id, row.firmId));
  const published = input.visibility === "published";
  if (published && firm) {
    const said = `${input.publishedQuestion ?? ""}\n${input.answer}`.toLowerCase();
    const named = namesOfAsker(row, firm).find((word) => said.includes(word.toLowerCase()));
    if (named) {
      throw new HttpError(
        400,
        `Every firm on the deal reads a published question and its answer: take out “${named}”, which says who asked.`,
      );
    }
  }
  await db.transaction(async (tx) => {
    await answerQuestionRow(tx, questionId, {
      answer: input.answer,
      visibility: input.visibility,
      publishedQuestion: published ? (input.publishedQuestion ?? null) : null,
      answeredById: admin.id,
      answeredByName: admin.name,
      answeredAt: now,
    });
    await recordAudit(tx, {
      entityType: "application",
      entityId: row.applicationId,
      action: published ? "Question answered and published" : "Question answered privately",
      detail: published
        ? `A question of ${firm?.name ?? "a firm"}, published without its name to every firm on the deal`
        : `A question of ${firm?.name ?? "a firm"}, answered to that firm only`,
      admin,
    });
  });
  return {
    message: published
      ? "Answered and published to every firm on this deal, without who asked."
      : `Answered to ${firm?.name ?? "the firm"} only.`,
  };
}
