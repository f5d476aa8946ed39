import { adminApi } from "../../features/admin/admin-api";
import { PitchLeadsTab } from "../../features/admin/leads/pitch-leads-tab";
import { listQuery } from "../../features/admin/lists/list-query";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/pitch-leads";

export const meta = tabMeta("pitch-leads");

/** The page the URL asks for; bulk actions are reads (the selection, its CSV). */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "pitch-leads");
  return { page: later(adminApi.list("pitch-leads", listQuery(request))) };
}

export default function PitchLeads({ loaderData }: Route.ComponentProps) {
  return <PitchLeadsTab page={loaderData.page} />;
}
