import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { SecondStep } from "../../../../core/schemas/account";
import { type LoginInput, LoginSchema } from "../../../../core/schemas/admin";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { adminToken } from "../../../lib/admin-token";
import { ApiError } from "../../../lib/api";
import { PATHS } from "../../../paths";
import { adminApi } from "../admin-api";
import { CodeStep } from "./code-step";
import { EnrolStep } from "./enrol-step";

type NextStep = { step: SecondStep; challenge: string; message: string };

/**
 * Username and password; on success the token is kept (adminToken) and the dashboard opens. With an
 * authenticator app, the password leads to the code step; when an admin must set one up first
 * (STAFF_REQUIRE_TOTP), to that set-up.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [next, setNext] = useState<NextStep | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const answer = await adminApi.login(credentials);
      if ("step" in answer) {
        setNext(answer);
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
    }
  });

  const startAgain = () => setNext(null);
  if (next?.step === "totp") {
    return <CodeStep challenge={next.challenge} message={next.message} onStartAgain={startAgain} />;
  }
  if (next?.step === "enrol-totp") {
    return <EnrolStep challenge={next.challenge} message={next.message} />;
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Admin login">
      <Field label="Username" error={errors.username?.message}>
        {(control) => <input {...control} {...register("username")} autoComplete="username" />}
      </Field>
      <Field label="Password" error={errors.password?.message}>
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
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Login"}
      </button>
    </form>
  );
}
