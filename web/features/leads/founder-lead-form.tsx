import { useNavigate } from "react-router";
import { FOUNDER_LOCATIONS, STARTUP_STAGES } from "../../../core/lead-choices";
import { FounderLeadSchema } from "../../../core/schemas/lead";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { useLocale } from "../../i18n/language";
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
  newsletter: "",
};

const FALLBACK = "Submission failed. Please try again.";

/**
 * The founder-ebook lead form (docs/product.md, section 3.5): success says the ebook is sent, then /thank-you,
 * which offers the download at once (the ebook travels in the router's location state).
 */
export function FounderLeadForm() {
  const navigate = useNavigate();
  const showToast = useToast();
  const language = useLocale();
  const { form, fields, failure, submitting } = useLeadForm({
    schema: FounderLeadSchema,
    defaultValue: EMPTY,
    // The ebook's mail, and the newsletter's if ticked, in the page's language.
    send: (values) => leadsApi.createLead({ ...values, language }),
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
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Founder ebook form"
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
      <Field label="Startup name" error={fields.startup.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.startup.name}
            defaultValue={fields.startup.initialValue}
            autoComplete="organization"
          />
        )}
      </Field>
      <Field label="Stage" error={fields.stage.errors?.[0]}>
        {(control) => (
          <select {...control} name={fields.stage.name} defaultValue="">
            <PlaceholderOptions placeholder="Select your stage" options={STARTUP_STAGES} />
          </select>
        )}
      </Field>
      <Field label="Location" error={fields.location.errors?.[0]}>
        {(control) => (
          <select {...control} name={fields.location.name} defaultValue="">
            <PlaceholderOptions placeholder="Select your location" options={FOUNDER_LOCATIONS} />
          </select>
        )}
      </Field>
      <Field label="Planned investment (₹)" error={fields.investment.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.investment.name}
            defaultValue={fields.investment.initialValue}
            type="number"
            inputMode="numeric"
            min={0}
          />
        )}
      </Field>
      <Field label="Hours per day" error={fields.hours.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.hours.name}
            defaultValue={fields.hours.initialValue}
            type="number"
            inputMode="decimal"
            min={0}
            max={24}
          />
        )}
      </Field>
      <NewsletterTick />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? "Sending…" : "Download Now"}
      </button>
      <FormError text={failure} />
    </form>
  );
}
