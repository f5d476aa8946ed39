import { sentAsJson } from "../../features/admin/actions";
import { adminApi } from "../../features/admin/admin-api";
import { type FirmsImport, importFirms, saveFirm } from "../../features/admin/deals/firms-action";
import { FirmsTab } from "../../features/admin/deals/firms-tab";
import { listQuery } from "../../features/admin/lists/list-query";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/affiliated-firms";

export const meta = tabMeta("affiliated-firms");

/** The page the URL asks for. */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "affiliated-firms");
  return { page: later(adminApi.list("affiliated-firms", listQuery(request))) };
}

/** A new firm from its form, or a CSV of firms (JSON); the list loads again after either. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  if (sentAsJson(request)) return importFirms((await request.json()) as FirmsImport);
  return saveFirm(await request.formData());
}

export default function AffiliatedFirms({ loaderData }: Route.ComponentProps) {
  return <FirmsTab page={loaderData.page} />;
}
