import { useNavigate } from "react-router";
import type { z } from "zod";
import { FOUNDER_LOCATIONS, FOUNDER_STAGES } from "../../../core/constants";
import { FounderLeadSchema } from "../../../core/schemas/lead";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { PATHS } from "../../paths";
import type { EbookLocationState } from "./ebook-download";
import { FormError } from "./lead-dialog";
import { leadsApi } from "./leads-api";
import { useLeadForm } from "./use-lead-form";

type Values = z.input<typeof FounderLeadSchema>;
const EMPTY = {
  name: "",
  email: "",
  startup: "",
  stage: "",
  location: "",
} as unknown as Values;

const FALLBACK = "Submission failed. Please try again.";

/**
 * The founder-ebook lead form (spec section 5): success says the ebook is sent, then /thank-you,
 * which offers the download at once (the ebook travels in the router's location state).
 */
export function FounderLeadForm() {
  const navigate = useNavigate();
  const showToast = useToast();
  const {
    register,
    onSubmit,
    failure,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: FounderLeadSchema,
    defaultValues: EMPTY,
    send: leadsApi.createLead,
    fallback: FALLBACK,
    onSuccess: (answer) => {
      showToast("Your ebook has been sent to your inbox.", "success");
      // The lead is saved whatever the answer holds; the catalogue knows this form's ebook too.
      const state: EbookLocationState = { ebook: answer?.ebook?.slug ?? "before-you-build" };
      navigate(PATHS.thankYou, { state });
    },
  });

  return (
    <form className="form lead-form" onSubmit={onSubmit} noValidate aria-label="Founder ebook form">
      <Field label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...register("name")} autoComplete="name" />}
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" />
        )}
      </Field>
      <Field label="Startup name" error={errors.startup?.message}>
        {(control) => <input {...control} {...register("startup")} autoComplete="organization" />}
      </Field>
      <Field label="Stage" error={errors.stage?.message}>
        {(control) => (
          <select {...control} {...register("stage")}>
            <PlaceholderOptions placeholder="Select your stage" options={FOUNDER_STAGES} />
          </select>
        )}
      </Field>
      <Field label="Location" error={errors.location?.message}>
        {(control) => (
          <select {...control} {...register("location")}>
            <PlaceholderOptions placeholder="Select your location" options={FOUNDER_LOCATIONS} />
          </select>
        )}
      </Field>
      <Field label="Planned investment (₹)" error={errors.investment?.message}>
        {(control) => (
          <input
            {...control}
            {...register("investment", { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={0}
          />
        )}
      </Field>
      <Field label="Hours per day" error={errors.hours?.message}>
        {(control) => (
          <input
            {...control}
            {...register("hours", { valueAsNumber: true })}
            type="number"
            inputMode="decimal"
            min={0}
            max={24}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Download Now"}
      </button>
      <FormError text={failure} />
    </form>
  );
}
