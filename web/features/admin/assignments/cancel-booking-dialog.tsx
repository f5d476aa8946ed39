import { useState } from "react";
import {
  CANCEL_REASON_MAX,
  CancelPitchBookingSchema,
  type PitchSlot,
} from "../../../../core/schemas/pitch-slot";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Field } from "../../../components/ui/field";
import { AS_JSON, type FormFetcher } from "../actions";
import { formatZonedTime } from "../format";
import type { AssignmentsIntent } from "./assignments-action";

/**
 * Confirms cancelling a founder's pitch booking, with an optional reason the founder reads in
 * the e-mail (docs/decisions/021-pitch-slots-and-drafts.md, addendum). The server's refusal (the
 * founder moved it meanwhile, the pitch has started) is shown here, in the dialog.
 */
export function CancelBookingDialog({ cancelling }: { cancelling: FormFetcher<PitchSlot> }) {
  const slot = cancelling.shown;
  // A fresh reason for each booking: what was typed belongs to the slot it was typed for.
  const [typed, setTyped] = useState({ slotId: "", reason: "", problem: null as string | null });
  const fresh = typed.slotId !== slot?._id;
  const reason = fresh ? "" : typed.reason;
  const problem = fresh ? null : typed.problem;
  const set = (next: { reason?: string; problem?: string | null }) =>
    setTyped({ slotId: slot?._id ?? "", reason, problem, ...next });
  const failure = cancelling.refused?.error ?? null;

  function confirm() {
    if (!slot || cancelling.busy) return;
    const parsed = CancelPitchBookingSchema.safeParse({ reason });
    if (!parsed.success) {
      set({ problem: parsed.error.issues[0]?.message ?? "Check the reason." });
      return;
    }
    set({ problem: null });
    const intent: AssignmentsIntent = {
      intent: "slot-cancel-booking",
      slotId: slot._id,
      body: parsed.data,
    };
    void cancelling.fetcher.submit(intent, AS_JSON);
  }

  const booking = slot?.booking;
  return (
    <ConfirmDialog
      open={Boolean(slot && booking)}
      title="Cancel this pitch booking?"
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      onConfirm={confirm}
      onCancel={cancelling.close}
    >
      {slot && booking ? (
        <>
          <p>
            {booking.founderName} ({booking.startupName}), {formatZonedTime(slot.startsAt)} with{" "}
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
                onChange={(event) => set({ reason: event.target.value })}
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
