import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { ConfirmTotpSchema, type TotpEnrolment } from "../../../../core/schemas/account";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";

type TotpSetupProps = {
  /** The new secret the server made (null while it is asked for: the caller asked once). */
  enrolment: TotpEnrolment | null | undefined;
  /** Sends the app's first code; the caller shows what comes next (the recovery codes). */
  confirm: (code: string) => void | Promise<void>;
  /** Why the secret could not be made, or the code was refused. */
  failure: string | null;
  onCancel?: () => void;
};

/**
 * Adding the account to an authenticator app: the QR code (drawn by our server, no other host), the
 * key to type by hand, then the app's first code to turn it on.
 */
export function TotpSetup({ enrolment, confirm, failure, onCancel }: TotpSetupProps) {
  const [submitting, setSubmitting] = useState(false);
  const [form, fields] = useForm({
    defaultValue: { code: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConfirmTotpSchema }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setSubmitting(true);
      try {
        await confirm(submission.value.code);
      } finally {
        setSubmitting(false);
      }
    },
  });
  if (!enrolment) {
    return failure ? <FormAlert message={failure} /> : <p role="status">Preparing your code…</p>;
  }
  return (
    <div className="totp-setup">
      <ol className="totp-setup__steps">
        <li>
          <p>
            Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password or
            any other) and scan this QR code.
          </p>
          <img
            className="totp-setup__qr"
            src={enrolment.qrCode}
            width="200"
            height="200"
            alt="QR code that adds your Nakhla Ventures account to an authenticator app"
          />
        </li>
        <li>
          <p>Cannot scan it? Add the account by hand with this key (time-based):</p>
          <p>
            <code className="totp-setup__secret" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
        </li>
        <li>
          <form
            id={form.id}
            className="form"
            onSubmit={form.onSubmit}
            noValidate
            aria-label="Confirm the app"
          >
            <Field
              label="Code from the app"
              hint="The 6-digit code the app shows for Nakhla Ventures."
              error={fields.code.errors?.[0]}
            >
              {(control) => (
                <input
                  {...control}
                  name={fields.code.name}
                  defaultValue={fields.code.initialValue}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                />
              )}
            </Field>
            <FormAlert message={failure} />
            <div className="totp-setup__actions">
              <button type="submit" className="button button--primary" disabled={submitting}>
                {submitting ? "Checking…" : "Turn on"}
              </button>
              {onCancel ? (
                <button type="button" className="button" onClick={onCancel}>
                  Cancel
                </button>
              ) : null}
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
