import { useState } from "react";
import { useFetcher } from "react-router";
import type { AccountSecurity } from "../../../../core/schemas/account";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorText } from "../../../lib/api";
import { AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import type { AccountIntent, TotpAnswer, TotpMode } from "./account-action";
import { ProofForm } from "./proof-form";
import { RecoveryCodes } from "./recovery-codes";
import { TotpSetup } from "./totp-setup";
import { CONFIRM_SETUP_INTENT, ConfirmSetupFormSchema } from "./totp-setup-schema";

const PROOF_STEPS = {
  replace: {
    intent: "start-setup",
    action: "Continue",
    intro:
      "Move to a new phone: you will scan a new QR code with it. Your current app keeps working until the new one's first code is entered.",
  },
  codes: {
    intent: "recovery-codes",
    action: "Make new codes",
    intro: "Ten new recovery codes replace the ones you have: the old ones stop working.",
  },
  off: {
    intent: "turn-off",
    action: "Turn off",
    intro:
      "Turn off two-step sign-in: signing in will ask for your password only, and your recovery codes stop working.",
  },
} as const;

/**
 * Two-step sign-in on the Account screen: set up, replace or turn off the app; recovery codes. Each
 * step goes to the screen's clientAction, which answers what the section shows next.
 */
export function TotpSection({ security }: { security: Promise<AccountSecurity> }) {
  const totp = useFetcher<TotpAnswer>();
  // What the person chose last, or what the server's last answer leads to, whichever came later.
  const [chosen, setChosen] = useState<{ mode: TotpMode; at: number }>({
    mode: { name: "summary" },
    at: 0,
  });
  const answer = totp.data && totp.data.at > chosen.at ? totp.data : undefined;
  if (answer?.ok && answer.next) setChosen({ mode: answer.next, at: answer.at });
  const failure = answer && !answer.ok ? (answer.error ?? null) : null;
  const mode = chosen.mode;

  const choose = (next: TotpMode) => setChosen({ mode: next, at: Date.now() });
  const send = (intent: AccountIntent) => void totp.submit(intent, AS_JSON);
  const summary = () => choose({ name: "summary" });

  return (
    <section className="account__section" aria-labelledby="totp-title">
      <h2 id="totp-title">Two-step sign-in</h2>
      <Loaded
        data={security}
        loading={<p role="status">Loading…</p>}
        failure={(error) => (
          <FormAlert
            message={errorText(error, {
              fallback: "Could not load.",
              network: "Something went wrong.",
            })}
          />
        )}
      >
        {(loaded) =>
          mode.name === "codes" ? (
            <RecoveryCodes codes={mode.codes} doneLabel="I have saved them" onDone={summary} />
          ) : mode.name === "setup" ? (
            <TotpSetup
              enrolment={mode.enrolment}
              failure={failure}
              fetcher={totp}
              answer={answer}
              schema={ConfirmSetupFormSchema}
              hidden={{ intent: CONFIRM_SETUP_INTENT }}
              onCancel={summary}
            />
          ) : mode.name === "proof" ? (
            <ProofForm
              {...PROOF_STEPS[mode.for]}
              danger={mode.for === "off"}
              fetcher={totp}
              answer={answer}
              onCancel={summary}
            />
          ) : (
            <Summary
              security={loaded}
              onMode={(next) => {
                choose(next);
                // One secret per set-up shown: asked for as the set-up opens.
                if (next.name === "setup") send({ intent: "start-setup" });
              }}
            />
          )
        }
      </Loaded>
    </section>
  );
}

function Summary({
  security,
  onMode,
}: {
  security: AccountSecurity;
  onMode: (mode: TotpMode) => void;
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
