import { useId, useState } from "react";
import { APPLICATION_STATUSES } from "../../../../core/constants";
import {
  DECISION_MAIL_LABELS,
  type DecisionMailKind,
  STATUS_MAILS,
} from "../../../../core/decision-mails";
import type { AdminApplication } from "../../../../core/schemas/admin";
import { SCHEDULE_RULE, scheduleFor } from "../../../../core/status-schedule";
import { StatusControl } from "../status-control";
import type { ApplicationsIntent } from "./applications-action";

type Status = AdminApplication["status"];
const DECISIONS = STATUS_MAILS.Resolved;

/**
 * The application's status select with "Notify the founder": unchecked by default, because a mail
 * cannot be taken back and statuses are changed freely (docs/decisions/021-pitch-slots-and-drafts.md).
 * Checked, the change sends the status's e-mail through the outbox; Resolved asks which decision.
 */
export function ApplicationStatusControl({
  application,
  inline = false,
}: {
  application: AdminApplication;
  /** In the list's row: the status alone, changed in place (no mail goes from a row). */
  inline?: boolean;
}) {
  const id = useId();
  const [notify, setNotify] = useState(false);
  const [decision, setDecision] = useState<DecisionMailKind | "">("");
  const [problem, setProblem] = useState<string | null>(null);

  function change(status: Status, schedule: string | null): ApplicationsIntent | null {
    setProblem(null);
    const mails = STATUS_MAILS[status];
    const mail = notify ? (mails.length === 1 ? mails[0] : decision || undefined) : undefined;
    if (notify && !mail) {
      setProblem("Choose which decision e-mail to send, or untick Notify the founder.");
      return null;
    }
    return {
      intent: "status",
      change: {
        applicationId: application._id,
        status,
        scheduleDateTime: scheduleFor(status, schedule, SCHEDULE_RULE.application),
        ...(mail ? { notify: mail } : {}),
      },
    };
  }

  const control = (
    <StatusControl
      subject={application.startupName}
      statuses={APPLICATION_STATUSES}
      status={application.status}
      schedule={application.scheduleDateTime}
      intent={change}
      inline={inline}
    />
  );
  if (inline) return control;
  return (
    <div className="application-status">
      {control}
      <div className="application-status__notify">
        <input
          id={`${id}-notify`}
          type="checkbox"
          checked={notify}
          onChange={(event) => {
            setNotify(event.target.checked);
            setProblem(null);
          }}
        />
        <label htmlFor={`${id}-notify`}>
          Notify the founder<span className="visually-hidden"> of {application.startupName}</span>
        </label>
      </div>
      {notify ? (
        <div className="application-status__decision">
          <label htmlFor={`${id}-decision`}>E-mail for Resolved</label>
          <select
            id={`${id}-decision`}
            value={decision}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setDecision(DECISIONS.find((kind) => kind === event.target.value) ?? "");
              setProblem(null);
            }}
          >
            <option value="">Choose the decision</option>
            {DECISIONS.map((kind) => (
              <option key={kind} value={kind}>
                {DECISION_MAIL_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
