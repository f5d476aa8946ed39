import { useState } from "react";
import { useNavigate } from "react-router";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { adminToken } from "../../../lib/admin-token";
import { errorText } from "../../../lib/api";
import { PATHS } from "../../../paths";
import { signInStepApi } from "../account/account-api";

type CodeStepProps = { challenge: string; message: string; onStartAgain: () => void };

const TEXTS = { fallback: "Login failed", network: "An error occurred during login" };

/** Takes the focus as the step appears: the code is all there is to enter. */
const focusOnArrival = (element: HTMLInputElement | null) => element?.focus();

/** The step after the password: the app's code, or one of the recovery codes. */
export function CodeStep({ challenge, message, onStartAgain }: CodeStepProps) {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setFailure("Enter the code");
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      const signedIn = await signInStepApi.code({ challenge, code });
      adminToken.set(signedIn.token, signedIn.name);
      // A recovery code was spent: the Account screen says how many are left.
      navigate(
        signedIn.recoveryCodesLeft === undefined ? PATHS.adminDashboard : PATHS.adminAccount,
        { state: { recoveryCodesLeft: signedIn.recoveryCodesLeft } },
      );
    } catch (error) {
      setFailure(errorText(error, TEXTS));
      setSending(false);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Two-step sign-in">
      <p>{message}</p>
      <Field
        label="Authentication code"
        hint="The 6-digit code from your app, or one of your recovery codes."
      >
        {(control) => (
          <input
            {...control}
            ref={focusOnArrival}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            maxLength={40}
            spellCheck={false}
          />
        )}
      </Field>
      <FormAlert message={failure} />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? "Checking…" : "Verify"}
      </button>
      <button type="button" className="button" onClick={onStartAgain}>
        Use another account
      </button>
    </form>
  );
}
