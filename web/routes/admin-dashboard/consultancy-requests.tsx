import { adminApi } from "../../features/admin/admin-api";
import { ConsultancyRequestsTab } from "../../features/admin/consultancy-requests/consultancy-requests-tab";
import { listQuery } from "../../features/admin/lists/list-query";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/consultancy-requests";

export const meta = tabMeta("consultancy-requests");

/** The page the URL asks for. */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "consultancy-requests");
  return { page: later(adminApi.list("consultancy-requests", listQuery(request))) };
}

export default function ConsultancyRequests({ loaderData }: Route.ComponentProps) {
  return <ConsultancyRequestsTab page={loaderData.page} />;
}
