import { useId, useState } from "react";
import { scheduleFromPicker } from "./format";

type StatusControlProps = {
  /** What the status belongs to, for the accessible name: "Status of Amira Saleh". */
  subject: string;
  statuses: readonly string[];
  status: string;
  schedule: string | null;
  /** Sends the change; `schedule` is the picked date-time, the existing one, or null. */
  onChange: (status: string, schedule: string | null) => Promise<void>;
};

/**
 * A freely selectable status (spec section 4). Choosing Scheduled when there is no schedule yet
 * reveals a date-time picker and sends only on Save; every other choice is sent at once.
 */
export function StatusControl({
  subject,
  statuses,
  status,
  schedule,
  onChange,
}: StatusControlProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(next: string, nextSchedule: string | null) {
    setBusy(true);
    try {
      await onChange(next, nextSchedule);
      setPicking(false);
      setPicked("");
    } finally {
      setBusy(false);
    }
  }

  function choose(next: string) {
    setProblem(null);
    if (next === "Scheduled" && !schedule) {
      setPicking(true);
      return;
    }
    setPicking(false);
    void send(next, next === "Scheduled" ? schedule : null);
  }

  function save() {
    const value = scheduleFromPicker(picked);
    if (!value) {
      setProblem("Choose a date and time.");
      return;
    }
    void send("Scheduled", value);
  }

  return (
    <div className="status-control">
      <label htmlFor={`${id}-status`} className="visually-hidden">
        Status of {subject}
      </label>
      <select
        id={`${id}-status`}
        value={picking ? "Scheduled" : status}
        disabled={busy}
        onChange={(event) => choose(event.target.value)}
      >
        {statuses.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {picking ? (
        <div className="status-control__schedule">
          <label htmlFor={`${id}-when`}>Schedule for</label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            value={picked}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setPicked(event.target.value)}
          />
          <button type="button" className="button button--primary" onClick={save} disabled={busy}>
            Save
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setPicking(false)}
            disabled={busy}
          >
            Cancel
          </button>
          {problem ? (
            <p id={`${id}-problem`} className="field__error">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
