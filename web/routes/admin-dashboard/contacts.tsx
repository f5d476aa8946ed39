import { adminApi } from "../../features/admin/admin-api";
import type { ContactsIntent } from "../../features/admin/contacts/contacts-action";
import { contactsAction } from "../../features/admin/contacts/contacts-action";
import { ContactsTab } from "../../features/admin/contacts/contacts-tab";
import { listQuery } from "../../features/admin/lists/list-query";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/contacts";

export const meta = tabMeta("contacts");

/** The page of contacts the URL asks for (search, status, sort, page). */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "contacts");
  return { page: later(adminApi.list("contacts", listQuery(request))) };
}

/** A contact's status, or many contacts' at once; the list reloads after. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return contactsAction((await request.json()) as ContactsIntent);
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return <ContactsTab page={loaderData.page} />;
}
