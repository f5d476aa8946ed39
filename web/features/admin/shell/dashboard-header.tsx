import { NavLink, useMatch } from "react-router";
import type { Notifications } from "../../../../core/schemas/admin";
import { adminToken } from "../../../lib/admin-token";
import { PATHS } from "../../../paths";
import { adminApi } from "../admin-api";
import { ActionMenu } from "../lists/action-menu";
import { AdminsOnly, useStaff } from "../signed-in-staff";
import { DensitySwitch } from "./density-switch";
import { NotificationBell } from "./notification-bell";
import { PaletteButton } from "./palette-button";
import { PaymentModeBanner } from "./payment-mode-banner";
import { ViewSwitch } from "./view-switch";

/**
 * One bar over every staff screen: the brand, the switch between Operations and Assignments, the
 * lists' density (a person's choice, so beside their name), the command palette, the bell (admins: it counts contacts and leads), the person and their Account
 * screen and Logout (on a phone in one menu, so the bar stays one line); above it, the test-mode
 * banner when it applies.
 */
export function DashboardHeader({
  notifications,
}: {
  notifications: Promise<Notifications | null> | null;
}) {
  const me = useStaff();
  const name = me.name || adminToken.name() || "Admin";
  const inConsole = useMatch(`${PATHS.adminDashboard}/*`) !== null;

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
        <p className="admin-header__brand">
          Nakhla Ventures<span className="admin-header__console"> · Console</span>
        </p>
        {inConsole ? <ViewSwitch /> : null}
        <div className="admin-header__user">
          {inConsole ? <DensitySwitch /> : null}
          <PaletteButton />
          <AdminsOnly>
            {notifications ? <NotificationBell counts={notifications} /> : null}
          </AdminsOnly>
          <span className="admin-header__name">
            {name} <span className="admin-header__role">({me.role})</span>
          </span>
          <div className="admin-header__wide">
            <NavLink to={PATHS.adminAccount} className="button">
              Account
            </NavLink>
            <button type="button" className="button" onClick={logout}>
              Logout
            </button>
          </div>
          <div className="admin-header__narrow">
            <ActionMenu
              subject={name}
              text="Me"
              actions={[
                { label: `${name} (${me.role}): Account`, to: PATHS.adminAccount },
                { label: "Logout", onSelect: () => void logout() },
              ]}
            />
          </div>
        </div>
      </header>
    </>
  );
}
