import { insightsApi } from "../../features/admin/insights/insights-api";
import { InsightsTab } from "../../features/admin/insights/insights-tab";
import { later } from "../../features/admin/lists/loaded";
import { appealsApi } from "../../features/admin/reviews/appeals-api";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/insights";

export const meta = tabMeta("insights");

/** The firm's numbers over the last 12 months (docs/product.md, "Insights"). */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "insights");
  return { insights: later(insightsApi.read()), appeals: later(appealsApi.counts()) };
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  return <InsightsTab insights={loaderData.insights} appeals={loaderData.appeals} />;
}
