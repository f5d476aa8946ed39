import type { Contact } from "../../../../core/schemas/contact";
import type { adminApi } from "../admin-api";
import { AuditTrail } from "../audit-trail";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";

type Details = Awaited<ReturnType<typeof adminApi.contact>>;

/** Every field of the contact message, and its audit trail (GET /api/admin/contacts/:id). */
export function ContactDetails({
  contact,
  details,
}: {
  contact: Contact;
  details: Promise<Details>;
}) {
  return (
    <div id={`record-${contact._id}`} className="record__details">
      <dl className="fields">
        <dt>Message</dt>
        <dd className="fields__long">{contact.description}</dd>
        <dt>Recipient</dt>
        <dd>{contact.recipient || "—"}</dd>
        <dt>Received</dt>
        <dd>{formatDateTime(contact.createdAt)}</dd>
        <dt>Schedule</dt>
        <dd>{formatDateTime(contact.scheduleDateTime)}</dd>
      </dl>
      <h3>History</h3>
      <Loaded
        data={details}
        loading={null}
        failure={() => <p className="field__error">Could not load the history.</p>}
      >
        {(loaded) => <AuditTrail events={loaded.audit} />}
      </Loaded>
    </div>
  );
}
