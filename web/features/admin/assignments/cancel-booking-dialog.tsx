import { useEffect, useState } from "react";
import {
  CANCEL_REASON_MAX,
  CancelPitchBookingSchema,
  type PitchSlot,
} from "../../../../core/schemas/pitch-slot";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Field } from "../../../components/ui/field";
import { errorText } from "../../../lib/api";
import { formatDateTime } from "../format";
import { assignmentsApi } from "./assignments-api";

type CancelBookingDialogProps = {
  /** The booked slot whose booking is being cancelled; null keeps the dialog closed. */
  slot: PitchSlot | null;
  /** The booking is cancelled: the server's message, for the toast. */
  onCancelled: (message: string) => void;
  /** The dialog is closed without cancelling (the list is refreshed: the booking may have moved). */
  onClose: (refresh: boolean) => void;
};

/**
 * Confirms cancelling a founder's pitch booking, with an optional reason the founder reads in
 * the e-mail (docs/decisions/021-pitch-slots-and-drafts.md, addendum). The server's refusal (the
 * founder moved it meanwhile, the pitch has started) is shown here, in the dialog.
 */
export function CancelBookingDialog({ slot, onCancelled, onClose }: CancelBookingDialogProps) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const slotId = slot?._id;
  useEffect(() => {
    if (!slotId) return;
    setReason("");
    setProblem(null);
    setFailure(null);
  }, [slotId]);

  async function confirm() {
    if (!slot || busy) return;
    const parsed = CancelPitchBookingSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the reason.");
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const { message } = await assignmentsApi.cancelPitchBooking(slot._id, parsed.data);
      onCancelled(message);
    } catch (error) {
      setFailure(
        errorText(error, {
          fallback: "The booking could not be cancelled.",
          network: "Something went wrong.",
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  const booking = slot?.booking;
  return (
    <ConfirmDialog
      open={Boolean(slot && booking)}
      title="Cancel this pitch booking?"
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      onConfirm={() => void confirm()}
      onCancel={() => onClose(failure !== null)}
    >
      {slot && booking ? (
        <>
          <p>
            {booking.founderName} ({booking.startupName}), {formatDateTime(slot.startsAt)} with{" "}
            {slot.representativeName}.
          </p>
          <p>
            The founder is told by e-mail, with a link to choose another time. The slot opens again
            and the application goes back to Pending.
          </p>
          <Field
            label="Reason for the founder"
            optional
            hint={`Shown in the e-mail. At most ${CANCEL_REASON_MAX} characters.`}
            error={problem ?? undefined}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={CANCEL_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          {failure ? (
            <p className="field__error" role="alert">
              {failure}
            </p>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
