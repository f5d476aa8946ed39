import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { CANCEL_REASON_MAX, type PitchSlot } from "../../../../core/schemas/pitch-slot";
import { FormAlert } from "../../../components/ui/form-alert";
import { LongTextField } from "../../../components/ui/form-fields";
import { useModalDialog } from "../../../components/ui/use-modal-dialog";
import { useOnSaved } from "../actions";
import { formatZonedTime } from "../format";
import type { BookingCancelled } from "./assignments-action";
import { CancelBookingFormSchema } from "./cancel-booking-form";

type CancelBookingDialogProps = {
  /** The booked slot whose booking is being cancelled; null when the dialog is closed. */
  slot: PitchSlot | null;
  onClose: () => void;
  /** The booking went: its slot is open again. */
  onCancelled: (slotId: string) => void;
};

/**
 * Confirms cancelling a founder's pitch booking, with an optional reason the founder reads in
 * the e-mail (docs/decisions/021-pitch-slots-and-drafts.md, addendum). A conform form posted to
 * the view's clientAction; the server's refusal (the founder moved it meanwhile, the pitch has
 * started) is shown here, in the dialog. It opens on the reason (Enter there is a new line).
 */
export function CancelBookingDialog({ slot, onClose, onCancelled }: CancelBookingDialogProps) {
  const booked = slot?.booking ? slot : null;
  const dialog = useModalDialog(booked !== null, onClose);
  return (
    <dialog {...dialog} className="dialog confirm-dialog" aria-labelledby="cancel-booking-title">
      {booked ? (
        <CancelBookingForm
          key={booked._id}
          slot={booked}
          onClose={onClose}
          onCancelled={onCancelled}
        />
      ) : null}
    </dialog>
  );
}

function CancelBookingForm({
  slot,
  onClose,
  onCancelled,
}: CancelBookingDialogProps & { slot: PitchSlot }) {
  const cancelling = useFetcher<BookingCancelled>();
  useOnSaved(cancelling, () => onCancelled(slot._id));
  const [form, fields] = useForm({
    id: `cancel-booking-${slot._id}`,
    lastResult: cancelling.data?.result,
    constraint: getZodConstraint(CancelBookingFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CancelBookingFormSchema }),
  });
  return (
    <cancelling.Form
      method="post"
      id={form.id}
      className="confirm-dialog__body"
      onSubmit={form.onSubmit}
      noValidate
    >
      <h2 id="cancel-booking-title">Cancel this pitch booking?</h2>
      <input type="hidden" name="intent" value="slot-cancel-booking" />
      <input type="hidden" name="slotId" value={slot._id} />
      <p>
        {slot.booking?.founderName} ({slot.booking?.startupName}), {formatZonedTime(slot.startsAt)}{" "}
        with {slot.representativeName}.
      </p>
      <p>
        The founder is told by e-mail, with a link to choose another time. The slot opens again and
        the application goes back to Pending.
      </p>
      <LongTextField
        field={fields.reason}
        label="Reason for the founder"
        optional
        hint={`Shown in the e-mail. At most ${CANCEL_REASON_MAX} characters.`}
        rows={3}
      />
      <FormAlert message={form.errors?.[0] ?? null} />
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Keep booking
        </button>
        <button
          type="submit"
          className="button button--danger"
          disabled={cancelling.state !== "idle"}
        >
          Cancel booking
        </button>
      </div>
    </cancelling.Form>
  );
}
