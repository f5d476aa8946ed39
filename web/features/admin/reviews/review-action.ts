import { parseWithZod } from "@conform-to/zod/v4";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { DecisionFeedbackFormSchema } from "../../../../core/schemas/decision-feedback";
import {
  CommentFormSchema,
  type Scorecard,
  ScorecardFormSchema,
} from "../../../../core/schemas/scorecard";
import { errorText } from "../../../lib/api";
import { type FormReply, replied } from "../actions";
import { refusalOf } from "../server-field-errors";
import { reviewsApi } from "./reviews-api";

/**
 * The answer to the scorecard form: conform's reply, and the scorecard as saved (a draft, or
 * submitted) when it was.
 */
export type ScorecardReply = FormReply & { scorecard?: Scorecard };

/**
 * The comments thread's form, posted to the clientAction of the route showing the application (its
 * record beside the list, the review queue): the comment posted and the box emptied, or why not,
 * said under it.
 */
export async function postComment(applicationId: string, formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: CommentFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    await reviewsApi.addComment(applicationId, submission.value);
    return replied(true, submission.reply({ resetForm: true }));
  } catch (error) {
    const text = { fallback: "The comment was not saved.", network: "Something went wrong." };
    return replied(false, submission.reply({ fieldErrors: { body: [errorText(error, text)] } }));
  }
}

/** Where the queue goes once a scorecard is submitted, or why it could not. */
type AfterSubmit = () => Promise<Response | { ok: false; error: string }>;

/**
 * The scorecard form posted to the clientAction of an application's route (its record beside the
 * list, the review queue): the person's draft, saved as they type, or their submitted scorecard
 * (docs/decisions/020-scorecards.md); a refusal said under the form, its field issues under their
 * fields. `afterSubmit` is the queue's: a submitted scorecard opens the next application.
 */
export async function saveScorecard(
  applicationId: string,
  formData: FormData,
  afterSubmit?: AfterSubmit,
): Promise<ScorecardReply | Response> {
  const submission = parseWithZod(formData, { schema: ScorecardFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { intent, ...scorecard } = submission.value;
  const submit = intent === "scorecard-submit";
  // A draft's answer leaves the form's values as they are now, typed since it was sent or not.
  const reply = (options?: Parameters<typeof submission.reply>[0]) => {
    const { initialValue, ...result } = submission.reply(options);
    return submit ? { ...result, initialValue } : result;
  };
  let saved: Scorecard;
  try {
    saved = await reviewsApi.saveScorecard(applicationId, { ...scorecard, submit });
  } catch (error) {
    const text = submit
      ? { fallback: "The scorecard was not submitted.", network: "Something went wrong." }
      : {
          fallback: "The draft was not saved.",
          network: "The draft was not saved: check your connection.",
        };
    return replied(false, reply(refusalOf(error, errorText(error, text))));
  }
  if (submit && afterSubmit) {
    const next = await afterSubmit();
    if (next instanceof Response) return next;
    return { ...replied(false, reply({ formErrors: [next.error] })), scorecard: saved };
  }
  return { ...replied(true, reply()), scorecard: saved };
}

/**
 * A scorecard's draft saves itself as the reviewer types: nothing shown elsewhere changes with it,
 * so no loader runs again for it (a route's shouldRevalidate).
 */
export function skipDraftSaves({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "scorecard-draft" ? false : defaultShouldRevalidate;
}

/**
 * The decision feedback form (docs/product.md, "Feedback in the decision mail"), posted to the
 * record's clientAction: the summary approved, or none with why; the refusal said under the form.
 */
export async function chooseFeedback(
  applicationId: string,
  formData: FormData,
): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: DecisionFeedbackFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { intent, summary, reason } = submission.value;
  try {
    await reviewsApi.chooseFeedback(
      applicationId,
      intent === "feedback-approve"
        ? { choice: "summary", summary: summary ?? "" }
        : { choice: "none", reason: reason ?? "" },
    );
    return replied(true, submission.reply());
  } catch (error) {
    const text = { fallback: "The feedback was not saved.", network: "Something went wrong." };
    return replied(false, submission.reply(refusalOf(error, errorText(error, text))));
  }
}
