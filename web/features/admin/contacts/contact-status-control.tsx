import { CONTACT_STATUSES } from "../../../../core/constants";
import type { Contact } from "../../../../core/schemas/contact";
import { SCHEDULE_RULE, scheduleFor } from "../../../../core/status-schedule";
import { StatusControl } from "../status-control";
import type { ContactsIntent } from "./contacts-action";

/** A contact's status, changed in place (its row, its record); Scheduled asks for a time first. */
export function ContactStatusControl({
  contact,
  inline = false,
}: {
  contact: Contact;
  inline?: boolean;
}) {
  return (
    <StatusControl
      subject={contact.name}
      statuses={CONTACT_STATUSES}
      status={contact.status || "Pending"}
      schedule={contact.scheduleDateTime}
      inline={inline}
      intent={(status, schedule): ContactsIntent => ({
        intent: "status",
        change: {
          contactId: contact._id,
          status,
          scheduleDateTime: scheduleFor(status, schedule, SCHEDULE_RULE.contact),
        },
      })}
    />
  );
}
