import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FetcherWithComponents } from "react-router";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import type { TotpAnswer } from "./account-action";
import { ProofFormSchema, type ProofIntent } from "./proof-form-schema";

type ProofFormProps = {
  /** What the proof is for: the clientAction's intent. */
  intent: ProofIntent;
  /** What the form does, as its submit button says it. */
  action: string;
  /** What will happen, said before the person confirms. */
  intro: string;
  danger?: boolean;
  /** The section's fetcher, whose answer says what it shows next. */
  fetcher: FetcherWithComponents<TotpAnswer>;
  /** The fetcher's answer to this form, if it came after the form opened. */
  answer: TotpAnswer | undefined;
  onCancel: () => void;
};

/** Takes the focus as the form appears: what it asks for is all there is to do. */
const focusOnArrival = (element: HTMLInputElement | null) => element?.focus();

/**
 * Asks again for the password or a current code before the second factor changes: a conform form
 * posted to the Account screen's clientAction, checked with the call's own schema.
 */
export function ProofForm({
  intent,
  action,
  intro,
  danger,
  fetcher,
  answer,
  onCancel,
}: ProofFormProps) {
  const [form, fields] = useForm({
    id: `proof-form-${intent}`,
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProofFormSchema }),
  });
  const { proof } = fields;
  const { key, ...proofProps } = getInputProps(proof, { type: "password", ariaAttributes: false });
  return (
    <fetcher.Form
      method="post"
      id={form.id}
      className="form proof-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label={action}
    >
      <p>{intro}</p>
      <input type="hidden" name="intent" value={intent} />
      <Field
        label="Password or code from your app"
        hint="To be sure it is you, enter your password or the code your app shows now."
      >
        {(control) => (
          <input
            {...proofProps}
            {...control}
            key={key}
            ref={focusOnArrival}
            autoComplete="current-password"
          />
        )}
      </Field>
      <FormAlert message={proof.errors?.[0] ?? form.errors?.[0] ?? null} />
      <div className="totp-setup__actions">
        <button
          type="submit"
          className={`button ${danger ? "button--danger" : "button--primary"}`}
          disabled={fetcher.state !== "idle"}
        >
          {action}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}
