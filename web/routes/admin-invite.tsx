import { AcceptInvitation } from "../features/staff-invitation/accept-invitation";
import { metaForLocation } from "../lib/meta";
import "../styles/admin.css";

export const meta = metaForLocation;

/** Where an invitation's link leads (docs/product.md, section 5.2): a colleague sets their name and password. */
export default function AdminInvite() {
  return (
    <main className="admin-login">
      <div className="admin-login__card card">
        <img src="/logo.svg" alt="" width="48" height="48" />
        <h1>Join the Console</h1>
        <AcceptInvitation />
      </div>
    </main>
  );
}
