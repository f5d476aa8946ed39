import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { CONTACT_REASONS } from "../../../core/constants";
import { ContactInputSchema } from "../../../core/schemas/contact";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { contactApi } from "./contact-api";

const EMPTY = { name: "", email: "", reason: "", description: "", recipient: "" };

const FAILURE_TEXTS = {
  fallback: "Failed to Send Message.",
  network: "An error occurred while sending the message.",
};

/**
 * The contact form: conform checks it with the server's schema, then it is sent through the API
 * client and cleared (docs/decisions/039-forms-on-conform.md).
 */
export function ContactForm() {
  const showToast = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [form, fields] = useForm({
    defaultValue: EMPTY,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactInputSchema }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const element = event.currentTarget;
      setSubmitting(true);
      try {
        await contactApi.send(submission.value);
        showToast("Message Sent", "success");
        element.reset();
      } catch (error) {
        showToast(errorText(error, FAILURE_TEXTS), "error");
      } finally {
        setSubmitting(false);
      }
    },
  });

  return (
    <form
      id={form.id}
      className="form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Contact form"
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
      <Field label="Reason" error={fields.reason.errors?.[0]}>
        {(control) => (
          <select {...control} name={fields.reason.name} defaultValue="">
            <PlaceholderOptions placeholder="Select a reason" options={CONTACT_REASONS} />
          </select>
        )}
      </Field>
      <Field
        label="Recipient"
        optional
        hint="A person or department, if you know who should read this."
        error={fields.recipient.errors?.[0]}
      >
        {(control) => (
          <input
            {...control}
            name={fields.recipient.name}
            defaultValue={fields.recipient.initialValue}
          />
        )}
      </Field>
      <Field label="Message" error={fields.description.errors?.[0]}>
        {(control) => (
          <textarea
            {...control}
            name={fields.description.name}
            defaultValue={fields.description.initialValue}
            rows={6}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}
