import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { type LoginInput, LoginSchema } from "../../../../core/schemas/admin";
import { Field } from "../../../components/ui/field";
import { adminToken } from "../../../lib/admin-token";
import { ApiError } from "../../../lib/api";
import { PATHS } from "../../../paths";
import { adminApi } from "../admin-api";

/** Username and password; on success the token is kept (adminToken) and the dashboard opens. */
export function LoginForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
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
      const { token, name } = await adminApi.login(credentials);
      if (!token) throw new ApiError(500, undefined);
      adminToken.set(token, name);
      navigate(PATHS.adminDashboard);
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? (error.serverMessage ?? "Login failed")
          : "An error occurred during login",
      );
    }
  });

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
      {failure ? (
        <p className="form__error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Login"}
      </button>
    </form>
  );
}
