import { later } from "../../features/admin/lists/loaded";
import { reviewsApi } from "../../features/admin/reviews/reviews-api";
import { WeightsTab, weightsAction } from "../../features/admin/reviews/weights-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/scorecard-weights";

export const meta = tabMeta("scorecard-weights");

export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "scorecard-weights");
  return { weights: later(reviewsApi.weights()) };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return weightsAction(await request.formData());
}

export default function ScorecardWeights({ loaderData }: Route.ComponentProps) {
  return <WeightsTab weights={loaderData.weights} />;
}
