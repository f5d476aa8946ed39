import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { FOUNDER_LOCATIONS, STARTUP_STAGES } from "../../../core/lead-choices";
import { FounderLeadSchema } from "../../../core/schemas/lead";
import {
  AmountField,
  ChoiceField,
  EmailField,
  NumberField,
  TextField,
} from "../../components/ui/form-fields";
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
      <TextField field={fields.name} label={t`Name`} autoComplete="name" />
      <EmailField field={fields.email} label={t`E-mail`} />
      <TextField field={fields.startup} label={t`Startup name`} autoComplete="organization" />
      <ChoiceField
        field={fields.stage}
        label={t`Stage`}
        placeholder={t`Select your stage`}
        options={STARTUP_STAGES}
        optionLabel={(option) => leadChoice(option, i18n)}
      />
      <ChoiceField
        field={fields.location}
        label={t`Location`}
        placeholder={t`Select your location`}
        options={FOUNDER_LOCATIONS}
        optionLabel={(option) => leadChoice(option, i18n)}
      />
      <AmountField field={fields.investment} label={t`Planned investment`} currency="INR" />
      <NumberField
        field={fields.hours}
        label={t`Hours per day`}
        inputMode="decimal"
        min={0}
        max={24}
      />
      <NewsletterTick />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? <Trans>Sending…</Trans> : <Trans>Download Now</Trans>}
      </button>
      <FormError text={failure} />
    </form>
  );
}
