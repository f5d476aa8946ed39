import { useNavigate } from "react-router";
import { HANDBOOK_LOCATIONS, HANDBOOK_ROLES } from "../../../core/lead-choices";
import { HandbookLeadSchema } from "../../../core/schemas/lead";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { PATHS } from "../../paths";
import { FormError } from "./lead-dialog";
import { leadsApi } from "./leads-api";
import { NewsletterTick } from "./newsletter-tick";
import { useLeadForm } from "./use-lead-form";

const EMPTY = { name: "", email: "", role: "", location: "", newsletter: "" };

/** The AI-handbook lead form (docs/product.md, section 3.5): success goes to the handbook thank-you page. */
export function HandbookLeadForm() {
  const navigate = useNavigate();
  const showToast = useToast();
  const { form, fields, failure, submitting } = useLeadForm({
    schema: HandbookLeadSchema,
    defaultValue: EMPTY,
    send: leadsApi.createLead,
    fallback: "Error submitting lead. Please try again.",
    onSuccess: () => {
      showToast("Thank you! Your handbook is on its way.", "success");
      navigate(PATHS.handbookThankYou);
    },
  });

  return (
    <form
      className="form lead-form"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Handbook form"
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
      <Field label="Role" error={fields.role.errors?.[0]}>
        {(control) => (
          <select {...control} name={fields.role.name} defaultValue="">
            <PlaceholderOptions placeholder="Select your role" options={HANDBOOK_ROLES} />
          </select>
        )}
      </Field>
      <Field label="Location" error={fields.location.errors?.[0]}>
        {(control) => (
          <select {...control} name={fields.location.name} defaultValue="">
            <PlaceholderOptions placeholder="Select your location" options={HANDBOOK_LOCATIONS} />
          </select>
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
