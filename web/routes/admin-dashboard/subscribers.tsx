import { sentAsJson } from "../../features/admin/actions";
import { adminApi } from "../../features/admin/admin-api";
import { listQuery } from "../../features/admin/lists/list-query";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import {
  deleteSubscriber,
  importAddresses,
  type SubscribersIntent,
} from "../../features/admin/subscribers/subscribers-action";
import { SubscribersTab } from "../../features/admin/subscribers/subscribers-tab";
import type { Route } from "./+types/subscribers";

export const meta = tabMeta("subscribers");

/** The page of subscribers the URL asks for. */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "subscribers");
  return { page: later(adminApi.list("subscribers", listQuery(request))) };
}

/** Deletes a subscriber (sent as JSON), or imports the form's addresses; the list reloads after. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  if (sentAsJson(request)) return deleteSubscriber((await request.json()) as SubscribersIntent);
  return importAddresses(await request.formData());
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  return <SubscribersTab page={loaderData.page} />;
}
