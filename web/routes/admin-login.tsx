import { LoginForm } from "../features/admin/login/login-form";
import { metaForLocation } from "../lib/meta";
import "../styles/admin.css";
import "../styles/account.css";

export const meta = metaForLocation;

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
