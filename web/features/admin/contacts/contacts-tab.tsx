import { Outlet, useSearchParams } from "react-router";
import { CONTACT_STATUSES } from "../../../../core/constants";
import type { Contact } from "../../../../core/schemas/contact";
import type { ListPage } from "../../../../core/schemas/list";
import { SCHEDULE_RULE, scheduleFor } from "../../../../core/status-schedule";
import { BulkBar } from "../bulk/bulk-bar";
import { SelectRow } from "../bulk/select-row";
import { filterOfParams, useBulkSelection } from "../bulk/use-bulk-selection";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { RecordToggle, useOpenRecord } from "../record-toggle";
import { StatusControl } from "../status-control";
import type { ContactsIntent } from "./contacts-action";

const TEXTS = {
  loading: "Loading contacts...",
  empty: "No contacts found.",
  error: () => "Failed to fetch contacts",
};

/** The contacts of the page the URL asks for; the open one shows its details in place. */
export function ContactsTab({ page }: { page: Promise<ListPage<Contact>> }) {
  const [params] = useSearchParams();
  const filter = filterOfParams(params);
  const selection = useBulkSelection(filter, "contacts");
  const { openId, toggle } = useOpenRecord();

  const statusOf =
    (contact: Contact) =>
    (status: Contact["status"], schedule: string | null): ContactsIntent => ({
      intent: "status",
      change: {
        contactId: contact._id,
        status,
        scheduleDateTime: scheduleFor(status, schedule, SCHEDULE_RULE.contact),
      },
    });

  return (
    <section aria-labelledby="contacts-heading">
      <h2 id="contacts-heading">Contacts</h2>
      <ListToolbar list="contacts" label="contacts" statuses={CONTACT_STATUSES} />
      <ListView
        page={page}
        texts={TEXTS}
        header={(loaded) => (
          <BulkBar
            list="contacts"
            noun={{ one: "contact", many: "contacts" }}
            filter={filter}
            selection={selection}
            page={loaded}
            status={{ statuses: CONTACT_STATUSES }}
          />
        )}
      >
        {(contacts) => (
          <ul className="records">
            {contacts.map((contact) => (
              <li key={contact._id} className="record">
                <div className="record__summary">
                  <SelectRow selection={selection} id={contact._id} label={contact.name} />
                  <div>
                    <p className="record__title">{contact.name}</p>
                    <p className="record__meta">
                      <a href={`mailto:${contact.email}`}>{contact.email}</a> · {contact.reason} ·{" "}
                      {formatDateTime(contact.createdAt)}
                    </p>
                    {contact.scheduleDateTime ? (
                      <p className="record__meta">
                        Scheduled for {formatDateTime(contact.scheduleDateTime)}
                      </p>
                    ) : null}
                  </div>
                  <StatusControl
                    subject={contact.name}
                    statuses={CONTACT_STATUSES}
                    status={contact.status || "Pending"}
                    schedule={contact.scheduleDateTime}
                    intent={statusOf(contact)}
                  />
                  <RecordToggle
                    id={contact._id}
                    label={contact.name}
                    open={openId === contact._id}
                    onToggle={() => toggle(contact._id)}
                  />
                </div>
                {/* The open contact's route (contacts.$id.tsx): its details and history. */}
                {openId === contact._id ? <Outlet context={contact} /> : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
