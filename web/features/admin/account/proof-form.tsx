import { useEffect, useRef, useState } from "react";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorText } from "../../../lib/api";

type ProofFormProps = {
  /** What the form does, as its submit button says it. */
  action: string;
  /** What will happen, said before the person confirms. */
  intro: string;
  danger?: boolean;
  onProof: (proof: string) => Promise<void>;
  onCancel: () => void;
};

/** Asks again for the password or a current code before the second factor changes. */
export function ProofForm({ action, intro, danger, onProof, onCancel }: ProofFormProps) {
  const [proof, setProof] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!proof) {
      setFailure("Enter your password or a code from your app");
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await onProof(proof);
    } catch (error) {
      setFailure(
        errorText(error, { fallback: "That did not work.", network: "Something went wrong." }),
      );
      setSending(false);
    }
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
            ref={input}
            type="password"
            value={proof}
            onChange={(event) => setProof(event.target.value)}
            autoComplete="current-password"
          />
        )}
      </Field>
      <FormAlert message={failure} />
      <div className="totp-setup__actions">
        <button
          type="submit"
          className={`button ${danger ? "button--danger" : "button--primary"}`}
          disabled={sending}
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
