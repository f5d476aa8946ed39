import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FundingInterestSchema } from "../../../core/schemas/funding-interest";
import { Field } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { api } from "../../lib/api";
import { FormError, failureText } from "./lead-dialog";

type Values = z.input<typeof FundingInterestSchema>;
const EMPTY: Values = { name: "", email: "", company: "", idea: "" };

export const FUNDING_SUCCESS = "Thank you! Your application has been received.";

/** The 'Funding Application' modal's form on /test-9, stored (DESIGN.md 6.2). */
export function FundingInterestForm({ onDone }: { onDone: () => void }) {
  const showToast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof FundingInterestSchema>>({
    resolver: zodResolver(FundingInterestSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.post("/api/funding-interest", values);
      showToast(FUNDING_SUCCESS, "success");
      onDone();
    } catch (error) {
      setFailure(failureText(error, "Submission failed. Please try again."));
    }
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
