import type { Contact } from "../../../../core/schemas/contact";
import { adminApi } from "../admin-api";
import { AuditTrail } from "../audit-trail";
import { formatDateTime } from "../format";
import { useRecord } from "../use-record";

/** Every field of the contact message, and its audit trail. */
export function ContactDetails({ contact }: { contact: Contact }) {
  const { record, failed } = useRecord(
    adminApi.contact,
    contact._id,
    contact.status + contact.scheduleDateTime,
  );
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
      {failed ? <p className="field__error">Could not load the history.</p> : null}
      {record ? <AuditTrail events={record.audit} /> : null}
    </div>
  );
}
