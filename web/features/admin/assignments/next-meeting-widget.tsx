import { type FormEvent, useId, useState } from "react";
import type { Meeting, MeetingChange } from "../../../../core/schemas/meeting";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { DateTimeField } from "../dates/date-time-field";
import { pickerFromIso } from "../format";
import { assignmentsApi } from "./assignments-api";
import { formatMeetingTime, meetingCountdownText } from "./next-meeting";

type WidgetProps = {
  meeting: Meeting;
  now: number;
  onChanged: (meeting: Meeting) => void;
  onCancelled: () => void;
};

const FUTURE_ONLY = "Please select a future time.";

/**
 * The next meeting with its live countdown, reschedule, cancel and discussion points, each saved
 * on the server (docs/architecture.md, rule 3).
 */
export function NextMeetingWidget({ meeting, now, onChanged, onCancelled }: WidgetProps) {
  const id = useId();
  const showToast = useToast();
  const [rescheduling, setRescheduling] = useState(false);
  const [picked, setPicked] = useState("");
  const [point, setPoint] = useState("");
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(change: MeetingChange, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      onChanged(await assignmentsApi.changeMeeting(meeting._id, change));
      return true;
    } catch (error) {
      showToast(errorText(error, { fallback: failure, network: failure }), "error");
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function reschedule(event: FormEvent) {
    event.preventDefault();
    const time = picked ? new Date(picked) : null;
    if (!time || Number.isNaN(time.getTime()) || time.getTime() <= Date.now()) {
      showToast(FUTURE_ONLY, "error");
      return;
    }
    if (await save({ time: time.toISOString() }, "Failed to reschedule the meeting")) {
      setRescheduling(false);
      showToast("Meeting rescheduled.");
    }
  }

  async function addPoint(event: FormEvent) {
    event.preventDefault();
    const text = point.trim();
    if (!text) return; // blank points are ignored (docs/product.md §5.5)
    if (await save({ points: [...meeting.points, text] }, "Failed to save the point")) setPoint("");
  }

  async function cancel() {
    setConfirmingCancel(false);
    try {
      await assignmentsApi.cancelMeeting(meeting._id);
      showToast(`Meeting "${meeting.title}" cancelled.`);
    } catch (error) {
      const failure = "Failed to cancel the meeting";
      showToast(errorText(error, { fallback: failure, network: failure }), "error");
    }
    onCancelled();
  }

  return (
    <div className="meeting">
      <h3 className="meeting__title">{meeting.title}</h3>
      <p className="meeting__time">
        <time dateTime={meeting.time}>{formatMeetingTime(meeting.time)}</time>
      </p>
      <p className="meeting__countdown" role="timer" aria-label="Time until the meeting">
        {meetingCountdownText(meeting.time, now)}
      </p>
      <p className="meeting__participants">
        <span className="meeting__label">Participants:</span> {meeting.participants.join(", ")}
      </p>

      {rescheduling ? (
        <form className="meeting__reschedule" onSubmit={reschedule} noValidate>
          <DateTimeField label="New date and time" value={picked} onChange={setPicked} />
          <div className="assign-actions">
            <button type="submit" className="button button--primary button--small" disabled={busy}>
              Save new time
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => setRescheduling(false)}
            >
              Keep current time
            </button>
          </div>
        </form>
      ) : (
        <div className="assign-actions">
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              setPicked(pickerFromIso(meeting.time));
              setRescheduling(true);
            }}
          >
            Reschedule
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() => setConfirmingCancel(true)}
          >
            Cancel meeting
          </button>
        </div>
      )}

      <h4 className="meeting__points-heading">Discussion points</h4>
      {meeting.points.length === 0 ? (
        <p>No points added yet.</p>
      ) : (
        <ul className="meeting__points">
          {meeting.points.map((text, index) => (
            // Points may repeat; their position is what identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever shown whole
            <li key={`${index}-${text}`}>
              <span>{text}</span>
              <button
                type="button"
                className="button button--small"
                disabled={busy}
                onClick={() =>
                  void save(
                    { points: meeting.points.filter((_, i) => i !== index) },
                    "Failed to remove the point",
                  )
                }
              >
                Remove<span className="visually-hidden"> point {text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="meeting__add-point" onSubmit={addPoint}>
        <label htmlFor={`${id}-point`} className="visually-hidden">
          New discussion point
        </label>
        <input
          id={`${id}-point`}
          placeholder="New discussion point"
          value={point}
          onChange={(event) => setPoint(event.target.value)}
        />
        <button type="submit" className="button button--small" disabled={busy}>
          Add point
        </button>
      </form>

      <ConfirmDialog
        open={confirmingCancel}
        title="Cancel meeting"
        confirmLabel="Cancel meeting"
        cancelLabel="Keep meeting"
        onConfirm={() => void cancel()}
        onCancel={() => setConfirmingCancel(false)}
      >
        <p>Are you sure you want to cancel this meeting?</p>
      </ConfirmDialog>
    </div>
  );
}
