import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { FOUNDER_LOCATIONS, STARTUP_STAGES } from "../../../core/lead-choices";
import type { FounderLeadSchema } from "../../../core/schemas/lead";
import {
  AmountField,
  ChoiceField,
  EmailField,
  NumberField,
  TextField,
} from "../../components/ui/form-fields";
import type { PageFormAnswer } from "../../lib/form-action";
import { leadChoice } from "../../words/lead-choices";
import { leadFailureText } from "./lead-answer";
import { FormError } from "./lead-dialog";
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
 * The founder-ebook lead form (docs/product.md, section 3.5), posted to its page's action
 * (web/routes/startup-consultancy-form.tsx): success says the ebook is sent, then /thank-you,
 * which offers the download at once.
 */
export function FounderLeadForm({ answer }: { answer: PageFormAnswer | undefined }) {
  const { i18n, t } = useLingui();
  const { form, fields, submitting, hydrated, onFocus, onSubmit } = useLeadForm<
    typeof FounderLeadSchema
  >({
    rules: () => import("./lead-rules").then((rules) => rules.checkFounderLead),
    defaultValue: EMPTY,
    answer,
  });

  return (
    <Form
      method="post"
      className="form lead-form"
      id={form.id}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      data-hydrated={hydrated ? "true" : undefined}
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
      <FormError text={leadFailureText(answer, t`Submission failed. Please try again.`, i18n)} />
    </Form>
  );
}
