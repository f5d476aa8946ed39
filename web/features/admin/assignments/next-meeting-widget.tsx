import { getInputProps, useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import type { Meeting, MeetingChange } from "../../../../core/schemas/meeting";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { AS_JSON, type FormReply, useOnSaved } from "../actions";
import { DateTimeField } from "../dates/date-time-field";
import { pickerFromIso } from "../format";
import type { AssignmentsIntent } from "./assignments-action";
import { PointFormSchema } from "./meeting-change-form";
import { formatMeetingTime, meetingCountdownText } from "./next-meeting";

type WidgetProps = { meeting: Meeting; now: number };

/**
 * The next meeting with its live countdown, reschedule, cancel and discussion points, each saved
 * on the server (docs/architecture.md, rule 3) through the view's clientAction: the new time and a
 * new point as conform forms, a point removed and the meeting cancelled as intents.
 */
export function NextMeetingWidget({ meeting, now }: WidgetProps) {
  const id = useId();
  // The new time's form closes once the meeting is moved; a new point empties its box.
  const [rescheduling, setRescheduling] = useState(false);
  const changing = useFetcher();
  const adding = useFetcher<FormReply>();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const busy = changing.state !== "idle" || adding.state !== "idle";
  const [pointForm, pointFields] = useForm({
    id: `${id}-add-point`,
    lastResult: adding.data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PointFormSchema }),
  });

  const change = (update: MeetingChange, failure: string, done?: string): AssignmentsIntent => ({
    intent: "meeting-change",
    meetingId: meeting._id,
    change: update,
    failure,
    ...(done ? { done } : {}),
  });

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

      {rescheduling ? (
        <RescheduleForm meeting={meeting} onClose={() => setRescheduling(false)} />
      ) : (
        <div className="assign-actions">
          <button
            type="button"
            className="button button--small"
            onClick={() => setRescheduling(true)}
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
      <adding.Form
        method="post"
        id={pointForm.id}
        className="meeting__add-point"
        onSubmit={pointForm.onSubmit}
        noValidate
      >
        <input type="hidden" name="intent" value="meeting-point-add" />
        <input type="hidden" name="meetingId" value={meeting._id} />
        {meeting.points.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the points are sent whole, in order
          <input key={index} type="hidden" name="points" value={text} />
        ))}
        <label htmlFor={pointFields.point.id} className="visually-hidden">
          New discussion point
        </label>
        {/* A point saved joins the list: the reply empties the box (one more point). */}
        <input
          {...getInputProps(pointFields.point, { type: "text" })}
          key={pointFields.point.key}
          placeholder="New discussion point"
        />
        <button type="submit" className="button button--small" disabled={busy}>
          Add point
        </button>
      </adding.Form>

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

/**
 * The new time, which must be in the future (else the spec's alert, said by the clientAction,
 * and under the field): it closes once the meeting is moved, or on "Keep current time".
 */
function RescheduleForm({ meeting, onClose }: { meeting: Meeting; onClose: () => void }) {
  const moving = useFetcher<FormReply>();
  useOnSaved(moving, onClose);
  const [form, fields] = useForm({
    id: `reschedule-${meeting._id}`,
    lastResult: moving.data?.result,
    defaultValue: { time: pickerFromIso(meeting.time) },
  });
  const time = useInputControl(fields.time);
  return (
    <moving.Form
      method="post"
      id={form.id}
      className="meeting__reschedule"
      onSubmit={form.onSubmit}
      noValidate
    >
      <input type="hidden" name="intent" value="meeting-reschedule" />
      <input type="hidden" name="meetingId" value={meeting._id} />
      <DateTimeField
        label="New date and time"
        value={time.value ?? ""}
        onChange={time.change}
        error={fields.time.errors?.[0]}
      />
      <div className="assign-actions">
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={moving.state !== "idle"}
        >
          Save new time
        </button>
        <button type="button" className="button button--small" onClick={onClose}>
          Keep current time
        </button>
      </div>
    </moving.Form>
  );
}
