import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { CONTACT_REASONS } from "../../../core/constants";
import { ContactInputSchema } from "../../../core/schemas/contact";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { type ContactAnswer, MESSAGE_SENT } from "./contact-answer";

const EMPTY = { name: "", email: "", reason: "", description: "", recipient: "" };

/** The reasons' words; the value sent stays the English one the server takes. */
const REASON_LABELS: Record<(typeof CONTACT_REASONS)[number], MessageDescriptor> = {
  Partnership: msg`Partnership`,
  Support: msg`Support`,
  "General Inquiry": msg`General Inquiry`,
  Media: msg`Media`,
};

/**
 * The contact form: a route form (docs/decisions/076-route-forms.md). conform checks it in the
 * browser with the server's schema; the page's action checks it again, stores the message and
 * empties the form. It works before the page's scripts arrive: the page then says "Message Sent"
 * itself, or puts the server's errors under their fields, keeping what was typed.
 */
export function ContactForm({ answer }: { answer: ContactAnswer | undefined }) {
  const { i18n, t } = useLingui();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: answer && "result" in answer ? answer.result : undefined,
    defaultValue: EMPTY,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactInputSchema }),
  });
  // Said by a toast once the page's scripts run (web/routes/contact.tsx), on the page without them.
  const sentWithoutScripts = answer && "done" in answer && answer.done && !answer.toasted;

  return (
    <Form
      method="post"
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
            key={fields.name.key}
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
            key={fields.email.key}
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
          <select
            {...control}
            key={fields.reason.key}
            name={fields.reason.name}
            defaultValue={fields.reason.initialValue ?? ""}
          >
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
            key={fields.recipient.key}
            name={fields.recipient.name}
            defaultValue={fields.recipient.initialValue}
          />
        )}
      </Field>
      <Field label={t`Message`} error={fields.description.errors?.[0]}>
        {(control) => (
          <textarea
            {...control}
            key={fields.description.key}
            name={fields.description.name}
            defaultValue={fields.description.initialValue}
            rows={6}
          />
        )}
      </Field>
      {sentWithoutScripts ? (
        <p role="status" className="form__notice">
          {i18n._(MESSAGE_SENT)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t`Sending…` : t`Send Message`}
      </button>
    </Form>
  );
}
