import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CONTACT_REASONS } from "../../../core/constants";
import { ContactInputSchema } from "../../../core/schemas/contact";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { serverMessage } from "../../i18n/field-errors";
import { errorText } from "../../lib/api";
import { contactApi } from "./contact-api";

const EMPTY = { name: "", email: "", reason: "", description: "", recipient: "" };

/** The reasons' words; the value sent stays the English one the server takes. */
const REASON_LABELS: Record<(typeof CONTACT_REASONS)[number], MessageDescriptor> = {
  Partnership: msg`Partnership`,
  Support: msg`Support`,
  "General Inquiry": msg`General Inquiry`,
  Media: msg`Media`,
};

/**
 * The contact form: conform checks it with the server's schema, then it is sent through the API
 * client and cleared (docs/decisions/039-forms-on-conform.md).
 */
export function ContactForm() {
  const showToast = useToast();
  const { i18n, t } = useLingui();
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
        showToast(t`Message Sent`, "success");
        element.reset();
      } catch (error) {
        const text = errorText(error, {
          fallback: t`Failed to Send Message.`,
          network: t`An error occurred while sending the message.`,
        });
        showToast(serverMessage(text, i18n), "error");
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
      aria-label={t`Contact form`}
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
            autoComplete="email"
            dir="ltr"
          />
        )}
      </Field>
      <Field label={t`Reason`} error={fields.reason.errors?.[0]}>
        {(control) => (
          <select {...control} name={fields.reason.name} defaultValue="">
            <PlaceholderOptions
              placeholder={t`Select a reason`}
              options={CONTACT_REASONS}
              label={(reason) => t(REASON_LABELS[reason as keyof typeof REASON_LABELS])}
            />
          </select>
        )}
      </Field>
      <Field
        label={t`Recipient`}
        optional
        hint={t`A person or department, if you know who should read this.`}
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
      <Field label={t`Message`} error={fields.description.errors?.[0]}>
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
        {submitting ? t`Sending…` : t`Send Message`}
      </button>
    </form>
  );
}
