import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { HANDBOOK_LOCATIONS, HANDBOOK_ROLES } from "../../../core/lead-choices";
import { HandbookLeadSchema } from "../../../core/schemas/lead";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
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
      <Field label={t`Role`} error={fields.role.errors?.[0]}>
        {(control) => (
          <select {...control} name={fields.role.name} defaultValue="">
            <PlaceholderOptions
              placeholder={t`Select your role`}
              options={HANDBOOK_ROLES}
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
              options={HANDBOOK_LOCATIONS}
              label={(option) => leadChoice(option, i18n)}
            />
          </select>
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
