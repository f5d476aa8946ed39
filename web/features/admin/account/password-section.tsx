import { useState } from "react";
import { useFetcher } from "react-router";
import { STAFF_PASSWORD_MIN_LENGTH } from "../../../../core/constants";
import { passwordLengthProblem } from "../../../../core/schemas/staff";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { AS_JSON, type FormAnswer, useValuesSince } from "../actions";
import type { AccountIntent } from "./account-action";

const BLANK = { currentPassword: "", newPassword: "", repeatPassword: "" };

/**
 * A new password: the current one, then the new one twice, sent to the screen's clientAction. The
 * server judges how easy it is to guess and says why it refuses one; the other sessions end when it
 * changes (the list of sessions loads again after it).
 */
export function PasswordSection() {
  const changing = useFetcher<FormAnswer>();
  // A password changed empties the form.
  const [values, setValues] = useValuesSince(BLANK, changing.data);
  const [checked, setChecked] = useState<string | null>(null);
  const failure = checked ?? (changing.data?.ok === false ? (changing.data.error ?? null) : null);
  const sending = changing.state !== "idle";
  const set = (name: keyof typeof BLANK) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function problem() {
    if (!values.currentPassword) return "Enter your current password";
    const tooShort = passwordLengthProblem(values.newPassword);
    if (tooShort) return tooShort;
    if (values.newPassword !== values.repeatPassword) return "The two passwords are not the same";
    return null;
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const refused = problem();
    setChecked(refused);
    if (refused) return;
    const { currentPassword, newPassword } = values;
    const intent: AccountIntent = { intent: "password", currentPassword, newPassword };
    void changing.submit(intent, AS_JSON);
  }

  return (
    <section className="account__section" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Change your password">
        <Field label="Current password">
          {(control) => (
            <input
              {...control}
              type="password"
              value={values.currentPassword}
              onChange={set("currentPassword")}
              autoComplete="current-password"
            />
          )}
        </Field>
        <Field
          label="New password"
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, hard to guess: a few unrelated words work well.`}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              value={values.newPassword}
              onChange={set("newPassword")}
              autoComplete="new-password"
            />
          )}
        </Field>
        <Field label="Repeat the new password">
          {(control) => (
            <input
              {...control}
              type="password"
              value={values.repeatPassword}
              onChange={set("repeatPassword")}
              autoComplete="new-password"
            />
          )}
        </Field>
        <FormAlert message={failure} />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? "Changing…" : "Change password"}
        </button>
      </form>
    </section>
  );
}
