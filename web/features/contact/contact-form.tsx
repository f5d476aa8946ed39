import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CONTACT_REASONS } from "../../../core/constants";
import { ContactInputSchema } from "../../../core/schemas/contact";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { contactApi } from "./contact-api";

type ContactFormValues = z.input<typeof ContactInputSchema>;
const EMPTY: ContactFormValues = {
  name: "",
  email: "",
  reason: "" as never,
  description: "",
  recipient: "",
};

/** The contact form: checked with the same schema as the server, cleared after a sent message. */
export function ContactForm() {
  const showToast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, z.output<typeof ContactInputSchema>>({
    resolver: zodResolver(ContactInputSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await contactApi.send(values);
      showToast("Message Sent", "success");
      reset(EMPTY);
    } catch (error) {
      showToast(
        errorText(error, {
          fallback: "Failed to Send Message.",
          network: "An error occurred while sending the message.",
        }),
        "error",
      );
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Field label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...register("name")} autoComplete="name" />}
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" />
        )}
      </Field>
      <Field label="Reason" error={errors.reason?.message}>
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
        error={errors.recipient?.message}
      >
        {(control) => <input {...control} {...register("recipient")} />}
      </Field>
      <Field label="Message" error={errors.description?.message}>
        {(control) => <textarea {...control} {...register("description")} rows={6} />}
      </Field>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}
