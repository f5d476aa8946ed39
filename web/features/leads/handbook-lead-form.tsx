import { useState } from "react";
import { useNavigate } from "react-router";
import { HANDBOOK_LOCATIONS, HANDBOOK_ROLES } from "../../../core/lead-choices";
import type { HandbookLeadInput } from "../../../core/schemas/lead";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { lazySchema } from "../../lib/lazy-schema";
import { PATHS } from "../../paths";
import { FormError } from "./lead-dialog";
import { leadsApi } from "./leads-api";
import { NewsletterTick } from "./newsletter-tick";
import { useLeadForm } from "./use-lead-form";

const EMPTY = { name: "", email: "", role: "", location: "" };

// The server's rules, loaded on the form's first focus.
const RULES = lazySchema<keyof typeof EMPTY, HandbookLeadInput>(() =>
  import("../../../core/schemas/lead").then((rules) => rules.HandbookLeadSchema),
);

/** The AI-handbook lead form (docs/product.md, section 3.5): success goes to the handbook thank-you page. */
export function HandbookLeadForm() {
  const [newsletter, setNewsletter] = useState(false);
  const navigate = useNavigate();
  const showToast = useToast();
  const { register, onSubmit, onFocus, failure, errors, submitting } = useLeadForm({
    fields: EMPTY,
    rules: RULES,
    send: (values) => leadsApi.createLead({ ...values, newsletter }),
    fallback: "Error submitting lead. Please try again.",
    onSuccess: () => {
      showToast("Thank you! Your handbook is on its way.", "success");
      navigate(PATHS.handbookThankYou);
    },
  });

  return (
    <form
      className="form lead-form"
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label="Handbook form"
    >
      <Field label="Name" error={errors.name}>
        {(control) => <input {...control} {...register("name")} autoComplete="name" />}
      </Field>
      <Field label="E-mail" error={errors.email}>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" />
        )}
      </Field>
      <Field label="Role" error={errors.role}>
        {(control) => (
          <select {...control} {...register("role")}>
            <PlaceholderOptions placeholder="Select your role" options={HANDBOOK_ROLES} />
          </select>
        )}
      </Field>
      <Field label="Location" error={errors.location}>
        {(control) => (
          <select {...control} {...register("location")}>
            <PlaceholderOptions placeholder="Select your location" options={HANDBOOK_LOCATIONS} />
          </select>
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
