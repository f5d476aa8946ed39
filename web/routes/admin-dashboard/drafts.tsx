import { DraftFunnelTab } from "../../features/admin/drafts/draft-funnel-tab";
import { draftsApi } from "../../features/admin/drafts/drafts-api";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import type { Route } from "./+types/drafts";

export const meta = tabMeta("drafts");

/** Where saved application drafts stop. */
export function clientLoader() {
  return { funnel: later(draftsApi.funnel()) };
}

export default function Drafts({ loaderData }: Route.ComponentProps) {
  return <DraftFunnelTab funnel={loaderData.funnel} />;
}
