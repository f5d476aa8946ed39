import { useState } from "react";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";

type ProofFormProps = {
  /** What the form does, as its submit button says it. */
  action: string;
  /** What will happen, said before the person confirms. */
  intro: string;
  danger?: boolean;
  /** Sends the proof; `failure` is the answer when it was refused, `busy` while it is on its way. */
  onProof: (proof: string) => void;
  failure: string | null;
  busy: boolean;
  onCancel: () => void;
};

/** Takes the focus as the form appears: what it asks for is all there is to do. */
const focusOnArrival = (element: HTMLInputElement | null) => element?.focus();

/** Asks again for the password or a current code before the second factor changes. */
export function ProofForm({
  action,
  intro,
  danger,
  onProof,
  failure,
  busy,
  onCancel,
}: ProofFormProps) {
  const [proof, setProof] = useState("");
  const [missing, setMissing] = useState(false);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setMissing(!proof);
    if (proof) onProof(proof);
  }

  return (
    <form className="form proof-form" onSubmit={onSubmit} noValidate aria-label={action}>
      <p>{intro}</p>
      <Field
        label="Password or code from your app"
        hint="To be sure it is you, enter your password or the code your app shows now."
      >
        {(control) => (
          <input
            {...control}
            ref={focusOnArrival}
            type="password"
            value={proof}
            onChange={(event) => setProof(event.target.value)}
            autoComplete="current-password"
          />
        )}
      </Field>
      <FormAlert message={missing ? "Enter your password or a code from your app" : failure} />
      <div className="totp-setup__actions">
        <button
          type="submit"
          className={`button ${danger ? "button--danger" : "button--primary"}`}
          disabled={busy}
        >
          {action}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
