import { adminApi } from "../../features/admin/admin-api";
import { ConsultancyLeadsTab } from "../../features/admin/leads/consultancy-leads-tab";
import { listQuery } from "../../features/admin/lists/list-query";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/consultancy-leads";

export const meta = tabMeta("consultancy-leads");

/** The page the URL asks for; bulk actions are reads (the selection, its CSV). */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "consultancy-leads");
  return { page: later(adminApi.list("consultancy-leads", listQuery(request))) };
}

export default function ConsultancyLeads({ loaderData }: Route.ComponentProps) {
  return <ConsultancyLeadsTab page={loaderData.page} />;
}
