import { later } from "../../features/admin/lists/loaded";
import { reviewsApi } from "../../features/admin/reviews/reviews-api";
import {
  type WeightsIntent,
  WeightsTab,
  weightsAction,
} from "../../features/admin/reviews/weights-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";
import type { Route } from "./+types/scorecard-weights";

export const meta = tabMeta("scorecard-weights");

export function clientLoader() {
  return { weights: later(reviewsApi.weights()) };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return weightsAction((await request.json()) as WeightsIntent);
}

export default function ScorecardWeights({ loaderData }: Route.ComponentProps) {
  return <WeightsTab weights={loaderData.weights} />;
}
