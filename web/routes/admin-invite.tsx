import type { ReactNode } from "react";
import { AcceptInvitation, checkInvitation } from "../features/staff-invitation/accept-invitation";
import { metaForLocation } from "../lib/meta";
import type { Route } from "./+types/admin-invite";
import "../styles/admin.css";

export const meta = metaForLocation;

/** The invitation the link in the address opens: its token is after the #, which no server sees. */
export async function clientLoader() {
  return { check: await checkInvitation() };
}

function InviteFrame({ children }: { children: ReactNode }) {
  return (
    <main className="admin-login">
      <div className="admin-login__card card">
        <img src="/logo.svg" alt="" width="48" height="48" />
        <h1>Join the Console</h1>
        {children}
      </div>
    </main>
  );
}

/** What the build renders, and the page shows while the invitation is checked. */
export function HydrateFallback() {
  return (
    <InviteFrame>
      <p role="status">Checking your invitation…</p>
    </InviteFrame>
  );
}

/** Where an invitation's link leads (docs/product.md, section 5.2): a colleague sets their name and password. */
export default function AdminInvite({ loaderData }: Route.ComponentProps) {
  return (
    <InviteFrame>
      <AcceptInvitation check={loaderData.check} />
    </InviteFrame>
  );
}
