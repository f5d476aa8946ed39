import { useId, useState } from "react";
import { asksForSchedule, scheduleFromPicker } from "../../../core/status-schedule";
import { DateTimeField } from "./dates/date-time-field";

type StatusControlProps<Status extends string> = {
  /** What the status belongs to, for the accessible name: "Status of Amira Saleh". */
  subject: string;
  statuses: readonly Status[];
  status: Status;
  schedule: string | null;
  /**
   * Sends the change; `schedule` is the date-time just picked for Scheduled, else the existing one
   * (or null). What the record does with it is its rule: core/status-schedule.ts, scheduleFor.
   */
  onChange: (status: Status, schedule: string | null) => Promise<void>;
};

/**
 * A freely selectable status (docs/product.md §5.3). Choosing Scheduled when there is no schedule yet
 * reveals a date-time picker and sends only on Save; every other choice is sent at once.
 */
export function StatusControl<Status extends string>({
  subject,
  statuses,
  status,
  schedule,
  onChange,
}: StatusControlProps<Status>) {
  const id = useId();
  // The status waiting for its date and time (Scheduled), while the picker shows.
  const [picking, setPicking] = useState<Status | null>(null);
  const [picked, setPicked] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(next: Status, nextSchedule: string | null) {
    setBusy(true);
    try {
      await onChange(next, nextSchedule);
      setPicking(null);
      setPicked("");
    } finally {
      setBusy(false);
    }
  }

  function choose(next: Status) {
    setProblem(null);
    if (asksForSchedule(next, schedule)) {
      setPicking(next);
      return;
    }
    setPicking(null);
    void send(next, schedule);
  }

  function save(next: Status) {
    const value = scheduleFromPicker(picked);
    if (!value) {
      setProblem("Choose a date and time.");
      return;
    }
    void send(next, value);
  }

  return (
    <div className="status-control">
      <label htmlFor={`${id}-status`} className="visually-hidden">
        Status of {subject}
      </label>
      <select
        id={`${id}-status`}
        value={picking ?? status}
        disabled={busy}
        onChange={(event) => {
          const next = statuses.find((option) => option === event.target.value);
          if (next) choose(next);
        }}
      >
        {statuses.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {picking ? (
        <div className="status-control__schedule">
          <DateTimeField
            label="Schedule for"
            value={picked}
            onChange={setPicked}
            error={problem ?? undefined}
          />
          <div className="status-control__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => save(picking)}
              disabled={busy}
            >
              Save
            </button>
            <button
              type="button"
              className="button"
              onClick={() => setPicking(null)}
              disabled={busy}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
