import { type FormEvent, useState } from "react";
import { MeetingInputSchema } from "../../../../core/schemas/meeting";
import { Field } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { useModalDialog } from "../../../components/ui/use-modal-dialog";
import { AS_JSON, type FormFetcher, useValuesSince } from "../actions";
import { DateField } from "../dates/date-field";
import { TimeField } from "../dates/time-field";
import type { AssignmentsIntent } from "./assignments-action";
import { combineDateTime, splitParticipants } from "./meeting-form";

const EMPTY = { title: "", participants: "", date: "", time: "" };
type Values = typeof EMPTY;

/**
 * 'Call for Meeting': title, comma-separated participants, date and time (docs/product.md, section 5.5),
 * sent to the view's clientAction; it closes, and empties, once the meeting is scheduled.
 */
export function CallMeetingDialog({ calling }: { calling: FormFetcher }) {
  const open = calling.shown !== null;
  const onClose = calling.close;
  const dialog = useModalDialog(open, onClose);
  const [values, setValues] = useValuesSince<Values>(EMPTY, calling.fetcher.data);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = calling.busy;
  const showToast = useToast();

  const setTo = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setTo(name)(event.target.value);

  function fail(message: string) {
    // Said inside the dialog too: the page behind a modal dialog is hidden from screen readers.
    setProblem(message);
    showToast(message, "error");
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const participants = splitParticipants(values.participants);
    const time = combineDateTime(values.date, values.time);
    if (!values.title.trim() || participants.length === 0 || !values.date || !values.time) {
      fail("Please fill all fields!");
      return;
    }
    if (!time) {
      // The field that is no date or no time says why, under it.
      fail("Check the date and the time.");
      return;
    }
    const parsed = MeetingInputSchema.safeParse({ title: values.title, participants, time });
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? "Please fill all fields!");
      return;
    }
    setProblem(null);
    const intent: AssignmentsIntent = { intent: "meeting-create", input: parsed.data };
    void calling.fetcher.submit(intent, AS_JSON);
  }

  return (
    <dialog
      {...dialog}
      className="dialog confirm-dialog meeting-dialog"
      aria-labelledby="meeting-dialog-title"
    >
      {open ? (
        <form className="confirm-dialog__body meeting-dialog__form" onSubmit={submit} noValidate>
          <h2 id="meeting-dialog-title">Call for Meeting</h2>
          <Field label="Meeting title">
            {(control) => <input {...control} value={values.title} onChange={set("title")} />}
          </Field>
          <Field label="Participants" hint="Separate names with commas.">
            {(control) => (
              <input {...control} value={values.participants} onChange={set("participants")} />
            )}
          </Field>
          <div className="meeting-dialog__when">
            <DateField label="Date" value={values.date} onChange={setTo("date")} />
            <TimeField label="Time" value={values.time} onChange={setTo("time")} />
          </div>
          {problem || calling.refused?.error ? (
            <p className="field__error" role="alert">
              {problem || calling.refused?.error}
            </p>
          ) : null}
          <div className="confirm-dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              Schedule meeting
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
