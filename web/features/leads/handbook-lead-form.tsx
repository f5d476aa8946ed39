import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { HANDBOOK_LOCATIONS, HANDBOOK_ROLES } from "../../../core/lead-choices";
import { HandbookLeadSchema } from "../../../core/schemas/lead";
import { ChoiceField, EmailField, TextField } from "../../components/ui/form-fields";
import { useToast } from "../../components/ui/toast";
import { useLocale, useLocalePath } from "../../i18n/language";
import { PATHS } from "../../paths";
import { leadChoice } from "../../words/lead-choices";
import { FormError } from "./lead-dialog";
import { leadsApi } from "./leads-api";
import { NewsletterTick } from "./newsletter-tick";
import { useLeadForm } from "./use-lead-form";

const EMPTY = { name: "", email: "", role: "", location: "", newsletter: "" };

/** The AI-handbook lead form (docs/product.md, section 3.5): success goes to the handbook thank-you page. */
export function HandbookLeadForm() {
  const navigate = useNavigate();
  const showToast = useToast();
  const { i18n, t } = useLingui();
  const localePath = useLocalePath();
  const language = useLocale();
  const { form, fields, failure, submitting } = useLeadForm({
    schema: HandbookLeadSchema,
    defaultValue: EMPTY,
    // The ebook's mail, and the newsletter's if ticked, in the page's language.
    send: (values) => leadsApi.createLead({ ...values, language }),
    fallback: t`Error submitting lead. Please try again.`,
    onSuccess: () => {
      showToast(t`Thank you! Your handbook is on its way.`, "success");
      navigate(localePath(PATHS.handbookThankYou));
    },
  });

  return (
    <form
      className="form lead-form"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
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
      <FormError text={failure} />
    </form>
  );
}
