import { WeightsTab } from "../../features/admin/reviews/weights-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";

export const meta = tabMeta("scorecard-weights");

export default function Tab() {
  return <WeightsTab />;
}
