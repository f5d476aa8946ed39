import { adminApi } from "../../features/admin/admin-api";
import { FundingInterestTab } from "../../features/admin/funding-interest/funding-interest-tab";
import { listQuery } from "../../features/admin/lists/list-query";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/funding-interest";

export const meta = tabMeta("funding-interest");

/** The page the URL asks for. */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "funding-interest");
  return { page: later(adminApi.list("funding-interest", listQuery(request))) };
}

export default function FundingInterestList({ loaderData }: Route.ComponentProps) {
  return <FundingInterestTab page={loaderData.page} />;
}
