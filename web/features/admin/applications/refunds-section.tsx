import "../../../styles/refunds.css";
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { STATE_CHOICES } from "../../../../core/indian-states";
import { formatRupees } from "../../../../core/money";
import {
  REFUND_NOTE_MAX,
  REFUND_REASON_LABELS,
  type RefundStatus,
  STAFF_REFUND_REASONS,
} from "../../../../core/refunds";
import {
  RefundFormSchema,
  type RefundsView,
  type StaffRefund,
} from "../../../../core/schemas/refund";
import { FormAlert } from "../../../components/ui/form-alert";
import { ChoiceField, LongTextField, TextField } from "../../../components/ui/form-fields";
import { errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";
import type { FormReply } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import { refundsApi } from "./refunds-api";

const REASONS = REFUND_REASON_LABELS.en;
const STATUS_LABELS: Record<RefundStatus, string> = {
  pending: "Pending at the bank",
  processed: "Processed",
  failed: "Failed",
};

/**
 * An application's refunds, for admins on its record (docs/decisions/085-refunds-and-credit-notes.md):
 * each with its state, the bank's reference once processed, the provider's reason when it failed
 * and its credit note; and the form that refunds what is left, in full or in part, with a reason.
 */
export function RefundsSection({
  applicationId,
  refunds,
}: {
  applicationId: string;
  refunds: Promise<RefundsView>;
}) {
  return (
    <section className="refunds" aria-labelledby={`refunds-${applicationId}`}>
      <h3 id={`refunds-${applicationId}`}>Refunds</h3>
      <Loaded
        data={refunds}
        loading={null}
        failure={() => <p className="field__error">Could not load the refunds.</p>}
      >
        {(view) => (
          <>
            <RefundList applicationId={applicationId} refunds={view.refunds} />
            {view.refundable > 0 ? (
              <RefundForm view={view} />
            ) : view.paid > 0 ? (
              <p>The payment has been refunded in full.</p>
            ) : (
              <p>Nothing was paid for this application: there is nothing to refund.</p>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}

function RefundList({ applicationId, refunds }: { applicationId: string; refunds: StaffRefund[] }) {
  if (refunds.length === 0) return <p>No refunds.</p>;
  return (
    <ul className="refunds__list">
      {refunds.map((refund) => (
        <li key={refund.id} className="refunds__item">
          <p className="refunds__line">
            <strong>{formatRupees(refund.amount)}</strong>, {REASONS[refund.reason]}
            {refund.automatic ? " (automatic)" : ""} · started {formatDateTime(refund.createdAt)}
          </p>
          <p className={`refunds__status refunds__status--${refund.status}`}>
            {STATUS_LABELS[refund.status]}
            {refund.status === "processed" && refund.processedAt
              ? ` ${formatDateTime(refund.processedAt)} · ARN `
              : null}
            {refund.status === "processed" && refund.arn ? (
              <span className="refunds__reference">{refund.arn}</span>
            ) : null}
            {refund.status === "failed" ? `: ${refund.failureReason ?? ""}` : null}
          </p>
          {refund.note ? <p className="refunds__note">{refund.note}</p> : null}
          {refund.creditNote ? (
            <CreditNoteButton
              applicationId={applicationId}
              refundId={refund.id}
              number={refund.creditNote.number}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function CreditNoteButton({
  applicationId,
  refundId,
  number,
}: {
  applicationId: string;
  refundId: string;
  number: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      const pdf = await refundsApi.creditNote(applicationId, refundId);
      saveFile(pdf, `credit-note-${number.replaceAll("/", "-")}.pdf`);
    } catch (failure) {
      const text = "The credit note could not be downloaded.";
      setError(errorText(failure, { fallback: text, network: text }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <p className="refunds__credit-note">
      <button type="button" className="button button--small" onClick={download} disabled={busy}>
        Download credit note {number} (PDF)
      </button>
      <FormAlert message={error} />
    </p>
  );
}

function RefundForm({ view }: { view: RefundsView }) {
  const id = useId();
  const refunding = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: `${id}-refund`,
    defaultValue: { rupees: String(view.refundable / 100) },
    lastResult: refunding.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RefundFormSchema }),
  });
  const busy = refunding.state !== "idle";
  return (
    <refunding.Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="form refunds__form"
      aria-label="Refund the payment"
    >
      <input type="hidden" name="intent" value="refund" />
      <TextField
        field={fields.rupees}
        label="Amount to refund (₹)"
        hint={`At most ${formatRupees(view.refundable)}: what was paid (${formatRupees(view.paid)}) less what was refunded.`}
        inputMode="numeric"
      />
      <ChoiceField
        field={fields.reason}
        label="Reason"
        placeholder="Choose a reason"
        options={STAFF_REFUND_REASONS}
        optionLabel={(reason) => REASONS[reason as keyof typeof REASONS]}
      />
      {view.needsState ? (
        <ChoiceField
          field={fields.state}
          label="The founder's state (place of supply)"
          hint="The tax invoice was never downloaded: its state is fixed now, for it and its credit notes."
          placeholder="Choose a state"
          options={STATE_CHOICES.map((choice) => choice.code)}
          optionLabel={(code) => STATE_CHOICES.find((choice) => choice.code === code)?.name ?? code}
        />
      ) : null}
      <LongTextField
        field={fields.note}
        label="Note"
        hint={`Kept in the application's history. At most ${REFUND_NOTE_MAX} characters.`}
        optional
        rows={2}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Starting the refund…" : "Start the refund"}
      </button>
      <FormAlert message={form.errors?.[0] ?? null} />
    </refunding.Form>
  );
}
