import { NavLink } from "react-router";
import type { Notifications } from "../../../../core/schemas/admin";
import { adminToken } from "../../../lib/admin-token";
import { PATHS } from "../../../paths";
import { adminApi } from "../admin-api";
import { AdminsOnly, useStaff } from "../signed-in-staff";
import { NotificationBell } from "./notification-bell";
import { PaymentModeBanner } from "./payment-mode-banner";

/**
 * The signed-in person's name (or 'Admin') and role, the bell (admins: it counts contacts and leads)
 * their Account screen and Logout; above them, the test-mode banner when it applies.
 */
export function DashboardHeader({
  notifications,
}: {
  notifications: Promise<Notifications | null> | null;
}) {
  const me = useStaff();
  const name = me.name || adminToken.name() || "Admin";

  async function logout() {
    // The token is forgotten even if the server cannot be reached to revoke it; without it the
    // staff's frame goes to the login (web/routes/staff-layout.tsx).
    await adminApi.logout().catch(() => undefined);
    adminToken.clear();
  }

  return (
    <>
      <PaymentModeBanner />
      <header className="admin-header">
        <p className="admin-header__brand">Nakhla Ventures · Console</p>
        <div className="admin-header__user">
          <AdminsOnly>
            {notifications ? <NotificationBell counts={notifications} /> : null}
          </AdminsOnly>
          <span className="admin-header__name">
            {name} <span className="admin-header__role">({me.role})</span>
          </span>
          <NavLink to={PATHS.adminAccount} className="button">
            Account
          </NavLink>
          <button type="button" className="button" onClick={logout}>
            Logout
          </button>
        </div>
      </header>
    </>
  );
}
