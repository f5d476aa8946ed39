import { Trans, useLingui } from "@lingui/react/macro";
import { FundingInterestSchema } from "../../../core/schemas/funding-interest";
import { Field } from "../../components/ui/field";
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
      <Field label={t`Name`} error={fields.name.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.name.name}
            defaultValue={fields.name.initialValue}
            autoComplete="name"
          />
        )}
      </Field>
      <Field label={t`E-mail`} error={fields.email.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.email.name}
            defaultValue={fields.email.initialValue}
            type="email"
            dir="ltr"
            autoComplete="email"
          />
        )}
      </Field>
      <Field label={t`Company or startup name`} optional error={fields.company.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.company.name}
            defaultValue={fields.company.initialValue}
            autoComplete="organization"
          />
        )}
      </Field>
      <Field label={t`Your idea, in short`} error={fields.idea.errors?.[0]}>
        {(control) => (
          <textarea
            {...control}
            name={fields.idea.name}
            defaultValue={fields.idea.initialValue}
            rows={4}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? <Trans>Sending…</Trans> : <Trans>Submit Application</Trans>}
      </button>
      <FormError text={failure} />
    </form>
  );
}
