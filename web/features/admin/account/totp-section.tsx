import { useCallback, useEffect, useState } from "react";
import type { AccountSecurity } from "../../../../core/schemas/account";
import { FormAlert } from "../../../components/ui/form-alert";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { formatDateTime } from "../format";
import { accountApi } from "./account-api";
import { ProofForm } from "./proof-form";
import { RecoveryCodes } from "./recovery-codes";
import { TotpSetup } from "./totp-setup";

/** What the section shows: the summary, one of the forms, or new recovery codes (once). */
type Mode =
  | { name: "summary" }
  | { name: "setup"; proof?: string }
  | { name: "proof"; for: "replace" | "codes" | "off" }
  | { name: "codes"; codes: string[] };

const PROOF_STEPS = {
  replace: {
    action: "Continue",
    intro:
      "Move to a new phone: you will scan a new QR code with it. Your current app keeps working until the new one's first code is entered.",
  },
  codes: {
    action: "Make new codes",
    intro: "Ten new recovery codes replace the ones you have: the old ones stop working.",
  },
  off: {
    action: "Turn off",
    intro:
      "Turn off two-step sign-in: signing in will ask for your password only, and your recovery codes stop working.",
  },
} as const;

/** Two-step sign-in on the Account screen: set up, replace or turn off the app; recovery codes. */
export function TotpSection() {
  const showToast = useToast();
  const [security, setSecurity] = useState<AccountSecurity | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>({ name: "summary" });

  const load = useCallback(() => {
    accountApi
      .security()
      .then(setSecurity, (error) =>
        setFailure(
          errorText(error, { fallback: "Could not load.", network: "Something went wrong." }),
        ),
      );
  }, []);
  useEffect(load, [load]);

  const summary = () => {
    setMode({ name: "summary" });
    load();
  };

  async function withProof(action: "replace" | "codes" | "off", proof: string) {
    if (action === "replace") {
      // The proof goes with the request for the new secret.
      setMode({ name: "setup", proof });
    } else if (action === "codes") {
      const { recoveryCodes } = await accountApi.newRecoveryCodes({ proof });
      setMode({ name: "codes", codes: recoveryCodes });
    } else {
      const { message } = await accountApi.turnOff({ proof });
      showToast(message);
      summary();
    }
  }

  return (
    <section className="account__section" aria-labelledby="totp-title">
      <h2 id="totp-title">Two-step sign-in</h2>
      <FormAlert message={failure} />
      {!security ? (
        failure ? null : (
          <p role="status">Loading…</p>
        )
      ) : mode.name === "codes" ? (
        <RecoveryCodes codes={mode.codes} doneLabel="I have saved them" onDone={summary} />
      ) : mode.name === "setup" ? (
        <TotpSetup
          start={() => accountApi.startSetup(mode.proof === undefined ? {} : { proof: mode.proof })}
          confirm={async (code) => {
            const { recoveryCodes, message } = await accountApi.confirmSetup({ code });
            showToast(message);
            setMode({ name: "codes", codes: recoveryCodes });
          }}
          onCancel={summary}
        />
      ) : mode.name === "proof" ? (
        <ProofForm
          action={PROOF_STEPS[mode.for].action}
          intro={PROOF_STEPS[mode.for].intro}
          danger={mode.for === "off"}
          onProof={(proof) => withProof(mode.for, proof)}
          onCancel={summary}
        />
      ) : (
        <Summary security={security} onMode={setMode} />
      )}
    </section>
  );
}

function Summary({
  security,
  onMode,
}: {
  security: AccountSecurity;
  onMode: (mode: Mode) => void;
}) {
  if (!security.totpEnabled) {
    return (
      <>
        <p>
          <strong>Off.</strong> Signing in asks for your password only. Add a code from an
          authenticator app on your phone, so a stolen password alone cannot open the console.
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => onMode({ name: "setup" })}
        >
          Set up an authenticator app
        </button>
      </>
    );
  }
  return (
    <>
      <p>
        <strong>On</strong> since {formatDateTime(security.enabledAt)}. Signing in asks for your
        password, then the code from your authenticator app.
      </p>
      <p>
        {security.recoveryCodesLeft === 1
          ? "1 recovery code left."
          : `${security.recoveryCodesLeft} recovery codes left.`}
      </p>
      <div className="account__actions">
        <button
          type="button"
          className="button"
          onClick={() => onMode({ name: "proof", for: "codes" })}
        >
          Make new recovery codes
        </button>
        <button
          type="button"
          className="button"
          onClick={() => onMode({ name: "proof", for: "replace" })}
        >
          Move to a new phone
        </button>
        {security.totpRequired ? null : (
          <button
            type="button"
            className="button button--danger"
            onClick={() => onMode({ name: "proof", for: "off" })}
          >
            Turn off
          </button>
        )}
      </div>
      {security.totpRequired ? (
        <p className="account__hint">
          Admins must use an authenticator app, so it cannot be turned off.
        </p>
      ) : null}
    </>
  );
}
