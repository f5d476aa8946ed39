import { type FormEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { Meeting, MeetingChange } from "../../../../core/schemas/meeting";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { AS_JSON, useFormFetcher } from "../actions";
import { DateTimeField } from "../dates/date-time-field";
import { pickerFromIso } from "../format";
import type { AssignmentsIntent } from "./assignments-action";
import { formatMeetingTime, meetingCountdownText } from "./next-meeting";

type WidgetProps = { meeting: Meeting; now: number };

const FUTURE_ONLY = "Please select a future time.";

/**
 * The next meeting with its live countdown, reschedule, cancel and discussion points, each saved
 * on the server (docs/architecture.md, rule 3) through the view's clientAction.
 */
export function NextMeetingWidget({ meeting, now }: WidgetProps) {
  const id = useId();
  const showToast = useToast();
  // The new time's form closes once the meeting is moved; a new point empties its box.
  const rescheduling = useFormFetcher();
  const changing = useFetcher();
  const [picked, setPicked] = useState("");
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const busy = rescheduling.busy || changing.state !== "idle";

  const change = (update: MeetingChange, failure: string, done?: string): AssignmentsIntent => ({
    intent: "meeting-change",
    meetingId: meeting._id,
    change: update,
    failure,
    ...(done ? { done } : {}),
  });

  function reschedule(event: FormEvent) {
    event.preventDefault();
    const time = picked ? new Date(picked) : null;
    if (!time || Number.isNaN(time.getTime()) || time.getTime() <= Date.now()) {
      showToast(FUTURE_ONLY, "error");
      return;
    }
    const intent = change(
      { time: time.toISOString() },
      "Failed to reschedule the meeting",
      "Meeting rescheduled.",
    );
    void rescheduling.fetcher.submit(intent, AS_JSON);
  }

  function addPoint(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("point") ?? "").trim();
    if (!text) return; // blank points are ignored (docs/product.md, section 5.5)
    const points = [...meeting.points, text];
    void changing.submit(change({ points }, "Failed to save the point"), AS_JSON);
  }

  function cancel() {
    setConfirmingCancel(false);
    const intent: AssignmentsIntent = {
      intent: "meeting-cancel",
      meetingId: meeting._id,
      title: meeting.title,
    };
    void changing.submit(intent, AS_JSON);
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

      {rescheduling.shown ? (
        <form className="meeting__reschedule" onSubmit={reschedule} noValidate>
          <DateTimeField label="New date and time" value={picked} onChange={setPicked} />
          <div className="assign-actions">
            <button type="submit" className="button button--primary button--small" disabled={busy}>
              Save new time
            </button>
            <button type="button" className="button button--small" onClick={rescheduling.close}>
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
              rescheduling.open(true);
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
                onClick={() => {
                  const points = meeting.points.filter((_, i) => i !== index);
                  void changing.submit(change({ points }, "Failed to remove the point"), AS_JSON);
                }}
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
        {/* A point saved joins the list: the box starts empty again (one more point). */}
        <input
          key={meeting.points.length}
          id={`${id}-point`}
          name="point"
          placeholder="New discussion point"
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
