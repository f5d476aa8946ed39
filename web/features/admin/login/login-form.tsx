import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { CodeStep } from "./code-step";
import { EnrolStep } from "./enrol-step";
import { PasswordFormSchema, type SignInAnswer } from "./sign-in-action";

/**
 * Username and password, a conform form posted to the login's clientAction; signed in, the token
 * is kept (adminToken) and the dashboard opens. With an authenticator app, the password leads to
 * the code step; when an admin must set one up first (STAFF_REQUIRE_TOTP), to that set-up. "Use
 * another account" starts afresh (a new form, with a new fetcher).
 */
export function LoginForm() {
  const [attempt, setAttempt] = useState(0);
  return <PasswordStep key={attempt} onStartAgain={() => setAttempt((count) => count + 1)} />;
}

function PasswordStep({ onStartAgain }: { onStartAgain: () => void }) {
  const signingIn = useFetcher<SignInAnswer>();
  // A form posted before the page's scripts ran (or without them) was answered by the page's
  // server action, as the route's data.
  const posted = useActionData<SignInAnswer>();
  const answer = signingIn.data ?? posted;
  const [form, fields] = useForm({
    id: "admin-login",
    lastResult: answer?.result,
    defaultValue: { username: "", password: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PasswordFormSchema }),
  });
  const next = answer?.next;
  const submitting = signingIn.state !== "idle";

  if (next?.step === "totp") {
    return (
      <CodeStep
        challenge={next.challenge}
        message={next.message}
        onStartAgain={onStartAgain}
        posted={signingIn.data ? undefined : posted}
      />
    );
  }
  if (next?.step === "enrol-totp" && next.enrolment) {
    return (
      <EnrolStep challenge={next.challenge} message={next.message} enrolment={next.enrolment} />
    );
  }
  return (
    // POST, should the form be sent before the page has hydrated: a GET would put the password in
    // the address, the browser's history and the server's log.
    <signingIn.Form
      id={form.id}
      method="post"
      className="form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Admin login"
    >
      <input type="hidden" name="intent" value="password" />
      <Field label="Username" error={fields.username.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.username.name}
            defaultValue={fields.username.initialValue}
            autoComplete="username"
          />
        )}
      </Field>
      <Field label="Password" error={fields.password.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            name={fields.password.name}
            defaultValue={fields.password.initialValue}
            type="password"
            autoComplete="current-password"
          />
        )}
      </Field>
      <FormAlert message={form.errors?.[0] ?? null} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? "Signing in…" : "Login"}
      </button>
    </signingIn.Form>
  );
}
