import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Scorecard, ScorecardInput } from "../../../../core/schemas/scorecard";
import { errorText } from "../../../lib/api";
import { reviewsApi } from "./reviews-api";

/** What a scorecard or the comments thread sends the clientAction of the route showing them. */
export type ReviewIntent =
  | { intent: "scorecard"; scorecard: ScorecardInput }
  | { intent: "comment"; body: string };

/** A scorecard saved (a draft, or submitted), or why not: said under the form, not in a toast. */
export type ScorecardSaved = { ok: true; scorecard: Scorecard } | { ok: false; error: string };
/** A comment posted, or why not: said under the thread's form. */
export type CommentPosted = { ok: true } | { ok: false; error: string };

/**
 * The part of an application's clientAction (its record beside the list, the review queue) that
 * saves the person's scorecard or posts a comment (docs/decisions/020-scorecards.md).
 */
export async function reviewAction(
  applicationId: string,
  intent: ReviewIntent,
): Promise<ScorecardSaved | CommentPosted> {
  if (intent.intent === "comment") {
    try {
      await reviewsApi.addComment(applicationId, { body: intent.body });
      return { ok: true };
    } catch (error) {
      const text = { fallback: "The comment was not saved.", network: "Something went wrong." };
      return { ok: false, error: errorText(error, text) };
    }
  }
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
