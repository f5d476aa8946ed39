import { useState } from "react";
import { useNavigate } from "react-router";
import { FOUNDER_LOCATIONS, STARTUP_STAGES } from "../../../core/lead-choices";
import type { FounderLeadInput } from "../../../core/schemas/lead";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { lazySchema } from "../../lib/lazy-schema";
import { PATHS } from "../../paths";
import type { EbookLocationState } from "./ebook-download";
import { FormError } from "./lead-dialog";
import { leadsApi } from "./leads-api";
import { NewsletterTick } from "./newsletter-tick";
import { useLeadForm } from "./use-lead-form";

const EMPTY = {
  name: "",
  email: "",
  startup: "",
  stage: "",
  location: "",
  investment: "",
  hours: "",
};

// The server's rules, loaded on the form's first focus.
const RULES = lazySchema<keyof typeof EMPTY, FounderLeadInput>(
  () => import("../../../core/schemas/lead").then((rules) => rules.FounderLeadSchema),
  ["investment", "hours"],
);

const FALLBACK = "Submission failed. Please try again.";

/**
 * The founder-ebook lead form (docs/product.md, section 3.5): success says the ebook is sent, then /thank-you,
 * which offers the download at once (the ebook travels in the router's location state).
 */
export function FounderLeadForm() {
  const [newsletter, setNewsletter] = useState(false);
  const navigate = useNavigate();
  const showToast = useToast();
  const { register, onSubmit, onFocus, failure, errors, submitting } = useLeadForm({
    fields: EMPTY,
    rules: RULES,
    send: (values) => leadsApi.createLead({ ...values, newsletter }),
    fallback: FALLBACK,
    onSuccess: (answer) => {
      showToast("Your ebook has been sent to your inbox.", "success");
      // The lead is saved whatever the answer holds; the catalogue knows this form's ebook too.
      const state: EbookLocationState = { ebook: answer?.ebook?.slug ?? "before-you-build" };
      navigate(PATHS.thankYou, { state });
    },
  });

  return (
    <form
      className="form lead-form"
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label="Founder ebook form"
    >
      <Field label="Name" error={errors.name}>
        {(control) => <input {...control} {...register("name")} autoComplete="name" />}
      </Field>
      <Field label="E-mail" error={errors.email}>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" />
        )}
      </Field>
      <Field label="Startup name" error={errors.startup}>
        {(control) => <input {...control} {...register("startup")} autoComplete="organization" />}
      </Field>
      <Field label="Stage" error={errors.stage}>
        {(control) => (
          <select {...control} {...register("stage")}>
            <PlaceholderOptions placeholder="Select your stage" options={STARTUP_STAGES} />
          </select>
        )}
      </Field>
      <Field label="Location" error={errors.location}>
        {(control) => (
          <select {...control} {...register("location")}>
            <PlaceholderOptions placeholder="Select your location" options={FOUNDER_LOCATIONS} />
          </select>
        )}
      </Field>
      <Field label="Planned investment (₹)" error={errors.investment}>
        {(control) => (
          <input
            {...control}
            {...register("investment")}
            type="number"
            inputMode="numeric"
            min={0}
          />
        )}
      </Field>
      <Field label="Hours per day" error={errors.hours}>
        {(control) => (
          <input
            {...control}
            {...register("hours")}
            type="number"
            inputMode="decimal"
            min={0}
            max={24}
          />
        )}
      </Field>
      <NewsletterTick checked={newsletter} onChange={setNewsletter} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? "Sending…" : "Download Now"}
      </button>
      <FormError text={failure} />
    </form>
  );
}
