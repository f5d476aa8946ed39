import { useSyncExternalStore } from "react";
import { Navigate, Outlet } from "react-router";
import { adminApi } from "../features/admin/admin-api";
import { ConsoleKeys } from "../features/admin/shell/console-keys";
import { DashboardHeader } from "../features/admin/shell/dashboard-header";
import { DensityFrame } from "../features/admin/shell/density-switch";
import { canAdminister, SignedInStaffProvider } from "../features/admin/signed-in-staff";
import { staffContext, staffMiddleware } from "../features/admin/staff-session";
import { adminToken } from "../lib/admin-token";
import { PATHS } from "../paths";
import type { Route } from "./+types/staff-layout";
import "../styles/admin.css";

/** Without a token, or with one that has ended, to the login; with one, who is signed in. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [staffMiddleware];

/** Who is signed in and, for an admin, the bell's counts (docs/decisions/037-console-routes.md). */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  const me = context.get(staffContext);
  // The count is an extra: a bell that could not count shows none.
  const notifications = canAdminister(me) ? adminApi.notifications().catch(() => null) : null;
  return { me, notifications };
}

// Read once per visit, as when the console was one screen: moving between tabs, or a change made
// on one, changes neither who is signed in nor what the bell counted on arrival.
export const shouldRevalidate = () => false;

/** What the server sends for a staff screen: it has no token to read their data with. */
export function HydrateFallback() {
  return (
    <main>
      <p className="loading staff-loading">Loading…</p>
      {/* Signed in without scripts (docs/decisions/091-sign-in-without-scripts.md): the console is made of them. */}
      <noscript>
        <div className="admin-login">
          <div className="admin-login__card card">
            <h1>The console needs JavaScript</h1>
            <p>
              Turn JavaScript on in this browser and open this page again. If you have just signed
              in, the console opens signed in.
            </p>
          </div>
        </div>
      </noscript>
    </main>
  );
}

const isSignedOut = () => adminToken.get() === null;

/**
 * The frame of the staff's screens (the console and the Account screen): the test-mode banner, the
 * header with the bell, and the screen. When the token goes (Logout, a call answered 401, a logout
 * in another tab of the browser), straight to the login.
 */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const signedOut = useSyncExternalStore(adminToken.subscribe, isSignedOut, () => false);
  if (signedOut) return <Navigate to={PATHS.adminLogin} replace />;
  return (
    <SignedInStaffProvider me={loaderData.me}>
      <DensityFrame className="admin">
        <DashboardHeader notifications={loaderData.notifications} />
        <Outlet />
        <ConsoleKeys />
      </DensityFrame>
    </SignedInStaffProvider>
  );
}
