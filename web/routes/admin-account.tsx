import { Link, useLoaderData } from "react-router";
import { AccountScreen } from "../features/admin/account/account-screen";
import { loadSignedInStaff } from "../features/admin/require-admin-token";
import { DashboardHeader } from "../features/admin/shell/dashboard-header";
import { SignedInStaffProvider } from "../features/admin/signed-in-staff";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/admin.css";
import "../styles/account.css";

export const meta = metaForLocation;

/** Without a token or with one that ended, to the login; with one, who is signed in. */
export const clientLoader = loadSignedInStaff;

/** The signed-in staff member's own security, for admins and reviewers alike. */
export default function AdminAccount() {
  const { me } = useLoaderData<typeof clientLoader>();
  return (
    <SignedInStaffProvider me={me}>
      <div className="admin">
        <DashboardHeader />
        <nav className="view-switch" aria-label="Console">
          <Link to={PATHS.adminDashboard}>Back to the console</Link>
        </nav>
        <main className="admin__main account">
          <h1>Account security</h1>
          <AccountScreen />
        </main>
      </div>
    </SignedInStaffProvider>
  );
}
