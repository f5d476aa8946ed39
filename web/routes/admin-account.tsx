import { Link } from "react-router";
import { AccountScreen } from "../features/admin/account/account-screen";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/account.css";

export const meta = metaForLocation;

/** The signed-in staff member's own security, for admins and reviewers alike. */
export default function AdminAccount() {
  return (
    <>
      <nav className="view-switch" aria-label="Console">
        <Link to={PATHS.adminDashboard}>Back to the console</Link>
      </nav>
      <main className="admin__main account">
        <h1>Account security</h1>
        <AccountScreen />
      </main>
    </>
  );
}
