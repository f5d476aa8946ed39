import type { AuditEvent } from "../../../core/schemas/admin";
import { formatDateTime, formatInstantsIn } from "./format";

/** Who changed what on a record, and when. */
export function AuditTrail({ events }: { events: AuditEvent[] }) {
  if (events.length === 0) return <p className="audit__empty">No changes yet.</p>;
  return (
    <ol className="audit">
      {events.map((event) => (
        <li key={`${event.createdAt}-${event.detail}`}>
          <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> ·{" "}
          {event.adminName}: {formatInstantsIn(event.detail)}
        </li>
      ))}
    </ol>
  );
}
