import { useNavigate } from "react-router";
import type { z } from "zod";
import { HANDBOOK_LOCATIONS, HANDBOOK_ROLES } from "../../../core/constants";
import { HandbookLeadSchema } from "../../../core/schemas/lead";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { PATHS } from "../../paths";
import { FormError } from "./lead-dialog";
import { leadsApi } from "./leads-api";
import { useLeadForm } from "./use-lead-form";

type Values = z.input<typeof HandbookLeadSchema>;
const EMPTY: Values = { name: "", email: "", role: "" as never, location: "" as never };

/** The AI-handbook lead form (spec section 5): success goes to the handbook thank-you page. */
export function HandbookLeadForm() {
  const navigate = useNavigate();
  const showToast = useToast();
  const {
    register,
    onSubmit,
    failure,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: HandbookLeadSchema,
    defaultValues: EMPTY,
    send: leadsApi.createLead,
    fallback: "Error submitting lead. Please try again.",
    onSuccess: () => {
      showToast("Thank you! Your handbook is on its way.", "success");
      navigate(PATHS.handbookThankYou);
    },
  });

  return (
    <form className="form lead-form" onSubmit={onSubmit} noValidate aria-label="Handbook form">
      <Field label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...register("name")} autoComplete="name" />}
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" />
        )}
      </Field>
      <Field label="Role" error={errors.role?.message}>
        {(control) => (
          <select {...control} {...register("role")}>
            <PlaceholderOptions placeholder="Select your role" options={HANDBOOK_ROLES} />
          </select>
        )}
      </Field>
      <Field label="Location" error={errors.location?.message}>
        {(control) => (
          <select {...control} {...register("location")}>
            <PlaceholderOptions placeholder="Select your location" options={HANDBOOK_LOCATIONS} />
          </select>
        )}
      </Field>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Download Now"}
      </button>
      <FormError text={failure} />
    </form>
  );
}
