import { Trans, useLingui } from "@lingui/react/macro";
import { FundingInterestSchema } from "../../../core/schemas/funding-interest";
import { EmailField, LongTextField, TextField } from "../../components/ui/form-fields";
import { useToast } from "../../components/ui/toast";
import { FormError } from "./lead-dialog";
import { leadsApi } from "./leads-api";
import { useLeadForm } from "./use-lead-form";

const EMPTY = { name: "", email: "", company: "", idea: "" };

/** The 'Funding Application' modal's form on /test-9, stored (docs/architecture.md, rule 2). */
export function FundingInterestForm({ onDone }: { onDone: () => void }) {
  const showToast = useToast();
  const { t } = useLingui();
  const { form, fields, failure, submitting } = useLeadForm({
    schema: FundingInterestSchema,
    defaultValue: EMPTY,
    send: leadsApi.sendFundingInterest,
    fallback: t`Submission failed. Please try again.`,
    onSuccess: () => {
      showToast(t`Thank you! Your application has been received.`, "success");
      onDone();
    },
  });

  return (
    <form
      className="form lead-form"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t`Funding application`}
    >
      <TextField field={fields.name} label={t`Name`} autoComplete="name" />
      <EmailField field={fields.email} label={t`E-mail`} />
      <TextField
        field={fields.company}
        label={t`Company or startup name`}
        optional
        autoComplete="organization"
      />
      <LongTextField field={fields.idea} label={t`Your idea, in short`} rows={4} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? <Trans>Sending…</Trans> : <Trans>Submit Application</Trans>}
      </button>
      <FormError text={failure} />
    </form>
  );
}
