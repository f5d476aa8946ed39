import { CONTACT_STATUSES } from "../../../../core/constants";
import type { Contact } from "../../../../core/schemas/contact";
import { SCHEDULE_RULE, scheduleFor } from "../../../../core/status-schedule";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { adminApi } from "../admin-api";
import { BulkBar } from "../bulk/bulk-bar";
import { SelectRow } from "../bulk/select-row";
import { filterOfQuery, useBulkSelection } from "../bulk/use-bulk-selection";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { useAdminList } from "../lists/use-admin-list";
import { RecordToggle, useOpenRecord } from "../record-toggle";
import { StatusControl } from "../status-control";
import { ContactDetails } from "./contact-details";

const TEXTS = {
  loading: "Loading contacts...",
  empty: "No contacts found.",
  error: () => "Failed to fetch contacts",
};

export function ContactsTab() {
  const { state, query, replaceItem, reload } = useAdminList("contacts");
  const filter = filterOfQuery(query);
  const selection = useBulkSelection(filter);
  const { openId, toggle } = useOpenRecord();
  const showToast = useToast();

  const changeStatus =
    (contact: Contact) => async (status: Contact["status"], schedule: string | null) => {
      try {
        const updated = await adminApi.updateContactStatus({
          contactId: contact._id,
          status,
          scheduleDateTime: scheduleFor(status, schedule, SCHEDULE_RULE.contact),
        });
        replaceItem((item) => item._id === contact._id, updated);
        showToast(`Status of ${contact.name}: ${updated.status}`, "success");
      } catch (error) {
        showToast(
          errorText(error, {
            fallback: "Failed to update status",
            network: "Something went wrong.",
          }),
          "error",
        );
        throw error;
      }
    };

  return (
    <section aria-labelledby="contacts-heading">
      <h2 id="contacts-heading">Contacts</h2>
      <ListToolbar list="contacts" label="contacts" query={query} statuses={CONTACT_STATUSES} />
      <BulkBar
        list="contacts"
        noun={{ one: "contact", many: "contacts" }}
        filter={filter}
        selection={selection}
        page={state.phase === "error" ? undefined : state.page}
        status={{ list: "contacts", statuses: CONTACT_STATUSES }}
        onChanged={reload}
      />
      <ListView state={state} texts={TEXTS}>
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
                    onChange={changeStatus(contact)}
                  />
                  <RecordToggle
                    id={contact._id}
                    label={contact.name}
                    open={openId === contact._id}
                    onToggle={() => toggle(contact._id)}
                  />
                </div>
                {openId === contact._id ? <ContactDetails contact={contact} /> : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
