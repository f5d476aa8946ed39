import { lazy, Suspense } from "react";
import { Link, useLoaderData } from "react-router";
import { loadSignedInStaff } from "../features/admin/require-admin-token";
import { DashboardHeader } from "../features/admin/shell/dashboard-header";
import { SignedInStaffProvider } from "../features/admin/signed-in-staff";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/admin.css";

export const meta = metaForLocation;

/** Without a token or with one that ended, to the login; with one, who is signed in. */
export const clientLoader = loadSignedInStaff;

// Swagger UI is large: it loads with this screen only, never with a public page.
const ApiReference = lazy(() =>
  import("../features/admin/api-reference/api-reference").then((module) => ({
    default: module.ApiReference,
  })),
);

/** The API's OpenAPI document, rendered for staff (docs/decisions/012-api-layers-and-access.md). */
export default function AdminApiReference() {
  const { me } = useLoaderData<typeof clientLoader>();
  return (
    <SignedInStaffProvider me={me}>
      <div className="admin">
        <DashboardHeader />
        <nav className="view-switch" aria-label="Console">
          <Link to={PATHS.adminDashboard}>Back to the console</Link>
        </nav>
        <main className="admin__main api-reference">
          <h1>API reference</h1>
          <Suspense fallback={<p role="status">Loading the reference…</p>}>
            <ApiReference />
          </Suspense>
        </main>
      </div>
    </SignedInStaffProvider>
  );
}
