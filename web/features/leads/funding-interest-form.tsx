import type { z } from "zod";
import { FundingInterestSchema } from "../../../core/schemas/funding-interest";
import { Field } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { FormError } from "./lead-dialog";
import { leadsApi } from "./leads-api";
import { useLeadForm } from "./use-lead-form";

type Values = z.input<typeof FundingInterestSchema>;
const EMPTY: Values = { name: "", email: "", company: "", idea: "" };

export const FUNDING_SUCCESS = "Thank you! Your application has been received.";

/** The 'Funding Application' modal's form on /test-9, stored (docs/architecture.md, rule 2). */
export function FundingInterestForm({ onDone }: { onDone: () => void }) {
  const showToast = useToast();
  const {
    register,
    onSubmit,
    failure,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: FundingInterestSchema,
    defaultValues: EMPTY,
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
      noValidate
      aria-label="Funding application"
    >
      <Field label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...register("name")} autoComplete="name" />}
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" />
        )}
      </Field>
      <Field label="Company or startup name" optional error={errors.company?.message}>
        {(control) => <input {...control} {...register("company")} autoComplete="organization" />}
      </Field>
      <Field label="Your idea, in short" error={errors.idea?.message}>
        {(control) => <textarea {...control} {...register("idea")} rows={4} />}
      </Field>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Submit Application"}
      </button>
      <FormError text={failure} />
    </form>
  );
}
