import { useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { FormAlert } from "../../../components/ui/form-alert";
import { TextField } from "../../../components/ui/form-fields";
import { useModalDialog } from "../../../components/ui/use-modal-dialog";
import { type FormReply, useOnSaved } from "../actions";
import { DateField } from "../dates/date-field";
import { TimeField } from "../dates/time-field";
import { MeetingFormSchema } from "./meeting-form";

/**
 * 'Call for Meeting': title, comma-separated participants, date and time, all required, else
 * 'Please fill all fields!' (docs/product.md, section 5.5). The dialog's form is drawn afresh each
 * time it opens, and closes once the meeting is scheduled.
 */
export function CallMeetingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog
      {...dialog}
      className="dialog confirm-dialog meeting-dialog"
      aria-labelledby="meeting-dialog-title"
    >
      {open ? <MeetingForm onClose={onClose} /> : null}
    </dialog>
  );
}

/**
 * A conform form posted to the view's clientAction, which checks it with the same schema. Every
 * message is said inside the dialog: the page behind a modal dialog is hidden from screen readers.
 */
function MeetingForm({ onClose }: { onClose: () => void }) {
  const calling = useFetcher<FormReply>();
  useOnSaved(calling, onClose);
  const [form, fields] = useForm({
    id: "meeting-form",
    lastResult: calling.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MeetingFormSchema }),
  });
  const date = useInputControl(fields.date);
  const time = useInputControl(fields.time);
  const { title, participants } = fields;
  const blank = [title, participants, fields.date, fields.time].some(
    (field) => field.errors && !field.value,
  );
  return (
    <calling.Form
      method="post"
      id={form.id}
      className="confirm-dialog__body meeting-dialog__form"
      onSubmit={form.onSubmit}
      noValidate
    >
      <h2 id="meeting-dialog-title">Call for Meeting</h2>
      <input type="hidden" name="intent" value="meeting-create" />
      <TextField field={title} label="Meeting title" />
      <TextField field={participants} label="Participants" hint="Separate names with commas." />
      <div className="meeting-dialog__when">
        <DateField
          label="Date"
          value={date.value ?? ""}
          onChange={date.change}
          error={fields.date.errors?.[0]}
        />
        <TimeField
          label="Time"
          value={time.value ?? ""}
          onChange={time.change}
          error={fields.time.errors?.[0]}
        />
      </div>
      <FormAlert message={blank ? "Please fill all fields!" : (form.errors?.[0] ?? null)} />
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={calling.state !== "idle"}
        >
          Schedule meeting
        </button>
      </div>
    </calling.Form>
  );
}
