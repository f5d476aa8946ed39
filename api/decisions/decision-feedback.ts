import { eq } from "drizzle-orm";
import { draftFeedback } from "../../core/decision-feedback";
import { FOUNDER_MAIL_TEXTS } from "../../core/founder-mail-texts";
import { type Language, languageOf } from "../../core/languages";
import type { DecisionFeedback, DecisionFeedbackInput } from "../../core/schemas/decision-feedback";
import { recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { HttpError, notFound } from "../lib/http-error";
import {
  type FeedbackRow,
  findFeedback,
  storeFeedback,
} from "../reviews/decision-feedback-repository";
import { scorecardsOf } from "../reviews/scorecards-repository";
import type { AdminIdentity } from "../staff/staff-repository";

// Feedback in the decision mail (docs/product.md, "Feedback in the decision mail"): a draft from
// the scorecards' notes (their first versions), which an admin edits and approves, or declines to
// send with a reason; either choice is a line in the application's history. The decision mail
// carries the approved summary under its text, in the founder's language; once it went, it stays.

const chosenOf = (row: FeedbackRow | undefined): DecisionFeedback["chosen"] =>
  row
    ? {
        summary: row.summary,
        noSummaryReason: row.noSummaryReason,
        chosenBy: row.chosenBy,
        chosenAt: row.chosenAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }
    : null;

async function applicationLanguage(db: Database, applicationId: string): Promise<Language> {
  const [row] = await db
    .select({ language: applications.language })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) throw notFound("Application");
  return languageOf(row.language);
}

export async function decisionFeedbackOf(
  db: Database,
  applicationId: string,
): Promise<DecisionFeedback> {
  const language = await applicationLanguage(db, applicationId);
  const [cards, chosen] = await Promise.all([
    scorecardsOf(db, applicationId),
    findFeedback(db, applicationId),
  ]);
  const submitted = cards.filter((card) => card.submittedAt !== null);
  return {
    language,
    draft: draftFeedback(submitted.map((card) => card.notes)),
    chosen: chosenOf(chosen),
  };
}

/** Approves a summary or sends none (with why); refused (409) once the decision mail carried one. */
export async function chooseDecisionFeedback(
  db: Database,
  applicationId: string,
  admin: AdminIdentity,
  input: DecisionFeedbackInput,
  now: Date,
): Promise<DecisionFeedback> {
  await applicationLanguage(db, applicationId);
  const earlier = await findFeedback(db, applicationId);
  if (earlier?.sentAt) {
    throw new HttpError(
      409,
      "The decision mail already carried the feedback: it stays as the founder received it.",
    );
  }
  const summary = input.choice === "summary" ? input.summary : null;
  const reason = input.choice === "none" ? input.reason : null;
  await db.transaction(async (tx) => {
    await storeFeedback(tx, {
      applicationId,
      summary,
      noSummaryReason: reason,
      chosenBy: admin.name,
      chosenAt: now,
    });
    await recordAudit(tx, {
      entityType: "application",
      entityId: applicationId,
      action: summary ? "Feedback for the founder approved" : "No feedback for the founder",
      detail: reason ?? "",
      admin: { id: admin.id, name: admin.name },
    });
  });
  return decisionFeedbackOf(db, applicationId);
}

/** The lines a decision mail adds under its text: the approved summary, headed; none without. */
export async function feedbackLines(
  db: Database,
  application: { _id: string; language: Language },
): Promise<string[]> {
  const chosen = await findFeedback(db, application._id);
  if (!chosen?.summary) return [];
  return [FOUNDER_MAIL_TEXTS[application.language].feedbackHeading, "", chosen.summary];
}
