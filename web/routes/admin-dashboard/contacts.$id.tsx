import { useOutletContext } from "react-router";
import type { Contact } from "../../../core/schemas/contact";
import { adminApi } from "../../features/admin/admin-api";
import { ContactDetails } from "../../features/admin/contacts/contact-details";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/contacts.$id";

export const meta = tabMeta("contacts");

/** The contact's history, loaded again whenever its list is (after a status change). */
export function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  requireTab(context, "contacts");
  return { details: later(adminApi.contact(params.id)) };
}

/** The contact open in its list: its message and history, in its place in the list. */
export default function ContactRecord({ loaderData }: Route.ComponentProps) {
  return <ContactDetails contact={useOutletContext<Contact>()} details={loaderData.details} />;
}
