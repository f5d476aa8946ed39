import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { PATHS } from "../../../paths";
import { CodeFormSchema, type SignInAnswer } from "./sign-in-action";

type CodeStepProps = {
  challenge: string;
  message: string;
  onStartAgain: () => void;
  /** What the page's server action answered a code posted without scripts. */
  posted?: SignInAnswer;
};

/** Takes the focus as the step appears: the code is all there is to enter. */
const focusOnArrival = (element: HTMLInputElement | null) => element?.focus();

/**
 * The step after the password: the app's code, or one of the recovery codes. A conform form posted
 * to the login's clientAction with the password's challenge; a right code opens the console.
 */
export function CodeStep({ challenge, message, onStartAgain, posted }: CodeStepProps) {
  const verifying = useFetcher<SignInAnswer>();
  const [form, fields] = useForm({
    id: "admin-login-code",
    lastResult: verifying.data?.result ?? posted?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CodeFormSchema }),
  });
  const { key, ...codeProps } = getInputProps(fields.code, { type: "text", ariaAttributes: false });
  const sending = verifying.state !== "idle";
  return (
    <verifying.Form
      method="post"
      id={form.id}
      className="form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Two-step sign-in"
    >
      <p>{message}</p>
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="challenge" value={challenge} />
      <Field
        label="Authentication code"
        hint="The 6-digit code from your app, or one of your recovery codes."
      >
        {(control) => (
          <input
            {...codeProps}
            {...control}
            key={key}
            ref={focusOnArrival}
            autoComplete="one-time-code"
            maxLength={40}
            spellCheck={false}
          />
        )}
      </Field>
      <FormAlert message={fields.code.errors?.[0] ?? form.errors?.[0] ?? null} />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? "Checking…" : "Verify"}
      </button>
      {/* A link, so that without scripts it opens the login afresh too. */}
      <a
        className="button"
        href={PATHS.adminLogin}
        onClick={(event) => {
          event.preventDefault();
          onStartAgain();
        }}
      >
        Use another account
      </a>
    </verifying.Form>
  );
}
