import { useEffect, useState } from "react";
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
  /** Asks the server for a new secret (from the Account screen or the sign-in's set-up step). */
  start: () => Promise<TotpEnrolment>;
  /** Sends the app's first code; the caller shows what comes next (the recovery codes). */
  confirm: (code: string) => Promise<void>;
  onCancel?: () => void;
};

/**
 * Adding the account to an authenticator app: the QR code (drawn by our server, no other host), the
 * key to type by hand, then the app's first code to turn it on.
 */
export function TotpSetup({ start, confirm, onCancel }: TotpSetupProps) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, errors, submitting } = useFormFields({ code: "" });
  const fail = (error: unknown) => setFailure(errorText(error, TEXTS));

  // biome-ignore lint/correctness/useExhaustiveDependencies: one secret per set-up shown
  useEffect(() => {
    start().then(setEnrolment, (error) => setFailure(errorText(error, TEXTS)));
  }, []);

  const onSubmit = handleSubmit(
    RULES.errors,
    async (values) => {
      setFailure(null);
      try {
        await confirm((await RULES.parse(values)).code);
      } catch (error) {
        fail(error);
      }
    },
    fail,
  );

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
