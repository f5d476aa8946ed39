import { Link } from "react-router";
import {
  type AccountIntent,
  accountAction,
  CONFLICTS_INTENT,
  changePassword,
  confirmSetup,
  loadAccount,
  OVERDUE_DIGEST_INTENT,
  proveAndChange,
  saveConflicts,
  saveOverdueDigest,
} from "../features/admin/account/account-action";
import { AccountScreen } from "../features/admin/account/account-screen";
import { CONFIRM_SETUP_INTENT } from "../features/admin/account/totp-setup-schema";
import { sentAsJson } from "../features/admin/actions";
import { staffContext } from "../features/admin/staff-session";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import type { Route } from "./+types/admin-account";
import "../styles/account.css";

export const meta = metaForLocation;

/** The person's second factor and open sessions; an admin's daily deal digest and overdue mail. */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  return loadAccount(context.get(staffContext));
}

/**
 * The password form, the conflicts form, the overdue mail's form, the set-up's code and the proof
 * form (form data, told apart by their intent), or the set-up asked for, or a session ended (JSON).
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  if (sentAsJson(request)) {
    return accountAction((await request.json()) as AccountIntent);
  }
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === null) return changePassword(formData);
  if (intent === CONFLICTS_INTENT) return saveConflicts(formData);
  if (intent === CONFIRM_SETUP_INTENT) return confirmSetup(formData);
  return intent === OVERDUE_DIGEST_INTENT ? saveOverdueDigest(formData) : proveAndChange(formData);
}

/** The signed-in staff member's own account, for admins and reviewers alike. */
export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <nav className="view-switch view-switch--page" aria-label="Console">
        <Link to={PATHS.adminDashboard}>Back to the console</Link>
      </nav>
      <main className="admin__main account">
        <h1>Your account</h1>
        <AccountScreen data={loaderData} />
      </main>
    </>
  );
}
