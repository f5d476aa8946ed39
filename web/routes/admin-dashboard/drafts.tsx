import { DraftFunnelTab } from "../../features/admin/drafts/draft-funnel-tab";
import { draftsApi } from "../../features/admin/drafts/drafts-api";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/drafts";

export const meta = tabMeta("drafts");

/** Where saved application drafts stop. */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "drafts");
  return { funnel: later(draftsApi.funnel()) };
}

export default function Drafts({ loaderData }: Route.ComponentProps) {
  return <DraftFunnelTab funnel={loaderData.funnel} />;
}
