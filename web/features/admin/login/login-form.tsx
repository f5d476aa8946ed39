import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { SecondStep, TotpEnrolment } from "../../../../core/schemas/account";
import { LoginSchema } from "../../../../core/schemas/admin";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { adminToken } from "../../../lib/admin-token";
import { ApiError } from "../../../lib/api";
import { PATHS } from "../../../paths";
import { signInStepApi } from "../account/account-api";
import { adminApi } from "../admin-api";
import { CodeStep } from "./code-step";
import { EnrolStep } from "./enrol-step";

type NextStep = {
  step: SecondStep;
  challenge: string;
  message: string;
  /** The set-up's secret, when an admin must set up an app first: one per set-up shown. */
  enrolment?: TotpEnrolment;
};

/**
 * Username and password; on success the token is kept (adminToken) and the dashboard opens. With an
 * authenticator app, the password leads to the code step; when an admin must set one up first
 * (STAFF_REQUIRE_TOTP), to that set-up.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [next, setNext] = useState<NextStep | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form, fields] = useForm({
    defaultValue: { username: "", password: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setFailure(null);
      setSubmitting(true);
      try {
        const answer = await adminApi.login(submission.value);
        if ("step" in answer) {
          const enrolment =
            answer.step === "enrol-totp"
              ? await signInStepApi.startSetup({ challenge: answer.challenge })
              : undefined;
          setNext({ ...answer, ...(enrolment ? { enrolment } : {}) });
          return;
        }
        if (!answer.token) throw new ApiError(500, undefined);
        adminToken.set(answer.token, answer.name);
        navigate(PATHS.adminDashboard);
      } catch (error) {
        setFailure(
          error instanceof ApiError
            ? (error.serverMessage ?? "Login failed")
            : "An error occurred during login",
        );
      } finally {
        setSubmitting(false);
      }
    },
  });

  const startAgain = () => setNext(null);
  if (next?.step === "totp") {
    return <CodeStep challenge={next.challenge} message={next.message} onStartAgain={startAgain} />;
  }
  if (next?.step === "enrol-totp" && next.enrolment) {
    return (
      <EnrolStep challenge={next.challenge} message={next.message} enrolment={next.enrolment} />
    );
  }
  return (
    // POST, should the form be sent before the page has hydrated: a GET would put the password in
    // the address, the browser's history and the server's log.
    <form
      id={form.id}
      method="post"
      className="form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Admin login"
    >
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
      <FormAlert message={failure} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? "Signing in…" : "Login"}
      </button>
    </form>
  );
}
