import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { asksForPitchChoice, type PitchOnDecision } from "../../../../core/pitch-slots";
import type { AdminMe } from "../../../../core/schemas/admin";
import type { ApplicationStatusUpdateSchema } from "../../../../core/schemas/application";
import { ScorecardFormSchema } from "../../../../core/schemas/scorecard";
import { toast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import { type ActionResult, type FormReply, replied } from "../actions";
import { adminApi } from "../admin-api";
import { setIntroductionMeeting } from "../deals/board-action";
import { boardApi } from "../deals/board-api";
import { saveMemo } from "../deals/memo-action";
import { memoApi } from "../deals/memo-api";
import { saveQuestionAnswer, saveQuestionLimit } from "../deals/questions-action";
import { questionsApi } from "../deals/questions-api";
import { type SharingIntent, shareDeal, sharingAction } from "../deals/sharing-action";
import { sharingApi } from "../deals/sharing-api";
import { later } from "../lists/loaded";
import { appealFormAction } from "../reviews/appeal-action";
import { appealsApi } from "../reviews/appeals-api";
import { chooseFeedback, postComment, saveScorecard } from "../reviews/review-action";
import { reviewsApi } from "../reviews/reviews-api";
import { newChangeId, undoableToast } from "../undo-toast";
import { founderSideApi } from "./founder-side-api";
import { askPitchFate } from "./pitch-fate-dialog";
import { refundPayment } from "./refund-action";
import { refundsApi } from "./refunds-api";

/** What the record of an application loads beside its list, each part shown as it arrives. */
export function loadApplicationRecord(applicationId: string, me: Pick<AdminMe, "role">) {
  return {
    details: later(adminApi.application(applicationId)),
    founderSide: later(founderSideApi.get(applicationId)),
    scorecards: later(reviewsApi.scorecards(applicationId)),
    comments: later(reviewsApi.comments(applicationId)),
    // The reviewers' summary for the decision mail: admins choose it (docs/product.md, 5.4).
    feedback: me.role === "admin" ? later(reviewsApi.feedback(applicationId)) : null,
    // A declined founder's appeal, for admins and the reviewer it went to (decision 084).
    appeal: later(appealsApi.get(applicationId)),
    // Refunds and credit notes are admins' work (docs/decisions/085-refunds-and-credit-notes.md).
    refunds: me.role === "admin" ? later(refundsApi.get(applicationId)) : null,
    // The analyst memo is admins' work (docs/decisions/057-deal-memo.md).
    memo: me.role === "admin" ? later(memoApi.get(applicationId)) : null,
    // Sharing it with affiliated firms (docs/decisions/058-deal-sharing.md), admins too.
    sharing:
      me.role === "admin"
        ? {
            candidates: later(sharingApi.candidates(applicationId)),
            sharing: later(sharingApi.sharing(applicationId)),
          }
        : null,
    // Its syndication board: admins and reviewers (docs/decisions/062-deal-answers-and-engagement.md).
    board: later(boardApi.board(applicationId)),
    // The firms' questions on the shared deal (docs/decisions/064-deal-questions.md), admins too.
    questions: me.role === "admin" ? later(questionsApi.list(applicationId)) : null,
  };
}
export type ApplicationRecordData = ReturnType<typeof loadApplicationRecord>;

/** What an application's record sends its clientAction. */
export type ApplicationIntent =
  | { intent: "status"; change: z.input<typeof ApplicationStatusUpdateSchema> }
  | { intent: "revoke-links" }
  | SharingIntent;

/** The founder's links revoked, or why not: said in the founder's section. */
export type LinksRevoked = { ok: boolean; error?: string };

/**
 * An application's status or evaluation (PATCH /api/apply/update-status), said in a toast; the
 * list, and the record if open, load again after it.
 */
export async function updateApplication(
  change: z.input<typeof ApplicationStatusUpdateSchema>,
): Promise<ActionResult> {
  try {
    // A mail cannot be taken back, nor an evaluation's answers: only a plain status is undone.
    const changeId = change.notify || change.adminAnswers ? undefined : newChangeId();
    const updated = await withPitchFate((pitch) =>
      adminApi.updateApplication({ ...change, ...(changeId ? { changeId } : {}), ...pitch }),
    );
    if (!updated) return { ok: false };
    const notified = change.notify ? " (the founder is notified)" : "";
    const message = `${updated.startupName}: ${updated.status}${notified}`;
    if (changeId) undoableToast(message, changeId);
    else toast(message, "success");
    return { ok: true };
  } catch (error) {
    const text = { fallback: "Failed to update the application", network: "Something went wrong." };
    toast(errorText(error, text), "error");
    return { ok: false };
  }
}

/**
 * Sends a change that may resolve applications; when the server answers that a pitch is booked
 * (409), asks staff what becomes of it and sends again with their choice. Answers null when they
 * went back (nothing changed).
 */
export async function withPitchFate<Answer>(
  send: (pitch: { pitch?: PitchOnDecision }) => Promise<Answer>,
): Promise<Answer | null> {
  try {
    return await send({});
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    if (!asksForPitchChoice(error.serverMessage)) throw error;
    const pitch = await askPitchFate(error.serverMessage ?? "");
    return pitch ? send({ pitch }) : null;
  }
}

/**
 * The admin's "Submit evaluation" on the scorecard form: its notes become the application's
 * evaluation answers and it is Resolved (docs/product.md, section 9.3); a toast says how it went.
 */
async function evaluate(applicationId: string, formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: ScorecardFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { ok } = await updateApplication({ applicationId, adminAnswers: submission.value.notes });
  return replied(ok, submission.reply());
}

/**
 * The record's forms, posted as their fields (a hidden `intent` or the button sent names each):
 * the memo, the question limit, a question's answer, a comment, the scorecard (its draft, its
 * submit, the evaluation), the decision feedback, a refund, an introduction meeting, a share.
 */
export function applicationFormAction(applicationId: string, formData: FormData) {
  switch (formData.get("intent")) {
    case "scorecard-draft":
    case "scorecard-submit":
      return saveScorecard(applicationId, formData);
    case "evaluate":
      return evaluate(applicationId, formData);
    case "question-limit":
      return saveQuestionLimit(applicationId, formData);
    case "answer-question":
      return saveQuestionAnswer(formData);
    case "comment":
      return postComment(applicationId, formData);
    case "appeal-recommend":
    case "appeal-decide":
    case "appeal-find-reviewer":
      return appealFormAction(applicationId, formData);
    case "feedback-approve":
    case "feedback-none":
      return chooseFeedback(applicationId, formData);
    case "refund":
      return refundPayment(applicationId, formData);
    case "introduction-meeting":
      return setIntroductionMeeting(applicationId, formData);
    case "share":
      return shareDeal(applicationId, formData);
    default:
      return saveMemo(applicationId, formData);
  }
}

/** The clientAction of an application's record, for what it sends as JSON: its status, links. */
export async function applicationAction(applicationId: string, intent: ApplicationIntent) {
  if (intent.intent === "status") return updateApplication(intent.change);
  if (intent.intent === "revoke-links") {
    try {
      await founderSideApi.revokeLinks(applicationId);
      return { ok: true } satisfies LinksRevoked;
    } catch (error) {
      const text = "The links could not be revoked.";
      return { ok: false, error: errorText(error, { fallback: text, network: text }) };
    }
  }
  return sharingAction(applicationId, intent);
}
