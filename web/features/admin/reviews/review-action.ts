import { parseWithZod } from "@conform-to/zod/v4";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import {
  CommentFormSchema,
  type Scorecard,
  type ScorecardInput,
} from "../../../../core/schemas/scorecard";
import { errorText } from "../../../lib/api";
import { type FormReply, replied } from "../actions";
import { reviewsApi } from "./reviews-api";

/** What a scorecard or the comments thread sends the clientAction of the route showing them. */
export type ReviewIntent = { intent: "scorecard"; scorecard: ScorecardInput };

/** A scorecard saved (a draft, or submitted), or why not: said under the form, not in a toast. */
export type ScorecardSaved = { ok: true; scorecard: Scorecard } | { ok: false; error: string };

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

/**
 * The part of an application's clientAction (its record beside the list, the review queue) that
 * saves the person's scorecard (docs/decisions/020-scorecards.md).
 */
export async function reviewAction(
  applicationId: string,
  intent: ReviewIntent,
): Promise<ScorecardSaved> {
  const { submit } = intent.scorecard;
  try {
    return { ok: true, scorecard: await reviewsApi.saveScorecard(applicationId, intent.scorecard) };
  } catch (error) {
    const text = submit
      ? { fallback: "The scorecard was not submitted.", network: "Something went wrong." }
      : {
          fallback: "The draft was not saved.",
          network: "The draft was not saved: check your connection.",
        };
    return { ok: false, error: errorText(error, text) };
  }
}

/**
 * A scorecard's draft saves itself as the reviewer types: nothing shown elsewhere changes with it,
 * so no loader runs again for it (a route's shouldRevalidate).
 */
export function skipDraftSaves({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = json as Partial<Extract<ReviewIntent, { intent: "scorecard" }>> | undefined;
  return intent?.intent === "scorecard" && intent.scorecard?.submit === false
    ? false
    : defaultShouldRevalidate;
}
