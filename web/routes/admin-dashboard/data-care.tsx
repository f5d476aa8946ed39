import type { DataCareIntent } from "../../features/admin/data-care/data-care-action";
import { dataCareAction } from "../../features/admin/data-care/data-care-action";
import { dataCareApi } from "../../features/admin/data-care/data-care-api";
import { DataCareTab } from "../../features/admin/data-care/data-care-tab";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/data-care";

export const meta = tabMeta("data-care");

/** Backups and data, admins only: the last backup, the retention's dry run, founders' requests. */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "data-care");
  return {
    backups: later(dataCareApi.backups()),
    retention: later(dataCareApi.retention()),
    requests: later(dataCareApi.requests()),
  };
}

/** Runs the retention now; the tab's parts load again after. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return dataCareAction((await request.json()) as DataCareIntent);
}

export default function DataCare({ loaderData }: Route.ComponentProps) {
  return <DataCareTab data={loaderData} />;
}
