import { Outlet, useSearchParams } from "react-router";
import { CONTACT_STATUSES } from "../../../../core/constants";
import type { Contact } from "../../../../core/schemas/contact";
import type { ListPage } from "../../../../core/schemas/list";
import { BulkBar } from "../bulk/bulk-bar";
import { SelectPage, SelectRow } from "../bulk/select-row";
import {
  type BulkSelectionHandle,
  filterOfParams,
  useBulkSelection,
} from "../bulk/use-bulk-selection";
import { formatDateTime } from "../format";
import { ActionMenu } from "../lists/action-menu";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { ListWithRecord } from "../lists/record-pane";
import { type Column, RecordsTable } from "../lists/records-table";
import { type OpenRecord, useOpenRecord } from "../lists/use-open-record";
import { ContactStatusControl } from "./contact-status-control";

const TEXTS = {
  loading: "Loading contacts...",
  empty: "No contacts found.",
  error: () => "Failed to fetch contacts",
};

function columns(selection: BulkSelectionHandle, open: OpenRecord): Column<Contact>[] {
  return [
    {
      header: "Select",
      hideHeader: true,
      head: (items) => <SelectPage selection={selection} ids={items.map((item) => item._id)} />,
      cell: (contact) => <SelectRow selection={selection} id={contact._id} label={contact.name} />,
    },
    { header: "Name", opens: true, cell: (contact) => <bdi>{contact.name}</bdi> },
    { header: "E-mail", cell: (contact) => contact.email },
    { header: "Reason", cell: (contact) => contact.reason },
    {
      header: "Status",
      keep: true,
      cell: (contact) => <ContactStatusControl contact={contact} inline />,
    },
    { header: "Received", nowrap: true, cell: (contact) => formatDateTime(contact.createdAt) },
    {
      header: "Scheduled for",
      nowrap: true,
      cell: (contact) => formatDateTime(contact.scheduleDateTime, "—", { zone: true }),
    },
    {
      header: "Actions",
      hideHeader: true,
      cell: (contact) => (
        <ActionMenu
          subject={contact.name}
          actions={[
            { label: "Open", onSelect: () => open.show(contact._id) },
            { label: `E-mail ${contact.name}`, href: `mailto:${contact.email}` },
          ]}
        />
      ),
    },
  ];
}

/** The contacts of the page the URL asks for, one line each; the open one beside them. */
export function ContactsTab({ page }: { page: Promise<ListPage<Contact>> }) {
  const [params] = useSearchParams();
  const filter = filterOfParams(params);
  const selection = useBulkSelection(filter, "contacts");
  const open = useOpenRecord();

  return (
    <section aria-labelledby="contacts-heading">
      <ListWithRecord
        noun="contacts"
        open={open}
        list={
          <>
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
                <RecordsTable
                  label="Contacts"
                  items={contacts}
                  columns={columns(selection, open)}
                  rowKey={(contact) => contact._id}
                  opensRecords
                />
              )}
            </ListView>
          </>
        }
        // The open contact's route (contacts.$id.tsx): its message and history.
        record={<Outlet />}
      />
    </section>
  );
}
