import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { STAFF_PASSWORD_MIN_LENGTH } from "../../../../core/constants";
import { PasswordChangeFormSchema } from "../../../../core/schemas/staff";
import { FormAlert } from "../../../components/ui/form-alert";
import { PasswordField } from "../../../components/ui/form-fields";
import type { FormReply } from "../actions";

/**
 * A new password: the current one, then the new one twice, a conform form posted to the screen's
 * clientAction. The server judges how easy it is to guess and says why it refuses one; the other
 * sessions end when it changes (the list of sessions loads again after it), and the form empties.
 */
export function PasswordSection() {
  const changing = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: "password-form",
    lastResult: changing.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PasswordChangeFormSchema }),
  });
  const sending = changing.state !== "idle";

  return (
    <section className="account__section" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <changing.Form
        method="post"
        id={form.id}
        className="form"
        onSubmit={form.onSubmit}
        noValidate
        aria-label="Change your password"
      >
        <PasswordField
          field={fields.currentPassword}
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField
          field={fields.newPassword}
          label="New password"
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, hard to guess: a few unrelated words work well.`}
          autoComplete="new-password"
        />
        <PasswordField
          field={fields.repeatPassword}
          label="Repeat the new password"
          autoComplete="new-password"
        />
        <FormAlert message={form.errors?.[0] ?? null} />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? "Changing…" : "Change password"}
        </button>
      </changing.Form>
    </section>
  );
}
