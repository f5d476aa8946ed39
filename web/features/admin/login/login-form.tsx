import { useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import type { SecondStep, TotpEnrolment } from "../../../../core/schemas/account";
import { LoginSchema } from "../../../../core/schemas/admin";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { useFormFields } from "../../../components/ui/use-form-fields";
import { adminToken } from "../../../lib/admin-token";
import { ApiError } from "../../../lib/api";
import { lazySchema } from "../../../lib/lazy-schema";
import { PATHS } from "../../../paths";
import { signInStepApi } from "../account/account-api";
import { adminApi } from "../admin-api";
import { CodeStep } from "./code-step";
import { EnrolStep } from "./enrol-step";

// The console has no JavaScript budget: its rules are at hand, checked the way the public forms check.
const RULES = lazySchema<"username" | "password", z.output<typeof LoginSchema>>(
  async () => LoginSchema,
);

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
  const { register, handleSubmit, errors, submitting } = useFormFields({
    username: "",
    password: "",
  });
  const fail = (error: unknown) =>
    setFailure(
      error instanceof ApiError
        ? (error.serverMessage ?? "Login failed")
        : "An error occurred during login",
    );

  const onSubmit = handleSubmit(
    RULES.errors,
    async (values) => {
      setFailure(null);
      try {
        const answer = await adminApi.login(await RULES.parse(values));
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
        fail(error);
      }
    },
    fail,
  );

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
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Admin login">
      <Field label="Username" error={errors.username}>
        {(control) => <input {...control} {...register("username")} autoComplete="username" />}
      </Field>
      <Field label="Password" error={errors.password}>
        {(control) => (
          <input
            {...control}
            {...register("password")}
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
