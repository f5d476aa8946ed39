import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FetcherWithComponents } from "react-router";
import type { TotpEnrolment } from "../../../../core/schemas/account";
import type { z } from "../../../../core/schemas/zod";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import type { FormReply } from "../actions";

type TotpSetupProps = {
  /** The new secret the server made (null while it is asked for: the caller asked once). */
  enrolment: TotpEnrolment | null | undefined;
  /** Why the secret could not be made. */
  failure: string | null;
  /** The fetcher the app's first code is posted through, to the route's clientAction. */
  fetcher: FetcherWithComponents<FormReply>;
  /** The clientAction's answer to the code (conform's reply), once there is one. */
  answer: FormReply | undefined;
  /** The form as its clientAction parses it: the code, and the `hidden` fields. */
  schema: z.ZodType<{ code: string }>;
  /** What else the clientAction needs, posted beside the code: the intent, the sign-in's challenge. */
  hidden: Record<string, string>;
  onCancel?: () => void;
};

/**
 * Adding the account to an authenticator app: the QR code (drawn by our server, no other host), the
 * key to type by hand, then the app's first code to turn it on, a conform form posted to the
 * route's clientAction (the Account screen, or the sign-in when an admin must set an app up first),
 * which answers what comes next (the recovery codes) or conform's reply.
 */
export function TotpSetup({
  enrolment,
  failure,
  fetcher,
  answer,
  schema,
  hidden,
  onCancel,
}: TotpSetupProps) {
  const [form, fields] = useForm<{ code: string }>({
    id: "totp-setup",
    lastResult: answer?.result,
    defaultValue: { code: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const { key, ...codeProps } = getInputProps(fields.code, { type: "text", ariaAttributes: false });
  const submitting = fetcher.state !== "idle";
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
          <fetcher.Form
            method="post"
            id={form.id}
            className="form"
            onSubmit={form.onSubmit}
            noValidate
            aria-label="Confirm the app"
          >
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Field
              label="Code from the app"
              hint="The 6-digit code the app shows for Nakhla Ventures."
              error={fields.code.errors?.[0]}
            >
              {(control) => (
                <input
                  {...codeProps}
                  {...control}
                  key={key}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                />
              )}
            </Field>
            <FormAlert message={form.errors?.[0] ?? null} />
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
          </fetcher.Form>
        </li>
      </ol>
    </div>
  );
}
