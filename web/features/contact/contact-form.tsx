import { useForm } from "@conform-to/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { CONTACT_REASONS } from "../../../core/contact-reasons";
import { ChoiceField, EmailField, LongTextField, TextField } from "../../components/ui/form-fields";
import { doneWithoutScripts, type PageFormAnswer } from "../../lib/form-action";
import { useFormRules } from "../../lib/form-rules";
import { MESSAGE_SENT } from "./contact-answer";

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
 * browser with the server's schema, loaded once the form is focused (contact-rules.ts); the
 * page's action checks it again, stores the message and empties the form. It works before the page's scripts arrive: the page then says "Message Sent"
 * itself, or puts the server's errors under their fields, keeping what was typed.
 */
export function ContactForm({ answer }: { answer: PageFormAnswer | undefined }) {
  const { i18n, t } = useLingui();
  const submitting = useNavigation().state === "submitting";
  const rules = useFormRules(() => import("./contact-rules").then((loaded) => loaded.checkContact));
  const [form, fields] = useForm({
    lastResult: answer && "result" in answer ? answer.result : undefined,
    defaultValue: EMPTY,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: rules.onValidate,
  });
  // Said by a toast once the page's scripts run (web/routes/contact.tsx), on the page without them.
  const sentWithoutScripts = doneWithoutScripts(answer);

  return (
    <Form
      method="post"
      id={form.id}
      className="form"
      onSubmit={rules.onSubmit(form.onSubmit)}
      onFocus={rules.onFocus}
      noValidate
      aria-label={t`Contact form`}
    >
      <TextField field={fields.name} label={t`Name`} autoComplete="name" />
      <EmailField field={fields.email} label={t`E-mail`} />
      <ChoiceField
        field={fields.reason}
        label={t`Reason`}
        placeholder={t`Select a reason`}
        options={CONTACT_REASONS}
        optionLabel={(reason) => t(REASON_LABELS[reason as keyof typeof REASON_LABELS])}
      />
      <TextField
        field={fields.recipient}
        label={t`Recipient`}
        optional
        hint={t`A person or department, if you know who should read this.`}
      />
      <LongTextField field={fields.description} label={t`Message`} />
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
