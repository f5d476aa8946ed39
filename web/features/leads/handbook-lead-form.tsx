import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { HANDBOOK_LOCATIONS, HANDBOOK_ROLES } from "../../../core/lead-choices";
import type { HandbookLeadSchema } from "../../../core/schemas/lead";
import { ChoiceField, EmailField, TextField } from "../../components/ui/form-fields";
import type { PageFormAnswer } from "../../lib/form-action";
import { leadChoice } from "../../words/lead-choices";
import { leadFailureText } from "./lead-answer";
import { FormError } from "./lead-dialog";
import { NewsletterTick } from "./newsletter-tick";
import { useLeadForm } from "./use-lead-form";

const EMPTY = { name: "", email: "", role: "", location: "", newsletter: "" };

/**
 * The AI-handbook lead form (docs/product.md, section 3.5), posted to its page's action
 * (web/routes/handbook.tsx): success goes to the handbook thank-you page.
 */
export function HandbookLeadForm({ answer }: { answer: PageFormAnswer | undefined }) {
  const { i18n, t } = useLingui();
  const { form, fields, submitting, hydrated, onFocus, onSubmit } = useLeadForm<
    typeof HandbookLeadSchema
  >({
    rules: () => import("./lead-rules").then((rules) => rules.checkHandbookLead),
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
      aria-label={t`Handbook form`}
    >
      <TextField field={fields.name} label={t`Name`} autoComplete="name" />
      <EmailField field={fields.email} label={t`E-mail`} />
      <ChoiceField
        field={fields.role}
        label={t`Role`}
        placeholder={t`Select your role`}
        options={HANDBOOK_ROLES}
        optionLabel={(option) => leadChoice(option, i18n)}
      />
      <ChoiceField
        field={fields.location}
        label={t`Location`}
        placeholder={t`Select your location`}
        options={HANDBOOK_LOCATIONS}
        optionLabel={(option) => leadChoice(option, i18n)}
      />
      <NewsletterTick />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? <Trans>Sending…</Trans> : <Trans>Download Now</Trans>}
      </button>
      <FormError
        text={leadFailureText(answer, t`Error submitting lead. Please try again.`, i18n)}
      />
    </Form>
  );
}
