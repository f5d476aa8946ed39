import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { type StaffIntent, staffAction } from "../../features/admin/staff/staff-action";
import { staffApi } from "../../features/admin/staff/staff-api";
import { StaffTab } from "../../features/admin/staff/staff-tab";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/staff";

export const meta = tabMeta("staff");

/** The staff and pending invitations (a few dozen rows at most). */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "staff");
  return { list: later(staffApi.list()) };
}

/** An invitation, a role, a deactivation or reactivation, a withdrawn invitation. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return staffAction((await request.json()) as StaffIntent);
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  return <StaffTab list={loaderData.list} />;
}
