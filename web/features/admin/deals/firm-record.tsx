import { useState } from "react";
import { businessDaysText } from "../../../../core/business-days";
import { DEAL_ANSWER_LABELS } from "../../../../core/deal-answers";
import { respondByDay } from "../../../../core/deal-links";
import type { Firm } from "../../../../core/schemas/deal-firm";
import type { FirmDealRecord, FirmSharedDeal } from "../../../../core/schemas/deal-sharing";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import { RecordHeader } from "../lists/record-pane";
import { FirmForm } from "./firm-form";
import { chequeRange, thesisLine } from "./firms-tab";

const orNone = (values: readonly string[], none: string) => values.join(", ") || none;

/** Where a deal's answer stands: the answer now, or whether the date asked has passed. */
function answerOfDeal(deal: FirmSharedDeal): string {
  if (deal.answer) {
    return `${DEAL_ANSWER_LABELS[deal.answer.kind]}, ${formatDateTime(deal.answer.answeredAt)}${deal.answer.late ? " (late)" : ""}`;
  }
  if (deal.noAnswerByDate && deal.respondBy) {
    return `No answer by the date (${respondByDay(deal.respondBy)})`;
  }
  if (deal.respondBy && !deal.revokedAt) return `answer asked by ${respondByDay(deal.respondBy)}`;
  return "no answer";
}

/** How often and how fast the firm answers, and when it was last in touch. */
function AnswerFigures({ name, record }: { name: string; record: FirmDealRecord }) {
  return (
    <section aria-label={`${name}: answers`}>
      <h3>Answers</h3>
      <dl className="fields">
        <dt>Answer rate</dt>
        <dd>
          {record.answerRatePercent === null
            ? "No deal due yet"
            : `${record.answerRatePercent}% · answered ${record.answered} of ${record.due} ${record.due === 1 ? "deal" : "deals"} due`}
        </dd>
        <dt>Median time to answer</dt>
        <dd>
          {record.medianDaysToAnswer === null
            ? "No answer yet"
            : businessDaysText(record.medianDaysToAnswer)}
        </dd>
        <dt>Last contact</dt>
        <dd>{record.lastContactAt ? formatDateTime(record.lastContactAt) : "None yet"}</dd>
      </dl>
    </section>
  );
}

/** One firm beside the list: its thesis, people, "never send" and notes, its answers, and Edit. */
export function FirmRecord({ firm, shares }: { firm: Firm; shares: Promise<FirmDealRecord> }) {
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
                {person.language === "ar" ? " · mails in Arabic" : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Loaded
        data={shares}
        loading={<p role="status">Loading the deals shared…</p>}
        failure={() => <p className="field__error">Could not load the deals shared.</p>}
      >
        {(record) => (
          <>
            <AnswerFigures name={firm.name} record={record} />
            <section aria-label={`${firm.name}: deals shared`}>
              <h3>Deals shared</h3>
              {record.deals.length === 0 ? (
                <p className="list-message">No deal shared with this firm yet.</p>
              ) : (
                <ul className="firm-people">
                  {record.deals.map((deal) => (
                    <li key={deal.applicationId}>
                      {deal.startupName} · memo version {deal.memoVersion} · shared by{" "}
                      {deal.sharedByName}, {formatDateTime(deal.createdAt)} · {deal.links}{" "}
                      {deal.links === 1 ? "link" : "links"}
                      {deal.revokedAt ? ` · revoked ${formatDateTime(deal.revokedAt)}` : ""} ·{" "}
                      {answerOfDeal(deal)}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </Loaded>
    </div>
  );
}
