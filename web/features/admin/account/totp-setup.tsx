import { useState } from "react";
import {
  type ConfirmTotpInput,
  ConfirmTotpSchema,
  type TotpEnrolment,
} from "../../../../core/schemas/account";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { useFormFields } from "../../../components/ui/use-form-fields";
import { errorText } from "../../../lib/api";
import { lazySchema } from "../../../lib/lazy-schema";

const TEXTS = {
  fallback: "That did not work. Please try again.",
  network: "Something went wrong.",
};

// The console has no JavaScript budget: its rules are at hand, checked the way the public forms check.
const RULES = lazySchema<"code", ConfirmTotpInput>(async () => ConfirmTotpSchema);

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
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, errors, submitting } = useFormFields({ code: "" });
  const shownFailure = problem ?? failure;

  const onSubmit = handleSubmit(
    RULES.errors,
    async (values) => {
      setProblem(null);
      await confirm((await RULES.parse(values)).code);
    },
    (error) => setProblem(errorText(error, TEXTS)),
  );

  if (!enrolment) {
    return shownFailure ? (
      <FormAlert message={shownFailure} />
    ) : (
      <p role="status">Preparing your code…</p>
    );
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
          <form className="form" onSubmit={onSubmit} noValidate aria-label="Confirm the app">
            <Field
              label="Code from the app"
              hint="The 6-digit code the app shows for Nakhla Ventures."
              error={errors.code}
            >
              {(control) => (
                <input
                  {...control}
                  {...register("code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                />
              )}
            </Field>
            <FormAlert message={shownFailure} />
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
