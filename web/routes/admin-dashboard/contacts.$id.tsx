import { adminApi } from "../../features/admin/admin-api";
import { ContactDetails } from "../../features/admin/contacts/contact-details";
import { type ContactsIntent, contactsAction } from "../../features/admin/contacts/contacts-action";
import { Loaded, later } from "../../features/admin/lists/loaded";
import { RecordFailure, RecordLoading } from "../../features/admin/lists/record-states";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/contacts.$id";

export const meta = tabMeta("contacts");

/** The contact and its history, loaded again whenever its list is (after a status change). */
export function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  requireTab(context, "contacts");
  return { details: later(adminApi.contact(params.id)) };
}

/** The contact's status, changed from its record. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return contactsAction((await request.json()) as ContactsIntent);
}

/** The contact beside its list: its message, status and history. */
export default function ContactRecord({ loaderData }: Route.ComponentProps) {
  return (
    <Loaded
      data={loaderData.details}
      loading={<RecordLoading />}
      failure={(error) => <RecordFailure error={error} noun="contact" />}
    >
      {({ contact, audit }) => <ContactDetails key={contact._id} contact={contact} audit={audit} />}
    </Loaded>
  );
}
