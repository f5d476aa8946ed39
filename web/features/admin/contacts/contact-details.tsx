import type { AuditEvent } from "../../../../core/schemas/admin";
import type { Contact } from "../../../../core/schemas/contact";
import { AuditTrail } from "../audit-trail";
import { formatDateTime } from "../format";
import { ActionMenu } from "../lists/action-menu";
import { RecordHeader } from "../lists/record-pane";
import { ContactStatusControl } from "./contact-status-control";

/** Every field of the contact message, its status and its audit trail (GET /api/admin/contacts/:id). */
export function ContactDetails({ contact, audit }: { contact: Contact; audit: AuditEvent[] }) {
  return (
    <div id={`record-${contact._id}`} className="record__details">
      <RecordHeader
        title={contact.name}
        meta={
          <>
            <a href={`mailto:${contact.email}`}>{contact.email}</a> · {contact.reason} · received{" "}
            {formatDateTime(contact.createdAt)}
          </>
        }
      >
        <ContactStatusControl contact={contact} />
        <ActionMenu
          subject={contact.name}
          text="More"
          actions={[{ label: `E-mail ${contact.name}`, href: `mailto:${contact.email}` }]}
        />
      </RecordHeader>
      <dl className="fields">
        <dt>Message</dt>
        <dd className="fields__long" dir="auto">
          {contact.description}
        </dd>
        <dt>Recipient</dt>
        <dd>{contact.recipient || "—"}</dd>
        <dt>Schedule</dt>
        <dd>{formatDateTime(contact.scheduleDateTime, "N/A", { zone: true })}</dd>
      </dl>
      <h4>History</h4>
      <AuditTrail events={audit} />
    </div>
  );
}
