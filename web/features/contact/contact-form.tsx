import { CONTACT_REASONS } from "../../../core/constants";
import type { ContactInput } from "../../../core/schemas/contact";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { useFormFields } from "../../components/ui/use-form-fields";
import { errorText } from "../../lib/api";
import { lazySchema } from "../../lib/lazy-schema";
import { contactApi } from "./contact-api";

const EMPTY = { name: "", email: "", reason: "", description: "", recipient: "" };

// The server's rules, loaded on the form's first focus.
const RULES = lazySchema<keyof typeof EMPTY, ContactInput>(() =>
  import("./contact-rules").then((rules) => rules.ContactInputSchema),
);

const FAILURE_TEXTS = {
  fallback: "Failed to Send Message.",
  network: "An error occurred while sending the message.",
};

/** The contact form: checked with the same schema as the server, cleared after a sent message. */
export function ContactForm() {
  const showToast = useToast();
  const { register, handleSubmit, setValues, errors, submitting } = useFormFields(EMPTY);
  const fail = (error: unknown) => showToast(errorText(error, FAILURE_TEXTS), "error");

  const onSubmit = handleSubmit(
    RULES.errors,
    async (values) => {
      try {
        await contactApi.send(await RULES.parse(values));
        showToast("Message Sent", "success");
        setValues(EMPTY);
      } catch (error) {
        fail(error);
      }
    },
    fail,
  );

  return (
    <form
      className="form"
      onSubmit={onSubmit}
      onFocus={RULES.preload}
      noValidate
      aria-label="Contact form"
    >
      <Field label="Name" error={errors.name}>
        {(control) => <input {...control} {...register("name")} autoComplete="name" />}
      </Field>
      <Field label="E-mail" error={errors.email}>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" />
        )}
      </Field>
      <Field label="Reason" error={errors.reason}>
        {(control) => (
          <select {...control} {...register("reason")}>
            <PlaceholderOptions placeholder="Select a reason" options={CONTACT_REASONS} />
          </select>
        )}
      </Field>
      <Field
        label="Recipient"
        optional
        hint="A person or department, if you know who should read this."
        error={errors.recipient}
      >
        {(control) => <input {...control} {...register("recipient")} />}
      </Field>
      <Field label="Message" error={errors.description}>
        {(control) => <textarea {...control} {...register("description")} rows={6} />}
      </Field>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}
