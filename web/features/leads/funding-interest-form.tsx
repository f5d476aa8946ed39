import { FundingInterestSchema } from "../../../core/schemas/funding-interest";
import { Field } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { FormError } from "./lead-dialog";
import { leadsApi } from "./leads-api";
import { useLeadForm } from "./use-lead-form";

const EMPTY = { name: "", email: "", company: "", idea: "" };

export const FUNDING_SUCCESS = "Thank you! Your application has been received.";

/** The 'Funding Application' modal's form on /test-9, stored (docs/architecture.md, rule 2). */
export function FundingInterestForm({ onDone }: { onDone: () => void }) {
  const showToast = useToast();
  const { form, fields, failure, submitting } = useLeadForm({
    schema: FundingInterestSchema,
    defaultValue: EMPTY,
    send: leadsApi.sendFundingInterest,
    fallback: "Submission failed. Please try again.",
    onSuccess: () => {
      showToast(FUNDING_SUCCESS, "success");
      onDone();
    },
  });

  return (
    <form
      className="form lead-form"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Funding application"
    >
      <Field label="Name" error={fields.name.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.name.name}
            defaultValue={fields.name.initialValue}
            autoComplete="name"
          />
        )}
      </Field>
      <Field label="E-mail" error={fields.email.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.email.name}
            defaultValue={fields.email.initialValue}
            type="email"
            autoComplete="email"
          />
        )}
      </Field>
      <Field label="Company or startup name" optional error={fields.company.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.company.name}
            defaultValue={fields.company.initialValue}
            autoComplete="organization"
          />
        )}
      </Field>
      <Field label="Your idea, in short" error={fields.idea.errors?.[0]}>
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
        {submitting ? "Sending…" : "Submit Application"}
      </button>
      <FormError text={failure} />
    </form>
  );
}
