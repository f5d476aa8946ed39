import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { FOUNDER_LOCATIONS, STARTUP_STAGES } from "../../../core/lead-choices";
import { FounderLeadSchema } from "../../../core/schemas/lead";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { useLocale, useLocalePath } from "../../i18n/language";
import { PATHS } from "../../paths";
import { leadChoice } from "../../words/lead-choices";
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

/**
 * The founder-ebook lead form (docs/product.md, section 3.5): success says the ebook is sent, then /thank-you,
 * which offers the download at once (the ebook travels in the router's location state).
 */
export function FounderLeadForm() {
  const navigate = useNavigate();
  const showToast = useToast();
  const { i18n, t } = useLingui();
  const localePath = useLocalePath();
  const language = useLocale();
  const { form, fields, failure, submitting } = useLeadForm({
    schema: FounderLeadSchema,
    defaultValue: EMPTY,
    // The ebook's mail, and the newsletter's if ticked, in the page's language.
    send: (values) => leadsApi.createLead({ ...values, language }),
    fallback: t`Submission failed. Please try again.`,
    onSuccess: (answer) => {
      showToast(t`Your ebook has been sent to your inbox.`, "success");
      // The lead is saved whatever the answer holds; the catalogue knows this form's ebook too.
      const state: EbookLocationState = { ebook: answer?.ebook?.slug ?? "before-you-build" };
      navigate(localePath(PATHS.thankYou), { state });
    },
  });

  return (
    <form
      className="form lead-form"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t`Founder ebook form`}
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
      <Field label={t`Startup name`} error={fields.startup.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.startup.name}
            defaultValue={fields.startup.initialValue}
            autoComplete="organization"
          />
        )}
      </Field>
      <Field label={t`Stage`} error={fields.stage.errors?.[0]}>
        {(control) => (
          <select {...control} name={fields.stage.name} defaultValue="">
            <PlaceholderOptions
              placeholder={t`Select your stage`}
              options={STARTUP_STAGES}
              label={(option) => leadChoice(option, i18n)}
            />
          </select>
        )}
      </Field>
      <Field label={t`Location`} error={fields.location.errors?.[0]}>
        {(control) => (
          <select {...control} name={fields.location.name} defaultValue="">
            <PlaceholderOptions
              placeholder={t`Select your location`}
              options={FOUNDER_LOCATIONS}
              label={(option) => leadChoice(option, i18n)}
            />
          </select>
        )}
      </Field>
      <Field label={t`Planned investment (₹)`} error={fields.investment.errors?.[0]}>
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
      <Field label={t`Hours per day`} error={fields.hours.errors?.[0]}>
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
        {submitting ? <Trans>Sending…</Trans> : <Trans>Download Now</Trans>}
      </button>
      <FormError text={failure} />
    </form>
  );
}
