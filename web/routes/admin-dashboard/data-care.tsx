import { DataCareTab } from "../../features/admin/data-care/data-care-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/data-care";

export const meta = tabMeta("data-care");

/** Backups and data: admins only; its sections load their own parts and reload after a run. */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "data-care");
  return null;
}

export default function DataCare() {
  return <DataCareTab />;
}
