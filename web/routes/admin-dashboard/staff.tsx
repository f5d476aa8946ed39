import { sentAsJson } from "../../features/admin/actions";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { invite, type StaffIntent, staffAction } from "../../features/admin/staff/staff-action";
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

/**
 * The invitation form (form data), or a row's change (JSON): a role, a deactivation or
 * reactivation, a withdrawn invitation.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  if (sentAsJson(request)) return staffAction((await request.json()) as StaffIntent);
  return invite(await request.formData());
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  return <StaffTab list={loaderData.list} />;
}
