import { useState } from "react";
import type { Firm } from "../../../../core/schemas/affiliated-firm";
import type { FirmShareHistory } from "../../../../core/schemas/deal-sharing";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import { RecordHeader } from "../lists/record-pane";
import { FirmForm } from "./firm-form";
import { chequeRange, thesisLine } from "./firms-tab";

const orNone = (values: readonly string[], none: string) => values.join(", ") || none;

/** One firm beside the list: its thesis, people, "never send" and notes, and Edit. */
export function FirmRecord({ firm, shares }: { firm: Firm; shares: Promise<FirmShareHistory> }) {
  // Edit opens the form; it closes once its save went through.
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <div id={`record-${firm._id}`} className="record__details">
        <FirmForm firm={firm} onClose={() => setEditing(false)} />
      </div>
    );
  }
  return (
    <div id={`record-${firm._id}`} className="record__details">
      <RecordHeader
        title={firm.name}
        meta={firm.neverSend ? `Never send: ${firm.neverSendReason}` : thesisLine(firm)}
      >
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Edit {firm.name}
        </button>
      </RecordHeader>
      <section aria-label={`${firm.name}: thesis`}>
        <h3>Thesis</h3>
        <dl className="fields">
          <dt>Sectors</dt>
          <dd>{orNone(firm.sectors, "Any sector")}</dd>
          <dt>Stages</dt>
          <dd>{orNone(firm.stages, "Any stage")}</dd>
          <dt>Regions</dt>
          <dd>{orNone(firm.regions, "Any region")}</dd>
          <dt>Cheque size</dt>
          <dd>{chequeRange(firm)}</dd>
          <dt>Web domains</dt>
          <dd>{orNone(firm.domains, "None given")}</dd>
          <dt>Never send</dt>
          <dd>{firm.neverSend ? `Yes: ${firm.neverSendReason}` : "No"}</dd>
          <dt>Notes</dt>
          <dd className="fields__long">{firm.notes || "—"}</dd>
        </dl>
      </section>
      <section aria-label={`${firm.name}: people`}>
        <h3>People</h3>
        {firm.people.length === 0 ? (
          <p className="list-message">Nobody listed yet.</p>
        ) : (
          <ul className="firm-people">
            {firm.people.map((person) => (
              <li key={person.email}>
                {person.name} · <a href={`mailto:${person.email}`}>{person.email}</a>
                {person.role ? ` · ${person.role}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={`${firm.name}: deals shared`}>
        <h3>Deals shared</h3>
        <Loaded
          data={shares}
          loading={<p role="status">Loading the deals shared…</p>}
          failure={() => <p className="field__error">Could not load the deals shared.</p>}
        >
          {(history) =>
            history.length === 0 ? (
              <p className="list-message">No deal shared with this firm yet.</p>
            ) : (
              <ul className="firm-people">
                {history.map((share) => (
                  <li key={share.applicationId}>
                    {share.startupName} · memo version {share.memoVersion} · shared by{" "}
                    {share.sharedByName}, {formatDateTime(share.createdAt)} · {share.links}{" "}
                    {share.links === 1 ? "link" : "links"}
                    {share.revokedAt ? ` · revoked ${formatDateTime(share.revokedAt)}` : ""}
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
    </div>
  );
}
