import { later } from "../../features/admin/lists/loaded";
import { appealsApi } from "../../features/admin/reviews/appeals-api";
import { skipDraftSaves } from "../../features/admin/reviews/review-action";
import { type QueueIntent, queueAction } from "../../features/admin/reviews/review-queue-action";
import { ReviewQueueTab } from "../../features/admin/reviews/review-queue-tab";
import { reviewsApi } from "../../features/admin/reviews/reviews-api";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/review-queue";

export const meta = tabMeta("review-queue");

/**
 * How far this reviewer is through the queue, whether anything is left, and the open appeals they
 * act on.
 */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "review-queue");
  return { queue: later(reviewsApi.next()), appeals: later(appealsApi.open()) };
}

export const shouldRevalidate = skipDraftSaves;

/** "Review next": opens the next application at its own address. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return queueAction((await request.json()) as QueueIntent);
}

export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  return <ReviewQueueTab queue={loaderData.queue} appeals={loaderData.appeals} />;
}
