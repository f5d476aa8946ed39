import { LoginForm } from "../features/admin/login/login-form";
import { signInAction, signInOnServer } from "../features/admin/login/sign-in-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { clientIpContext, pageServices } from "../lib/server-context";
import "../styles/admin.css";
import type { Route } from "./+types/admin-login";
import "../styles/account.css";

export const meta = metaForLocation;

/**
 * The same two steps for a form posted before the page's scripts ran, or without them: signed in,
 * the console takes the session over from a cookie (docs/decisions/091-sign-in-without-scripts.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return signInOnServer(await postedForm(request), pageServices(context), {
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent"),
  });
}

/** The password, then the code: signed in, the console opens (web/features/admin/login/sign-in-action.ts). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return signInAction(await request.formData());
}

export default function AdminLogin() {
  return (
    <main className="admin-login">
      <div className="admin-login__card card">
        <img src="/logo.svg" alt="" width="48" height="48" />
        <h1>Admin Login</h1>
        <p>Staff of Nakhla Ventures sign in here.</p>
        <LoginForm />
      </div>
    </main>
  );
}
