import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { asksForSchedule, scheduleFromPicker } from "../../../core/status-schedule";
import { type ActionResult, AS_JSON, type Intent } from "./actions";
import { DateTimeField } from "./dates/date-time-field";
import { statusClass } from "./status-chip";

type StatusControlProps<Status extends string> = {
  /** What the status belongs to, for the accessible name: "Status of Amira Saleh". */
  subject: string;
  statuses: readonly Status[];
  status: Status;
  schedule: string | null;
  /**
   * The change for the route's clientAction; `schedule` is the date-time just picked for
   * Scheduled, else the existing one (or null). What the record does with it is its rule:
   * core/status-schedule.ts, scheduleFor. Null sends nothing (the caller said why).
   */
  intent: (status: Status, schedule: string | null) => Intent | null;
  /** In a list's row: a small select coloured as the status chip. */
  inline?: boolean;
};

/**
 * A freely selectable status (docs/product.md, section 5.3). Choosing Scheduled when there is no schedule yet
 * reveals a date-time picker and sends only on Save; every other choice is sent at once, to the
 * clientAction of the tab the record is on, which reloads its list.
 */
export function StatusControl<Status extends string>({
  subject,
  statuses,
  status,
  schedule,
  intent,
  inline = false,
}: StatusControlProps<Status>) {
  const id = useId();
  const fetcher = useFetcher<ActionResult>();
  // The status waiting for its date and time (Scheduled), while the picker shows.
  const [picking, setPicking] = useState<Status | null>(null);
  const [picked, setPicked] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  // A Save that went through closes the picker (the record shows its schedule); a refused one
  // leaves it open with what was picked.
  const pickerOpen = picking !== null && fetcher.data?.ok !== true;
  // The choice on its way shows at once; the list has it once reloaded.
  const sending = busy ? (fetcher.json as { status?: Status } | undefined)?.status : undefined;

  function send(next: Status, nextSchedule: string | null) {
    const change = intent(next, nextSchedule);
    if (change) void fetcher.submit(change, AS_JSON);
  }

  function choose(next: Status) {
    setProblem(null);
    fetcher.reset();
    if (asksForSchedule(next, schedule)) {
      setPicking(next);
      setPicked("");
      return;
    }
    setPicking(null);
    send(next, schedule);
  }

  function save(next: Status) {
    const value = scheduleFromPicker(picked);
    if (!value) {
      setProblem("Choose a date and time.");
      return;
    }
    send(next, value);
  }

  const shown = (pickerOpen ? picking : null) ?? sending ?? status;
  return (
    <div className={inline ? "status-control status-control--inline" : "status-control"}>
      <label htmlFor={`${id}-status`} className="visually-hidden">
        Status of {subject}
      </label>
      <select
        id={`${id}-status`}
        className={`status-pick ${statusClass(shown)}`}
        value={shown}
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
      {pickerOpen ? (
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
