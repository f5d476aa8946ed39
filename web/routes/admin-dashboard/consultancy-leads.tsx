import { adminApi } from "../../features/admin/admin-api";
import { ConsultancyLeadsTab } from "../../features/admin/leads/consultancy-leads-tab";
import { listQuery } from "../../features/admin/lists/list-query";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import type { Route } from "./+types/consultancy-leads";

export const meta = tabMeta("consultancy-leads");

/** The page the URL asks for; bulk actions are reads (the selection, its CSV). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { page: later(adminApi.list("consultancy-leads", listQuery(request))) };
}

export default function ConsultancyLeads({ loaderData }: Route.ComponentProps) {
  return <ConsultancyLeadsTab page={loaderData.page} />;
}
