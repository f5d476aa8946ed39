import { sentAsJson } from "../../features/admin/actions";
import { adminApi } from "../../features/admin/admin-api";
import { later } from "../../features/admin/lists/loaded";
import { skipDraftSaves } from "../../features/admin/reviews/review-action";
import {
  type QueuedIntent,
  queuedAction,
  queuedFormAction,
} from "../../features/admin/reviews/review-queue-action";
import { QueuedApplication } from "../../features/admin/reviews/review-queue-tab";
import { reviewsApi } from "../../features/admin/reviews/reviews-api";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/review-queue.$id";

export const meta = tabMeta("review-queue");

/** The application open in the queue: its answers, then your scorecard and the comments. */
export async function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  requireTab(context, "review-queue");
  const { application } = await adminApi.application(params.id);
  return {
    application,
    scorecards: later(reviewsApi.scorecards(params.id)),
    comments: later(reviewsApi.comments(params.id)),
  };
}

export const shouldRevalidate = skipDraftSaves;

/** Your scorecard (submitted: the next opens), a comment, a skip or conflict, the undo of a skip. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  // The scorecard and the comments thread post their fields; the rest send their intent as JSON.
  if (!sentAsJson(request)) return queuedFormAction(params.id, await request.formData());
  return queuedAction(params.id, (await request.json()) as QueuedIntent);
}

export default function QueuedApplicationRoute({ loaderData }: Route.ComponentProps) {
  // A fresh form, and its focus on the first topic, for each application.
  return <QueuedApplication key={loaderData.application._id} {...loaderData} />;
}
