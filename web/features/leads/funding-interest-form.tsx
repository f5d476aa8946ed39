import type { FundingInterestInput } from "../../../core/schemas/funding-interest";
import { Field } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { lazySchema } from "../../lib/lazy-schema";
import { FormError } from "./lead-dialog";
import { leadsApi } from "./leads-api";
import { useLeadForm } from "./use-lead-form";

const EMPTY = { name: "", email: "", company: "", idea: "" };

// The server's rules, loaded on the form's first focus.
const RULES = lazySchema<keyof typeof EMPTY, FundingInterestInput>(() =>
  import("../../../core/schemas/funding-interest").then((rules) => rules.FundingInterestSchema),
);

export const FUNDING_SUCCESS = "Thank you! Your application has been received.";

/** The 'Funding Application' modal's form on /test-9, stored (docs/architecture.md, rule 2). */
export function FundingInterestForm({ onDone }: { onDone: () => void }) {
  const showToast = useToast();
  const { register, onSubmit, onFocus, failure, errors, submitting } = useLeadForm({
    fields: EMPTY,
    rules: RULES,
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
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label="Funding application"
    >
      <Field label="Name" error={errors.name}>
        {(control) => <input {...control} {...register("name")} autoComplete="name" />}
      </Field>
      <Field label="E-mail" error={errors.email}>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" />
        )}
      </Field>
      <Field label="Company or startup name" optional error={errors.company}>
        {(control) => <input {...control} {...register("company")} autoComplete="organization" />}
      </Field>
      <Field label="Your idea, in short" error={errors.idea}>
        {(control) => <textarea {...control} {...register("idea")} rows={4} />}
      </Field>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? "Sending…" : "Submit Application"}
      </button>
      <FormError text={failure} />
    </form>
  );
}
